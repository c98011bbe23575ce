import { fireEvent, screen } from '@testing-library/react';
import { AppRoutes } from '@haulboard/shared/router';
import { fakeRemotes, remoteScreen, renderScreen, withFakeWebSocket } from '@haulboard/shared/testing';
import { AppRouter } from './router';
import { adminScreens, publicScreens } from './screens';

// The shell holds the chat's socket for its unread badge: a socket the test drives, never jsdom's.
withFakeWebSocket();

// The end-to-end budget test visits every AppRoutes path: the route table must be exactly those.
it('the route table maps every route of AppRoutes but / (which only redirects), each once', () => {
  const mapped = [...publicScreens, ...adminScreens].map((s) => s.path);
  expect(mapped).toHaveLength(new Set(mapped).size);
  expect(new Set(mapped)).toEqual(new Set(Object.values(AppRoutes).filter((path) => path !== AppRoutes.root)));
});

describe('each route loads its remote screen', () => {
  it.each([
    ['/login', 'auth/SignIn', 'Sign in'],
    ['/forgot-password', 'auth/PasswordRecovery', 'Reset your password'],
    ['/reset-password', 'auth/PasswordRecovery', 'Reset your password'],
  ])('%s -> %s', async (path, id, title) => {
    const remotes = fakeRemotes();
    const view = renderScreen(<AppRouter />, { route: path, session: {}, remotes: remotes.loader });
    expect(await remoteScreen(id)).toBeInTheDocument();
    expect(view.url()).toBe(path);
    expect(remotes.loads).toEqual([id]);
    expect(document.title).toBe(`${title} · Haulboard`);
  });

  it.each([
    ['/admin', 'dashboard/Dashboard', 'Dashboard'],
    ['/admin/loads', 'loads/LoadsList', 'Loads'],
    ['/admin/add-load', 'loads/AddLoad', 'Add Load'],
    ['/admin/loads/success', 'loads/LoadDetail', 'Load'],
    ['/admin/dispatchers', 'people/DispatchersList', 'Dispatchers'],
    ['/admin/dispatchers/profile?email=d%40x.co', 'people/DispatcherProfile', 'Dispatcher'],
    ['/admin/drivers', 'people/DriversList', 'Drivers'],
    ['/admin/drivers/profile?email=d%40x.co', 'people/DriverProfile', 'Driver'],
    ['/admin/trucks-trailers', 'fleet/TrucksTrailers', 'Trucks & Trailers'],
    ['/admin/check-in-out', 'people/CheckInOut', 'Check In/Out'],
    ['/admin/analytics', 'reports/Analytics', 'Analytics & Reports'],
    ['/admin/activity', 'reports/Activity', 'Activity'],
    ['/admin/profile', 'people/AdminProfile', 'Profile'],
    ['/admin/chat', 'chat/ChatPage', 'Chat'],
  ])('%s -> %s, inside the admin shell', async (path, id, title) => {
    const remotes = fakeRemotes();
    const view = renderScreen(<AppRouter />, { route: path, remotes: remotes.loader });
    expect(await remoteScreen(id)).toBeInTheDocument();
    expect(view.url()).toBe(path);
    expect(remotes.loads).toEqual([id]);
    expect(document.title).toBe(`${title} · Haulboard`);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('a remote that is down fails only its own area, and Retry loads it again', async () => {
    // The loader retries with a growing pause; fake timers let findBy* run through it.
    jest.useFakeTimers();
    // React and the area's boundary log the failure; expected here.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const remotes = fakeRemotes(new Set(['reports/Analytics']));
      renderScreen(<AppRouter />, { route: '/admin/analytics', remotes: remotes.loader });
      expect(await screen.findByText('The analytics area could not be loaded.')).toBeInTheDocument();
      // The first try and its two retries.
      expect(remotes.loads).toEqual(['reports/Analytics', 'reports/Analytics', 'reports/Analytics']);
      // The rest of the page keeps working.
      expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

      remotes.down.clear();
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await remoteScreen('reports/Analytics')).toBeInTheDocument();
      expect(remotes.loads).toHaveLength(4);
      expect(screen.queryByText('The analytics area could not be loaded.')).not.toBeInTheDocument();
    } finally {
      quiet.mockRestore();
      jest.useRealTimers();
    }
  });
});
