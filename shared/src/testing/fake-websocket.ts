// A WebSocket the test drives: it opens, receives frames and drops only when told to.
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static get last(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1);
    if (!ws) throw new Error('No socket was opened');
    return ws;
  }
  static reset() {
    FakeWebSocket.instances = [];
  }

  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: ((e: Event) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  /** As a browser does: closing fires `close`. */
  close(code = 1000) {
    if (this.readyState === 3) return;
    this.closedWith = code;
    this.readyState = 3;
    this.onclose?.({ code });
  }

  // What the server does.
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

export const asWebSocket = (c: typeof FakeWebSocket) => c as unknown as typeof WebSocket;

/** Puts `FakeWebSocket` in the place of the global WebSocket for every test of the calling file (or describe block). */
export function withFakeWebSocket() {
  const real = globalThis.WebSocket;
  beforeEach(() => {
    FakeWebSocket.reset();
    globalThis.WebSocket = asWebSocket(FakeWebSocket);
  });
  afterEach(() => {
    globalThis.WebSocket = real;
  });
}
