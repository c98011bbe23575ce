// Not a federation share: only a remote's own dev page uses it, never the host's page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { login, ApiError } from '@haulboard/shared/api';
import { createRoot } from 'react-dom/client';
import { bus } from '@haulboard/shared/bus';
import { BrowserRouter, useRoutes, type RouteObject } from '@haulboard/shared/router';
import { createTokenStore, provideTokenStore, type TokenStore } from '@haulboard/shared/session';
import { Button, chakra, Field, Flex, FullUiProvider, Heading, Input, Stack, Text, Toaster, UiProvider } from '@haulboard/shared/ui';

function Screens({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** A bare sign-in against the local API, for an area's own page (the real one is the auth remote's). */
function DevSignIn({ tokens }: { tokens: TokenStore }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(null);
    try {
      tokens.signIn(await login({ email: String(form.get('email')), password: String(form.get('password')) }));
    } catch (err) {
      setError(err instanceof ApiError && err.detail ? err.detail : 'Sign-in failed: is the API running (pnpm dev)?');
    } finally {
      setBusy(false);
    }
  };
  return (
    <chakra.form onSubmit={submit} maxW="sm" mx="auto" mt="16" p="6" borderWidth="1px" rounded="lg">
      <Stack gap="4">
        <Heading size="md">Sign in to work on this area</Heading>
        <Text fontSize="sm" color="fg.muted">
          `pnpm admin-login` prints the demo administrator.
        </Text>
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input name="email" type="email" defaultValue="admin@haulboard.local" />
        </Field.Root>
        <Field.Root>
          <Field.Label>Password</Field.Label>
          <Input name="password" type="password" />
        </Field.Root>
        {error ? <Text color="fg.error">{error}</Text> : null}
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </Stack>
    </chakra.form>
  );
}

function SignedIn({ tokens, children }: { tokens: TokenStore; children: ReactNode }) {
  const token = useSyncExternalStore(tokens.subscribe, () => tokens.getAccessToken());
  return token ? children : <DevSignIn tokens={tokens} />;
}

/**
 * A remote's own page (`pnpm --filter <remote> dev`): the providers the host would give it,
 * a token store of its own on this origin's localStorage, and the remote's screens.
 */
/**
 * `signIn`: the area needs a session; without one the page asks for it first. `beside`: what the
 * host's shell draws beside the screen, for areas whose header carries the chat toggle
 * (`<ChatDock />`); passed in, so areas without it never load the federation entry here.
 */
export function renderStandalone(container: HTMLElement, routes: RouteObject[], options: { signIn?: boolean; beside?: ReactNode } = {}) {
  const tokens = createTokenStore(window.localStorage, bus, window);
  provideTokenStore(tokens);
  bus.on('auth:session-expired').subscribe(() => tokens.clear('session-expired'));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <FullUiProvider>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <Flex minH="100dvh">
                <chakra.div flex="1" minW="0">
                  {options.signIn ? (
                    <SignedIn tokens={tokens}>
                      <Screens routes={routes} />
                    </SignedIn>
                  ) : (
                    <Screens routes={routes} />
                  )}
                </chakra.div>
                {options.beside}
              </Flex>
            </BrowserRouter>
            <Toaster />
          </QueryClientProvider>
        </FullUiProvider>
      </UiProvider>
    </StrictMode>,
  );
}
