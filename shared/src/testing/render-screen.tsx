import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router';
import { bus } from '@haulboard/shared/bus';
import { createTokenStore, provideTokenStore, type TokenStore } from '@haulboard/shared/session';
import { FullUiProvider, Toaster, UiProvider } from '@haulboard/shared/ui';
import { installFakeApi, type Routes } from './fake-api';
import { MemoryStorage } from './memory-storage';

/** The session a screen test starts signed in with (the admin area is the administrator's). */
export const TEST_SESSION = { access_token: 'test-access', refresh_token: 'test-refresh', user_type: 'admin' } as const;

export type RenderScreenOptions = {
  /** The URL the screen opens at, query string included: `/admin/loads?page=2`. */
  route?: string;
  /** The fake API, keyed `'GET list-loads/'` (the contracts' paths) or `'GET /api/list-loads/'`. */
  api?: Routes;
  /** What localStorage holds; `{}` for a signed-out page. */
  session?: Record<string, string>;
};

export type ScreenView = RenderResult & {
  /** Every request the screen made, and the ones to one method and path (`'/api/list-loads/'`). */
  server: ReturnType<typeof installFakeApi>;
  queryClient: QueryClient;
  tokens: TokenStore;
  storage: MemoryStorage;
  /** Where the router is now: `location().pathname + location().search`. */
  location: () => Location;
};

let restorePrevious: (() => void) | null = null;

/**
 * Draws a screen as the shell would give it: the design system (full recipes), a query cache
 * with retries off (a failure shows at once), a router at `route`, the host's token store on
 * a storage in memory, the toast region, and `fetch` answering from `api`. Each call puts back
 * the `fetch` of the one before.
 */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}): ScreenView {
  restorePrevious?.();
  const server = installFakeApi(options.api ?? {});
  restorePrevious = server.restore;
  const storage = new MemoryStorage(options.session ?? TEST_SESSION);
  const tokens = createTokenStore(storage, bus);
  provideTokenStore(tokens);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  let current: Location | null = null;
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const Providers = ({ children }: { children: ReactNode }) => (
    <UiProvider>
      <FullUiProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            {children}
            <LocationProbe />
          </MemoryRouter>
          <Toaster />
        </QueryClientProvider>
      </FullUiProvider>
    </UiProvider>
  );
  const view = render(ui, { wrapper: Providers });
  return {
    ...view,
    server,
    queryClient,
    tokens,
    storage,
    location: () => {
      if (!current) throw new Error('The router has not drawn yet');
      return current;
    },
  };
}
