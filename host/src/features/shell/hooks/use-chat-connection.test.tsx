import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { installFakeApi } from '@haulboard/shared/testing';
import { address, adminTokens, fakeRemotes, remoteScreen, renderApp } from '../../../../test/render-app';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi({
    'GET /api/admin/': () => ({ status: 200, body: [{ first_name: 'Ada', last_name: 'Admin', email: 'admin@haulboard.local' }] }),
    'POST /api/logout/': () => ({ status: 204 }),
  });
  // The bus replays its last total: each test starts from none.
  bus.emit('chat:unread-changed', { total: 0 });
});
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

describe('the shell holds the chat connection (the unread total on every screen)', () => {
  it('starts it once when the admin shell opens, and keeps the one connection across screens', async () => {
    const remotes = fakeRemotes();
    renderApp('/admin', adminTokens, remotes);
    await remoteScreen('dashboard/Dashboard');
    await waitFor(() => expect(remotes.chatConnection.started).toBe(1));

    await userEvent.click(screen.getByRole('link', { name: 'Loads' }));
    await remoteScreen('loads/LoadsList');
    await userEvent.click(screen.getByRole('link', { name: 'Chat' }));
    await remoteScreen('chat/ChatPage');
    expect(remotes.chatConnection).toEqual({ started: 1, released: 0 });
  });

  it('releases it on Log Out', async () => {
    const remotes = fakeRemotes();
    renderApp('/admin/loads', adminTokens, remotes);
    await waitFor(() => expect(remotes.chatConnection.started).toBe(1));
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await remoteScreen('auth/SignIn');
    expect(remotes.chatConnection).toEqual({ started: 1, released: 1 });
  });

  it('releases it when the page goes away', async () => {
    const remotes = fakeRemotes();
    const { unmount } = renderApp('/admin', adminTokens, remotes);
    await waitFor(() => expect(remotes.chatConnection.started).toBe(1));
    unmount();
    expect(remotes.chatConnection).toEqual({ started: 1, released: 1 });
  });

  it('is not started for a signed-out visitor', async () => {
    const remotes = fakeRemotes();
    renderApp('/login', {}, remotes);
    await remoteScreen('auth/SignIn');
    expect(remotes.chatConnection.started).toBe(0);
  });

  it('with the chat remote down the shell still works, only without the unread count', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const remotes = fakeRemotes(new Set(['chat/ChatConnection']));
    renderApp('/admin', adminTokens, remotes);
    expect(await remoteScreen('dashboard/Dashboard')).toBeInTheDocument();
    // The loader's tries (with their pauses) end in one warning, and nothing else.
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('chat is offline'), expect.anything()), { timeout: 5000 });
    expect(remotes.chatConnection.started).toBe(0);

    await userEvent.click(screen.getByRole('link', { name: 'Drivers' }));
    expect(await remoteScreen('people/DriversList')).toBeInTheDocument();
    expect(address()).toBe('/admin/drivers');
    expect(screen.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/admin/chat');
  });
});
