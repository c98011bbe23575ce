import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation, useRoutes, type Location } from 'react-router';
import { bus } from '@haulboard/shared/bus';
import { provideRemoteLoader, type RemoteLoader } from '@haulboard/shared/federation';
import { createTokenStore, provideTokenStore, type TokenStore } from '@haulboard/shared/session';
import { FullUiProvider, Toaster, UiProvider } from '@haulboard/shared/ui';
import { installFakeApi, type RouteOverrides } from './fake-api';
import { createFakeBackend, type FakeBackend, type FakeData } from './fake-backend';
import { MemoryStorage } from './memory-storage';
import { TEST_SESSION } from './test-session';

export type RenderScreenOptions = {
  /** The URL the screen opens at, query string included: `/admin/loads?page=2`. */
  route?: string;
  /**
   * The route pattern the screen is mounted at, as the host mounts an area's screen
   * (`AppRoutes.login`): elsewhere nothing is drawn, so a screen that navigates away is gone.
   * Everywhere unless given.
   */
  path?: string;
  /** The fake backend's records (see fake-db.ts); every list empty unless given. */
  data?: FakeData;
  /**
   * Routes that take a call before the backend, keyed `'GET list-loads/'` (the contracts' paths) or
   * `'GET /api/list-loads/'`: to fail, hold or watch it, `next()` being the backend's answer.
   */
  routes?: RouteOverrides;
  /** What localStorage holds; `{}` for a signed-out page. */
  session?: Record<string, string>;
  /** The storage itself, for a test of a browser that refuses to store; `session` is ignored then. */
  storage?: MemoryStorage;
  /** Loads the areas' screens (the host's routes); see the host's tests. */
  remotes?: RemoteLoader;
};

export type ScreenView = RenderResult & {
  /** Every request the screen made, and the ones to one method and path (`'/api/list-loads/'`). */
  server: ReturnType<typeof installFakeApi>;
  /** The fake backend's records as the screen's calls left them. */
  backend: FakeBackend;
  queryClient: QueryClient;
  tokens: TokenStore;
  storage: MemoryStorage;
  /** Where the router is now: `location().pathname + location().search`. */
  location: () => Location;
  /** What the address bar would show: the path and the query. */
  url: () => string;
};

let cleanupPrevious: (() => void) | null = null;

function Mounted({ path, children }: { path: string; children: ReactElement }) {
  return useRoutes([{ path, element: children }]);
}

/**
 * Draws a screen as the shell would give it: the design system (full recipes), a query cache
 * with retries off (a failure shows at once), a router at `route`, the host's token store on
 * a storage in memory (a refused session ending as bootstrap.tsx ends it), the toast region, and
 * `fetch` answering from `routes`, then the fake backend seeded with `data`. Each call puts back
 * the `fetch` of the one before.
 */
export function renderScreen(ui: ReactElement, options: RenderScreenOptions = {}): ScreenView {
  cleanupPrevious?.();
  const backend = createFakeBackend(options.data);
  const server = installFakeApi(options.routes ?? {}, backend.answer, backend.check);
  const storage = options.storage ?? new MemoryStorage(options.session ?? TEST_SESSION);
  const tokens = createTokenStore(storage, bus, window);
  provideTokenStore(tokens);
  // As bootstrap.tsx: a session the API refused ends here.
  const expired = bus.on('auth:session-expired').subscribe(() => tokens.clear('session-expired'));
  if (options.remotes) provideRemoteLoader(options.remotes);
  cleanupPrevious = () => {
    server.restore();
    expired.unsubscribe();
  };
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
  const view = render(options.path ? <Mounted path={options.path}>{ui}</Mounted> : ui, { wrapper: Providers });
  const location = () => {
    if (!current) throw new Error('The router has not drawn yet');
    return current;
  };
  return { ...view, server, backend, queryClient, tokens, storage, location, url: () => location().pathname + location().search };
}
