/** @jest-environment jsdom */
import type { ChatEvent } from '@haulboard/shared/contracts';
import { bus } from '../bus';
import { createTokenStore, provideTokenStore, type TokenStore } from '../session';
import { FakeWebSocket, MemoryStorage, installFakeApi, withFakeWebSocket } from '../testing';
import { listenToChat, watchConversation } from './index';

let tokens: TokenStore;
let api: ReturnType<typeof installFakeApi>;

withFakeWebSocket();

beforeEach(() => {
  jest.useFakeTimers();
  tokens = createTokenStore(new MemoryStorage({ access_token: 'access-1', refresh_token: 'refresh-1', user_type: 'admin' }), bus);
  provideTokenStore(tokens);
  api = installFakeApi({ 'GET /api/chat/unread/': () => ({ status: 200, body: { total: 0 } }) });
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

const unread = (contact_id: number, unread_count: number, total_unread: number): ChatEvent => ({
  type: 'unread.changed',
  contact_id,
  unread_count,
  total_unread,
});

describe('listenToChat', () => {
  it('opens one socket with the access token for every listener, and closes it with the last one', () => {
    const shell = { onEvent: jest.fn() };
    const chat = { onEvent: jest.fn() };
    const stopShell = listenToChat(shell);
    const stopChat = listenToChat(chat);
    expect(FakeWebSocket.instances).toHaveLength(1);
    const ws = FakeWebSocket.last;
    expect(ws.url).toBe(`ws://${location.host}/api/ws?token=access-1`);
    ws.open();
    ws.receive(unread(7, 2, 5));
    expect(shell.onEvent).toHaveBeenCalledWith(unread(7, 2, 5));
    expect(chat.onEvent).toHaveBeenCalledWith(unread(7, 2, 5));

    stopChat();
    stopChat(); // A second call of the same release counts once.
    expect(ws.closedWith).toBeNull();
    ws.receive(unread(7, 3, 6));
    expect(chat.onEvent).toHaveBeenCalledTimes(1);
    stopShell();
    expect(ws.closedWith).toBe(1000);
  });

  it('the same listener object twice holds the socket twice', () => {
    const listener = { onEvent: jest.fn() };
    const first = listenToChat(listener);
    const second = listenToChat(listener);
    first();
    expect(FakeWebSocket.last.closedWith).toBeNull();
    second();
    expect(FakeWebSocket.last.closedWith).toBe(1000);
  });

  it('tells every listener when the socket re-opens after a drop (events may have been missed)', async () => {
    const onReconnect = jest.fn();
    const stop = listenToChat({ onReconnect });
    FakeWebSocket.last.open();
    expect(onReconnect).not.toHaveBeenCalled();
    FakeWebSocket.last.drop();
    await jest.advanceTimersByTimeAsync(1000);
    FakeWebSocket.last.open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a refused token is refreshed through an API call before the next attempt', async () => {
    const stop = listenToChat({});
    FakeWebSocket.last.drop(4401);
    await jest.advanceTimersByTimeAsync(0);
    expect(api.to('GET', '/api/chat/unread/')).toHaveLength(1);
    stop();
  });

  it('reports a conversation on screen as read: its count 0 and the total without it', () => {
    const onEvent = jest.fn();
    const stop = listenToChat({ onEvent });
    FakeWebSocket.last.open();
    const unwatch = watchConversation(7);
    FakeWebSocket.last.receive(unread(7, 2, 5));
    FakeWebSocket.last.receive(unread(8, 1, 6));
    unwatch();
    FakeWebSocket.last.receive(unread(7, 1, 4));
    expect(onEvent.mock.calls.map(([e]) => e)).toEqual([unread(7, 0, 3), unread(8, 1, 6), unread(7, 1, 4)]);
    stop();
  });

  it('re-opens at once when a session starts, instead of waiting out the backoff', () => {
    const stop = listenToChat({});
    FakeWebSocket.last.drop();
    expect(FakeWebSocket.instances).toHaveLength(1);
    tokens.clear('logout');
    tokens.signIn({ access_token: 'access-2', refresh_token: 'refresh-2', user_type: 'admin' });
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last.url).toContain('token=access-2');
    stop();
  });
});
