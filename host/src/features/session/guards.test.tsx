import { act } from '@testing-library/react';
import { address, adminTokens, renderApp, remoteScreen, withFakeAdminApi } from '../../../test/render-app';

withFakeAdminApi();

describe('top-level routing (spec part 1 section 2)', () => {
  it("'/' goes to /login when no token is stored", async () => {
    renderApp('/');
    expect(await remoteScreen('auth/SignIn')).toBeInTheDocument();
    expect(address()).toBe('/login');
  });

  it("'/' goes to /admin when an access token is stored", async () => {
    renderApp('/', adminTokens);
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    expect(address()).toBe('/admin');
  });

  it('an access token alone is enough to count as signed in', async () => {
    renderApp('/', { access_token: 'only-this' });
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
  });

  it('an unknown path goes to /login', async () => {
    renderApp('/no/such/page');
    expect(await remoteScreen('auth/SignIn')).toBeInTheDocument();
    expect(address()).toBe('/login');
  });

  it('an unknown path when signed in ends on /admin (via /login)', async () => {
    renderApp('/admin/no-such-screen', adminTokens);
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    expect(address()).toBe('/admin');
  });

  it.each(['/admin', '/admin/loads', '/admin/chat'])('%s sends a signed-out user to /login', async (path) => {
    const { loads } = renderApp(path);
    expect(await remoteScreen('auth/SignIn')).toBeInTheDocument();
    expect(address()).toBe('/login');
    // The protected screen's code is never even fetched.
    expect(loads).toEqual(['auth/SignIn']);
  });

  it.each(['/login', '/forgot-password', '/reset-password'])('%s sends a signed-in user to /admin', async (path) => {
    const { loads } = renderApp(path, adminTokens);
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    expect(address()).toBe('/admin');
    expect(loads).not.toContain('auth/SignIn');
    expect(loads).not.toContain('auth/PasswordRecovery');
  });

  it('signing out in another tab sends this tab to /login', async () => {
    const { storage } = renderApp('/admin/loads', adminTokens);
    await remoteScreen('loads/LoadsList');
    storage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'access_token' }));
    });
    expect(await remoteScreen('auth/SignIn')).toBeInTheDocument();
    expect(address()).toBe('/login');
  });

  it('signing in (the sign-in screen stores the tokens) moves /login to /admin', async () => {
    const { tokens } = renderApp('/login');
    await remoteScreen('auth/SignIn');
    act(() => tokens.signIn({ access_token: 'a', refresh_token: 'r', user_type: 'admin' }));
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    expect(address()).toBe('/admin');
  });
});
