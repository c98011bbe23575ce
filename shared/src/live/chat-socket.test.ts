import type { ChatEvent } from '@haulboard/shared/contracts';
import { FakeWebSocket, asWebSocket } from '../testing/fake-websocket';
import { AUTH_CLOSE_CODE, backoffDelay, ChatSocket, MAX_BACKOFF_MS, PING_INTERVAL_MS, type ChatSocketOptions, type SocketStatus } from './chat-socket';

function socket(over: Partial<ChatSocketOptions> = {}) {
  const opts = {
    url: jest.fn<string | null, []>(() => 'ws://h/api/ws?token=t1'),
    onEvent: jest.fn<void, [ChatEvent]>(),
    onReconnect: jest.fn<void, []>(),
    onAuthRefused: jest.fn<Promise<unknown>, []>(() => Promise.resolve()),
    onStatus: jest.fn<void, [SocketStatus]>(),
  };
  const s = new ChatSocket({
    ...opts,
    WebSocket: asWebSocket(FakeWebSocket),
    // The longest delay of each step: the tests can count exact milliseconds.
    random: () => 1,
    ...over,
  });
  return { s, opts: { ...opts, ...over } as typeof opts };
}

/** Advances time by `ms` and asserts no new socket was opened before it, and one right at it. */
function expectReopenAfter(ms: number) {
  const before = FakeWebSocket.instances.length;
  jest.advanceTimersByTime(ms - 1);
  expect(FakeWebSocket.instances).toHaveLength(before);
  jest.advanceTimersByTime(1);
  expect(FakeWebSocket.instances).toHaveLength(before + 1);
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => jest.useRealTimers());

describe('backoffDelay', () => {
  it.each([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16000],
    [5, 30000],
    [6, 30000],
    [20, 30000],
  ])('attempt %i waits at most %i ms', (attempt, max) => {
    expect(backoffDelay(attempt, () => 1)).toBe(max);
    // Jitter: between half and all of it.
    expect(backoffDelay(attempt, () => 0)).toBe(max / 2);
    const d = backoffDelay(attempt);
    expect(d).toBeGreaterThanOrEqual(max / 2);
    expect(d).toBeLessThanOrEqual(max);
  });
});

