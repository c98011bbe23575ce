import type { ChatEvent } from '@haulboard/shared/contracts';

/** The server closes a socket whose token is bad or expired with this code. */
export const AUTH_CLOSE_CODE = 4401;
export const PING_INTERVAL_MS = 25_000;
export const MAX_BACKOFF_MS = 30_000;

export type SocketStatus = 'connecting' | 'open' | 'waiting' | 'stopped';

export type ChatSocketOptions = {
  /** The socket URL with the current token, or null when signed out (the socket stays shut). */
  url: () => string | null;
  onEvent: (event: ChatEvent) => void;
  /** After a re-open: events may have been missed while the socket was down. */
  onReconnect: () => void;
  /** The token was refused: refresh it (any API call does) before the next attempt. */
  onAuthRefused: () => Promise<unknown>;
  onStatus?: (status: SocketStatus) => void;
  WebSocket?: typeof WebSocket;
  random?: () => number;
};

/** The delay before attempt n (0-based): doubling from 1 s, capped at 30 s, with jitter so a restart is not stampeded. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt);
  return Math.round(base * (0.5 + random() / 2));
}

/** One WebSocket to the server's chat events that re-opens itself with backoff after a drop. */
export class ChatSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private everOpened = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private running = false;

  constructor(private readonly opts: ChatSocketOptions) {}

  start() {
    if (this.running) return;
    this.running = true;
    this.connect();
  }

  stop() {
    this.running = false;
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const ws = this.ws;
    this.ws = null;
    ws?.close(1000);
    this.opts.onStatus?.('stopped');
  }

  /** Re-opens now (a new token, the page back online) instead of waiting out the backoff. */
  reconnectNow() {
    if (!this.running) return;
    clearTimeout(this.retryTimer);
    if (this.ws && this.ws.readyState <= 1) return;
    this.connect();
  }

  private connect() {
    const url = this.opts.url();
    if (!url) return this.schedule();
    const Impl = this.opts.WebSocket ?? globalThis.WebSocket;
    this.opts.onStatus?.('connecting');
    const ws = new Impl(url);
    this.ws = ws;
    ws.onopen = () => {
      if (this.ws !== ws) return;
      this.attempt = 0;
      this.opts.onStatus?.('open');
      if (this.everOpened) this.opts.onReconnect();
      this.everOpened = true;
      clearInterval(this.pingTimer);
      // Proxies drop idle sockets; a ping keeps this one alive.
      this.pingTimer = setInterval(() => ws.readyState === 1 && ws.send(JSON.stringify({ type: 'ping' })), PING_INTERVAL_MS);
    };
    ws.onmessage = (e) => {
      if (this.ws !== ws) return;
      try {
        const event = JSON.parse(String(e.data)) as ChatEvent;
        if (event && typeof event === 'object' && 'type' in event) this.opts.onEvent(event);
      } catch {
        // Not a frame of ours: ignore it.
      }
    };
    ws.onclose = (e) => {
      if (this.ws !== ws) return;
      this.ws = null;
      clearInterval(this.pingTimer);
      if (!this.running) return;
      if (e.code === AUTH_CLOSE_CODE) {
        this.opts.onStatus?.('waiting');
        this.opts.onAuthRefused().then(
          () => this.running && this.schedule(),
          () => this.running && this.schedule(),
        );
        return;
      }
      this.schedule();
    };
  }

  private schedule() {
    this.opts.onStatus?.('waiting');
    clearTimeout(this.retryTimer);
    const delay = backoffDelay(this.attempt++, this.opts.random);
    this.retryTimer = setTimeout(() => this.running && this.connect(), delay);
  }
}
