import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { anAdmin, fakeRemotes, renderScreen, TEST_SESSION, withFakeWebSocket, type RouteOverrides } from '@haulboard/shared/testing';
import { AppRouter } from '../../../app/router';

// The shell holds the chat's socket for its unread badge: a socket the test drives, never jsdom's.
withFakeWebSocket();

/** The host's page at `path`, signed in, on the fake backend holding Ada Lovelace's profile; `routes` take a call first. */
const drawApp = (path: string, routes: RouteOverrides = {}, session: Record<string, string> = TEST_SESSION) =>
  renderScreen(<AppRouter />, {
    route: path,
    session,
    remotes: fakeRemotes().loader,
    data: { admin: anAdmin({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@haulboard.local' }) },
    routes,
  });
const mainNav = async () => screen.findByRole('navigation', { name: 'Main' });

describe('the admin sidebar (spec part 2 section 2)', () => {
  it("has the spec's eight links, named and pointing where it says, Activity (issue 28), Brokers, Invoices and Settlements (issue 30)", async () => {
    drawApp('/admin/loads');
    const links = within(await mainNav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dashboard', '/admin'],
      ['Loads', '/admin/loads'],
      ['Brokers', '/admin/brokers'],
      ['Invoices', '/admin/invoices'],
      ['Dispatchers', '/admin/dispatchers'],
      ['Drivers', '/admin/drivers'],
      ['Settlements', '/admin/settlements'],
      ['Trucks', '/admin/trucks-trailers'],
      ['Check In/Out', '/admin/check-in-out'],
      ['Analytics', '/admin/analytics'],
      ['Activity', '/admin/activity'],
      ['Profile', '/admin/profile'],
    ]);
  });

  it('marks only the current screen as the current page (Dashboard only on /admin itself)', async () => {
    drawApp('/admin/loads');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Loads' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('a link goes to its screen', async () => {
    const view = drawApp('/admin');
    await userEvent.click(within(await mainNav()).getByRole('link', { name: 'Drivers' }));
    expect(await screen.findByText('people/DriversList')).toBeInTheDocument();
    expect(view.url()).toBe('/admin/drivers');
  });

  it("shows the administrator's name and e-mail from the first item of GET admin/", async () => {
    const view = drawApp('/admin');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@haulboard.local')).toBeInTheDocument();
    expect(view.server.to('GET', '/api/admin/')).toEqual([expect.objectContaining({ authorization: `Bearer ${TEST_SESSION.access_token}` })]);
  });

  it("shows 'Failed to fetch user data' when the profile call is not OK", async () => {
    drawApp('/admin', { 'GET /api/admin/': () => ({ status: 403, body: { detail: 'Forbidden' } }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch user data');
    expect(screen.queryByText('ada@haulboard.local')).not.toBeInTheDocument();
  });

  it("shows 'Failed to fetch user data' when the profile list is empty", async () => {
    drawApp('/admin', { 'GET /api/admin/': () => ({ status: 200, body: [] }) });
    expect(await screen.findByText('Failed to fetch user data')).toBeInTheDocument();
  });

  it('Log Out clears the three keys, goes to /login and revokes the refresh token', async () => {
    const view = drawApp('/admin/drivers', {}, { ...TEST_SESSION, theme: 'dark' });
    await screen.findByText('Ada Lovelace');

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    expect(await screen.findByText('auth/SignIn')).toBeInTheDocument();
    expect(view.url()).toBe('/login');
    expect(view.storage.snapshot()).toEqual({ theme: 'dark' });
    expect(view.server.to('POST', '/api/logout/').map((r) => r.body)).toEqual([{ refresh_token: TEST_SESSION.refresh_token }]);
  });

  it('Log Out signs out even when the server cannot be reached', async () => {
    const view = drawApp('/admin', { 'POST /api/logout/': () => new TypeError('Failed to fetch') });
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    expect(await screen.findByText('auth/SignIn')).toBeInTheDocument();
    expect(view.storage.snapshot()).toEqual({});
  });

  it('on small screens a button opens the sidebar, and choosing a link closes it', async () => {
    drawApp('/admin');
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(sheet).getByRole('link', { name: 'Analytics' }));

    expect(await screen.findByText('reports/Analytics')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Navigation' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  describe('the Chat link', () => {
    // The bus replays its last total: each test starts from none.
    beforeEach(() => bus.emit('chat:unread-changed', { total: 0 }));

    it('goes to the chat screen', async () => {
      const view = drawApp('/admin');
      await userEvent.click(await screen.findByRole('link', { name: 'Chat' }));
      expect(await screen.findByText('chat/ChatPage')).toBeInTheDocument();
      expect(view.url()).toBe('/admin/chat');
      expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    });

    it('shows the unread total the chat publishes on the bus, in its badge and its name', async () => {
      drawApp('/admin');
      const link = await screen.findByRole('link', { name: 'Chat' });
      expect(screen.queryByTestId('chat-unread-total')).not.toBeInTheDocument();

      act(() => bus.emit('chat:unread-changed', { total: 4 }));
      expect(link).toHaveAccessibleName('Chat, 4 unread messages');
      expect(screen.getByTestId('chat-unread-total')).toHaveTextContent('4');

      act(() => bus.emit('chat:unread-changed', { total: 1 }));
      expect(link).toHaveAccessibleName('Chat, 1 unread message');

      act(() => bus.emit('chat:unread-changed', { total: 250 }));
      expect(screen.getByTestId('chat-unread-total')).toHaveTextContent('99+');
      expect(link).toHaveAccessibleName('Chat, 250 unread messages');

      act(() => bus.emit('chat:unread-changed', { total: 0 }));
      expect(link).toHaveAccessibleName('Chat');
      expect(screen.queryByTestId('chat-unread-total')).not.toBeInTheDocument();
    });

    // The admin area's code has loaded in earlier tests of this file (see document-title.test.tsx for its first load).
    it('shows a total published before the shell opened (the bus replays it)', async () => {
      bus.emit('chat:unread-changed', { total: 2 });
      drawApp('/admin');
      expect(await screen.findByRole('link', { name: 'Chat, 2 unread messages' })).toBeInTheDocument();
    });
  });
});
