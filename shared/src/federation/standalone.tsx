// Not a federation share: only a remote's own dev page uses it, never the host's page.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bus } from '@haulboard/shared/bus';
import { BrowserRouter, useRoutes, type RouteObject } from '@haulboard/shared/router';
import { createTokenStore, provideTokenStore } from '@haulboard/shared/session';
import { FullUiProvider, Toaster, UiProvider } from '@haulboard/shared/ui';

function Screens({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A remote's own page (`pnpm --filter <remote> dev`): the providers the host would give it,
 * a token store of its own on this origin's localStorage, and the remote's screens.
 */
export function renderStandalone(container: HTMLElement, routes: RouteObject[]) {
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
              <Screens routes={routes} />
            </BrowserRouter>
            <Toaster />
          </QueryClientProvider>
        </FullUiProvider>
      </UiProvider>
    </StrictMode>,
  );
}
