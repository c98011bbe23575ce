import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { FakeWebSocket, installFakeApi } from '@haulboard/shared/testing';
import { adminTokens, remoteScreen, renderApp } from '../../../../test/render-app';

let api: ReturnType<typeof installFakeApi>;
let unread = 4;
beforeEach(() => {
  unread = 4;
  api = installFakeApi({
    'GET /api/admin/': () => ({ status: 200, body: [{ first_name: 'Ada', last_name: 'Admin', email: 'admin@haulboard.local' }] }),
    'GET /api/chat/unread/': () => ({ status: 200, body: { total: unread } }),
    'POST /api/logout/': () => ({ status: 204 }),
  });
  // The bus replays its last total: each test starts from none.
  bus.emit('chat:unread-changed', { total: 0 });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const chatLink = (name: string) => screen.findByRole('link', { name });

describe('the unread total of the admin shell', () => {
  it('comes from GET chat/unread/, never from the contact list, and loads no part of the chat remote', async () => {
    const { remotes } = renderApp('/admin', adminTokens);
    await remoteScreen('dashboard/Dashboard');
    expect(await chatLink('Chat, 4 unread messages')).toBeInTheDocument();
    expect(document.title).toBe('(4) Dashboard · Haulboard');
    expect(api.to('GET', '/api/chat/unread/')).toEqual([expect.objectContaining({ authorization: 'Bearer access-1' })]);
    expect(api.to('GET', '/api/chat/list/')).toHaveLength(0);
    expect(remotes.loads).toEqual(['dashboard/Dashboard']);
  });

  it('follows the totals the chat socket reports, on one socket across screens', async () => {
    renderApp('/admin', adminTokens);
    await chatLink('Chat, 4 unread messages');
    expect(FakeWebSocket.instances).toHaveLength(1);
    const ws = FakeWebSocket.last;
    expect(ws.url).toBe(`ws://${location.host}/api/ws?token=access-1`);
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
    expect(api.to('GET', '/api/chat/unread/')).toHaveLength(1);
  });

  it('asks again after the socket was down, since changes may have been missed', async () => {
    renderApp('/admin', adminTokens);
    await chatLink('Chat, 4 unread messages');
    act(() => FakeWebSocket.last.open());
    unread = 9;
    act(() => FakeWebSocket.last.drop());
    // The socket re-opens after its first backoff step (1 s at most).
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2), { timeout: 3000 });
    act(() => FakeWebSocket.last.open());
    expect(await chatLink('Chat, 9 unread messages')).toBeInTheDocument();
    expect(api.to('GET', '/api/chat/unread/')).toHaveLength(2);
  });

  it('Log Out closes the socket and the total goes back to none', async () => {
    renderApp('/admin/loads', adminTokens);
    await chatLink('Chat, 4 unread messages');
    const ws = FakeWebSocket.last;
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await remoteScreen('auth/SignIn');
    expect(ws.closedWith).toBe(1000);
    expect(document.title).toBe('Sign in · Haulboard');
  });

  it('is not asked for a signed-out visitor', async () => {
    renderApp('/login');
    await remoteScreen('auth/SignIn');
    expect(api.to('GET', '/api/chat/unread/')).toHaveLength(0);
    expect(FakeWebSocket.instances).toHaveLength(0);
  });

  it('a failed call costs only the badge: the shell works on', async () => {
    api.restore();
    api = installFakeApi({
      'GET /api/admin/': () => ({ status: 200, body: [{ first_name: 'Ada', last_name: 'Admin', email: 'admin@haulboard.local' }] }),
      'GET /api/chat/unread/': () => ({ status: 500, body: { detail: 'down' } }),
    });
    renderApp('/admin', adminTokens);
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    await waitFor(() => expect(api.to('GET', '/api/chat/unread/')).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Drivers' }));
    expect(await remoteScreen('people/DriversList')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/admin/chat');
  });
});
