// The host's page as bootstrap.tsx builds it, on a MemoryRouter, a fake localStorage and a fake
// remote loader: every remote screen draws its own id, so a test sees which one a route loads.
import { render, screen } from '@testing-library/react';
import { bus } from '@haulboard/shared/bus';
import { provideRemoteLoader, type RemoteLoader } from '@haulboard/shared/federation';
import { useLocation } from '@haulboard/shared/router';
import { createTokenStore, provideTokenStore } from '@haulboard/shared/session';
import { Toaster, UiProvider } from '@haulboard/shared/ui';
import { AppRouter } from '../src/app/router';
import { installFakeApi, MemoryRouter, MemoryStorage, withFakeWebSocket } from '@haulboard/shared/testing';

export const adminTokens = { access_token: 'access-1', refresh_token: 'refresh-1', user_type: 'admin' };

/** Where the page is: what the address bar would show. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

const subscriptions: { unsubscribe(): void }[] = [];
afterEach(() => subscriptions.splice(0).forEach((s) => s.unsubscribe()));

// The shell holds the chat's socket for its unread badge: a socket the test drives, never jsdom's.
withFakeWebSocket();

/** The fake remotes: each screen draws its own id. `down` lists remotes that fail to load. */
export function fakeRemotes(down: Set<string> = new Set()) {
  const loads: string[] = [];
  const loader = (async (id: string) => {
    loads.push(id);
    if (down.has(id)) throw new Error(`ChunkLoadError: ${id}`);
    return { default: () => <p>{id}</p> };
  }) as RemoteLoader;
  return { loads, loader, down };
}

export function renderApp(path: string, stored: Record<string, string> = {}, remotes = fakeRemotes()) {
  const storage = new MemoryStorage(stored);
  const tokens = createTokenStore(storage, bus, window);
  provideTokenStore(tokens);
  // As bootstrap.tsx: a session the API refused ends here.
  subscriptions.push(bus.on('auth:session-expired').subscribe(() => tokens.clear('session-expired')));
  provideRemoteLoader(remotes.loader);
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRouter />
        <Address />
      </MemoryRouter>
      <Toaster />
    </UiProvider>,
  );
  return { ...view, storage, tokens, loads: remotes.loads, remotes };
}

export const adminProfile = [{ first_name: 'Ada', last_name: 'Admin', email: 'admin@haulboard.local' }];

/** Answers `GET admin/` with `adminProfile` for every test of the calling file. */
export function withFakeAdminApi() {
  let api: ReturnType<typeof installFakeApi>;
  beforeEach(() => {
    api = installFakeApi({ 'GET /api/admin/': () => ({ status: 200, body: adminProfile }) });
  });
  afterEach(() => api.restore());
}

/** The path the address bar would show. */
export const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
/** The remote screen drawn for the route: the fake loader's screens say their own id. */
export const remoteScreen = (id: string) => screen.findByText(id, { selector: 'p' });
