import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { fakeRemotes, remoteScreen, renderScreen, withFakeWebSocket } from '@haulboard/shared/testing';
import { DocumentTitle } from './document-title';
import { AppRouter } from './router';

// The shell holds the chat's socket for its unread badge: a socket the test drives, never jsdom's.
withFakeWebSocket();
// The bus replays its last total: each test starts from none.
beforeEach(() => bus.emit('chat:unread-changed', { total: 0 }));

describe('the tab title', () => {
  it("names the screen, and leads with '(N) ' while N chat messages are unread", () => {
    render(<DocumentTitle title="Loads" />);
    expect(document.title).toBe('Loads · Haulboard');
    act(() => bus.emit('chat:unread-changed', { total: 3 }));
    expect(document.title).toBe('(3) Loads · Haulboard');
    act(() => bus.emit('chat:unread-changed', { total: 1 }));
    expect(document.title).toBe('(1) Loads · Haulboard');
    act(() => bus.emit('chat:unread-changed', { total: 0 }));
    expect(document.title).toBe('Loads · Haulboard');
  });

  it('starts from a total published before it was drawn', () => {
    bus.emit('chat:unread-changed', { total: 2 });
    render(<DocumentTitle title="Profile" />);
    expect(document.title).toBe('(2) Profile · Haulboard');
  });

  it('keeps the count when the user moves to another screen', async () => {
    renderScreen(<AppRouter />, { route: '/admin', remotes: fakeRemotes().loader });
    await remoteScreen('dashboard/Dashboard');
    act(() => bus.emit('chat:unread-changed', { total: 4 }));
    expect(document.title).toBe('(4) Dashboard · Haulboard');
    await userEvent.click(screen.getByRole('link', { name: 'Chat, 4 unread messages' }));
    await remoteScreen('chat/ChatPage');
    expect(document.title).toBe('(4) Chat · Haulboard');
    await userEvent.click(screen.getByRole('link', { name: 'Loads' }));
    await remoteScreen('loads/LoadsList');
    expect(document.title).toBe('(4) Loads · Haulboard');
  });
});
