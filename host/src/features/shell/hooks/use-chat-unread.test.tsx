import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import {
  aContact,
  fakeRemotes,
  FakeWebSocket,
  remoteScreen,
  renderScreen,
  TEST_SESSION,
  withFakeWebSocket,
  type RouteOverrides,
} from '@haulboard/shared/testing';
import { AppRouter } from '../../../app/router';

withFakeWebSocket();
beforeEach(() => {
  // The bus replays its last total: each test starts from none.
  bus.emit('chat:unread-changed', { total: 0 });
});
afterEach(() => jest.restoreAllMocks());

/**
 * The host's page at `path` with the fake remotes, signed in unless `session` says otherwise, on
 * the fake backend whose two contacts have 4 messages unread; `routes` take a call first.
 */
function drawApp(path: string, routes: RouteOverrides = {}, session: Record<string, string> = TEST_SESSION) {
  const remotes = fakeRemotes();
  const contacts = [aContact({ unread_count: 3 }), aContact({ user: { id: 8, first_name: 'Eli' }, unread_count: 1 })];
  return { ...renderScreen(<AppRouter />, { route: path, session, remotes: remotes.loader, data: { contacts }, routes }), remotes };
}
const chatLink = (name: string) => screen.findByRole('link', { name });

describe('the unread total of the admin shell', () => {
  it('comes from GET chat/unread/, never from the contact list, and loads no part of the chat remote', async () => {
    const { remotes, server } = drawApp('/admin');
    await remoteScreen('dashboard/Dashboard');
    expect(await chatLink('Chat, 4 unread messages')).toBeInTheDocument();
    expect(document.title).toBe('(4) Dashboard · Haulboard');
    expect(server.to('GET', '/api/chat/unread/')).toEqual([expect.objectContaining({ authorization: `Bearer ${TEST_SESSION.access_token}` })]);
    expect(server.to('GET', '/api/chat/list/')).toHaveLength(0);
    expect(remotes.loads).toEqual(['dashboard/Dashboard']);
  });

  it('follows the totals the chat socket reports, on one socket across screens', async () => {
    const { server } = drawApp('/admin');
    await chatLink('Chat, 4 unread messages');
    expect(FakeWebSocket.instances).toHaveLength(1);
    const ws = FakeWebSocket.last;
    expect(ws.url).toBe(`ws://${location.host}/api/ws?token=${TEST_SESSION.access_token}`);
    act(() => {
      ws.open();
      ws.receive({ type: 'unread.changed', contact_id: 7, unread_count: 3, total_unread: 5 });
    });
    expect(await chatLink('Chat, 5 unread messages')).toBeInTheDocument();
    // Other events leave it be.
    act(() => ws.receive({ type: 'message.deleted', id: 1, sender: 2, receiver: 7 }));
    expect(screen.getByRole('link', { name: 'Chat, 5 unread messages' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Loads' }));
    await remoteScreen('loads/LoadsList');
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ws.closedWith).toBeNull();
    expect(server.to('GET', '/api/chat/unread/')).toHaveLength(1);
  });

  it('asks again after the socket was down, since changes may have been missed', async () => {
    const { server, backend } = drawApp('/admin');
    await chatLink('Chat, 4 unread messages');
    act(() => FakeWebSocket.last.open());
    // Messages arrive while the socket is down.
    backend.db.contacts[1].unread_count = 6;
    act(() => FakeWebSocket.last.drop());
    // The socket re-opens after its first backoff step (1 s at most).
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    act(() => FakeWebSocket.last.open());
    expect(await chatLink('Chat, 9 unread messages')).toBeInTheDocument();
    expect(server.to('GET', '/api/chat/unread/')).toHaveLength(2);
  });

  it('Log Out closes the socket and the total goes back to none', async () => {
    drawApp('/admin/loads');
    await chatLink('Chat, 4 unread messages');
    const ws = FakeWebSocket.last;
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await remoteScreen('auth/SignIn');
    expect(ws.closedWith).toBe(1000);
    expect(document.title).toBe('Sign in · Haulboard');
  });

  it('is not asked for a signed-out visitor', async () => {
    const { server } = drawApp('/login', {}, {});
    await remoteScreen('auth/SignIn');
    expect(server.to('GET', '/api/chat/unread/')).toHaveLength(0);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('a failed call costs only the badge: the shell works on', async () => {
    const { server } = drawApp('/admin', { 'GET /api/chat/unread/': () => ({ status: 500, body: { detail: 'down' } }) });
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    await waitFor(() => expect(server.to('GET', '/api/chat/unread/')).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Drivers' }));
    expect(await remoteScreen('people/DriversList')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/admin/chat');
  });
});
