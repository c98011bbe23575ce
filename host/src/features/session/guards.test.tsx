import { act } from '@testing-library/react';
import { fakeRemotes, remoteScreen, renderScreen, withFakeWebSocket } from '@haulboard/shared/testing';
import { AppRouter } from '../../app/router';

// The shell holds the chat's socket for its unread badge: a socket the test drives, never jsdom's.
withFakeWebSocket();

/** The host's page at `path` with the fake remotes; signed in as the admin unless `session` says otherwise. */
const drawApp = (path: string, session?: Record<string, string>) => {
  const remotes = fakeRemotes();
  return { ...renderScreen(<AppRouter />, { route: path, session, remotes: remotes.loader }), loads: remotes.loads };
};
const SIGNED_OUT = {};

describe('top-level routing (spec part 1 section 2)', () => {
  it("'/' goes to /login when no token is stored", async () => {
    const view = drawApp('/', SIGNED_OUT);
    expect(await remoteScreen('auth/SignIn')).toBeInTheDocument();
    expect(view.url()).toBe('/login');
  });

  it("'/' goes to /admin when an access token is stored", async () => {
    const view = drawApp('/');
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    expect(view.url()).toBe('/admin');
  });

  it('an access token alone is enough to count as signed in', async () => {
    drawApp('/', { access_token: 'only-this' });
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
  });

  it('an unknown path goes to /login', async () => {
    const view = drawApp('/no/such/page', SIGNED_OUT);
    expect(await remoteScreen('auth/SignIn')).toBeInTheDocument();
    expect(view.url()).toBe('/login');
  });

  it('an unknown path when signed in ends on /admin (via /login)', async () => {
    const view = drawApp('/admin/no-such-screen');
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    expect(view.url()).toBe('/admin');
  });

  it.each(['/admin', '/admin/loads', '/admin/chat'])('%s sends a signed-out user to /login', async (path) => {
    const view = drawApp(path, SIGNED_OUT);
    expect(await remoteScreen('auth/SignIn')).toBeInTheDocument();
    expect(view.url()).toBe('/login');
    // The protected screen's code is never even fetched.
    expect(view.loads).toEqual(['auth/SignIn']);
  });

  it.each(['/login', '/forgot-password', '/reset-password'])('%s sends a signed-in user to /admin', async (path) => {
    const view = drawApp(path);
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    expect(view.url()).toBe('/admin');
    expect(view.loads).not.toContain('auth/SignIn');
    expect(view.loads).not.toContain('auth/PasswordRecovery');
  });

  it('signing out in another tab sends this tab to /login', async () => {
    const view = drawApp('/admin/loads');
    await remoteScreen('loads/LoadsList');
    view.storage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    });
    expect(await remoteScreen('auth/SignIn')).toBeInTheDocument();
    expect(view.url()).toBe('/login');
  });

  it('signing in (the sign-in screen stores the tokens) moves /login to /admin', async () => {
    const view = drawApp('/login', SIGNED_OUT);
    await remoteScreen('auth/SignIn');
    act(() => view.tokens.signIn({ access_token: 'a', refresh_token: 'r', user_type: 'admin' }));
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    expect(view.url()).toBe('/admin');
  });
});