describe('ChatSocket', () => {
  it('opens the URL with the current token and reports its status', () => {
    const { s, opts } = socket();
    s.start();
    expect(FakeWebSocket.last.url).toBe('ws://h/api/ws?token=t1');
    FakeWebSocket.last.open();
    expect(opts.onStatus.mock.calls.map(([st]) => st)).toEqual(['connecting', 'open']);
    s.start();
    expect(FakeWebSocket.instances).toHaveLength(1);
    s.stop();
  });

  it('delivers parsed events and ignores frames that are not ours', () => {
    const { s, opts } = socket();
    s.start();
    const ws = FakeWebSocket.last;
    ws.open();
    const event = { type: 'message.deleted', id: 5, sender: 7, receiver: 1 };
    ws.receive(event);
    ws.receive('not json');
    ws.receive('42');
    ws.receive('null');
    ws.receive({ hello: 'world' });
    ws.receive({ type: 'unread.changed', contact_id: 7, unread_count: 2, total_unread: 2 });
    expect(opts.onEvent.mock.calls.map(([e]) => e)).toEqual([event, { type: 'unread.changed', contact_id: 7, unread_count: 2, total_unread: 2 }]);
    s.stop();
  });

  it('re-opens after a drop, waiting twice as long after each failed attempt, up to 30 s', () => {
    const { s } = socket();
    s.start();
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop();
    for (const wait of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
      expectReopenAfter(wait);
      // This attempt fails before it opens.
      FakeWebSocket.last.drop();
    }
    s.stop();
  });

  it('waits between half and all of each step (jitter)', () => {
    const { s } = socket({ random: () => 0 });
    s.start();
    FakeWebSocket.last.drop();
    expectReopenAfter(500);
    FakeWebSocket.last.drop();
    expectReopenAfter(1000);
    s.stop();
  });

  it('starts the backoff again from 1 s once a socket opens', () => {
    const { s } = socket();
    s.start();
    FakeWebSocket.last.drop();
    expectReopenAfter(1000);
    FakeWebSocket.last.drop();
    expectReopenAfter(2000);
    FakeWebSocket.last.open();
    FakeWebSocket.last.drop();
    expectReopenAfter(1000);
    s.stop();
  });

  it('calls onReconnect only when a socket opens again after a drop (events may have been missed)', () => {
    const { s, opts } = socket();
    s.start();
    FakeWebSocket.last.open();
    expect(opts.onReconnect).not.toHaveBeenCalled();
    FakeWebSocket.last.drop();
    jest.advanceTimersByTime(1000);
    expect(opts.onReconnect).not.toHaveBeenCalled();
    FakeWebSocket.last.open();
    expect(opts.onReconnect).toHaveBeenCalledTimes(1);
    s.stop();
  });

  it('a refused token (4401) asks for a refresh, then connects again with the new token', async () => {
    let token = 'old';
    let refreshed!: () => void;
    const { s, opts } = socket({
      url: jest.fn(() => `ws://h/api/ws?token=${token}`),
      onAuthRefused: jest.fn(() => new Promise<void>((r) => (refreshed = r))),
    });
    s.start();
    FakeWebSocket.last.drop(AUTH_CLOSE_CODE);
    expect(opts.onAuthRefused).toHaveBeenCalledTimes(1);
    // No new attempt while the refresh is under way.
    await jest.advanceTimersByTimeAsync(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    token = 'new';
    refreshed();
    await jest.advanceTimersByTimeAsync(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(FakeWebSocket.last.url).toBe('ws://h/api/ws?token=new');
    s.stop();
  });

  it('a failed refresh still tries again later', async () => {
    const { s } = socket({ onAuthRefused: jest.fn(() => Promise.reject(new Error('offline'))) });
    s.start();
    FakeWebSocket.last.drop(AUTH_CLOSE_CODE);
    await jest.advanceTimersByTimeAsync(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
    s.stop();
  });

  it('stop() closes the socket and nothing re-opens it', async () => {
    const { s, opts } = socket();
    s.start();
    const ws = FakeWebSocket.last;
    ws.open();
    s.stop();
    expect(ws.closedWith).toBe(1000);
    expect(opts.onStatus).toHaveBeenLastCalledWith('stopped');
    await jest.advanceTimersByTimeAsync(10 * MAX_BACKOFF_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
    // Events of the closed socket no longer arrive.
    ws.receive({ type: 'unread.changed', contact_id: 7, unread_count: 2, total_unread: 2 });
    expect(opts.onEvent).not.toHaveBeenCalled();
  });

  it('stop() while waiting to re-open cancels the attempt', () => {
    const { s } = socket();
    s.start();
    FakeWebSocket.last.drop();
    s.stop();
    jest.advanceTimersByTime(10 * MAX_BACKOFF_MS);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('pings every 25 s while open, and stops pinging once closed', () => {
    const { s } = socket();
    s.start();
    const ws = FakeWebSocket.last;
    ws.open();
    jest.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(ws.sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(ws.sent).toEqual(['{"type":"ping"}']);
    jest.advanceTimersByTime(PING_INTERVAL_MS);
    expect(ws.sent).toHaveLength(2);
    s.stop();
    jest.advanceTimersByTime(3 * PING_INTERVAL_MS);
    expect(ws.sent).toHaveLength(2);
  });

  it('stays shut while signed out (no URL) and connects once there is one', () => {
    let url: string | null = null;
    const { s } = socket({ url: jest.fn(() => url) });
    s.start();
    expect(FakeWebSocket.instances).toHaveLength(0);
    jest.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(0);
    url = 'ws://h/api/ws?token=t2';
    jest.advanceTimersByTime(2000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    s.stop();
  });

  it('reconnectNow() re-opens at once instead of waiting out the backoff', () => {
    const { s } = socket();
    s.start();
    FakeWebSocket.last.drop();
    s.reconnectNow();
    expect(FakeWebSocket.instances).toHaveLength(2);
    // An open socket is kept.
    FakeWebSocket.last.open();
    s.reconnectNow();
    expect(FakeWebSocket.instances).toHaveLength(2);
    s.stop();
  });
});
