import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { WebSocket } from 'ws';
import type { ChatEvent, RecordChange } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import type { MediaSigner } from '../../media/signing';
import { CHAT_CHANNEL, notifyChat, type ChatNotice } from '../../domain/chat-notices';
import { coalesceChanges } from '../../domain/change-notices';
import { getMessagesByIds, getUnreadBySender } from './repository';
import { toMessage } from './answers';

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;
const HEARTBEAT_MS = 30_000;
const OPEN = 1;
/** The socket's code for a refused or ended session: the client refreshes its token, or signs out. */
export const WS_UNAUTHORIZED = 4401;
/**
 * Change notices arriving within this window go out as one frame: a burst of writes (a bulk
 * action, a busy minute of check-ins) costs each admin socket one frame, well within the 2 s.
 */
export const CHANGES_COALESCE_MS = 250;

function parseNotice(payload: string | undefined): ChatNotice | null {
  try {
    const n = JSON.parse(payload ?? '') as ChatNotice;
    return n && typeof n === 'object' && typeof n.t === 'string' ? n : null;
  } catch {
    return null;
  }
}

/**
 * This process's chat sockets, and its LISTEN connection. Routes publish through PostgreSQL, so a
 * change made on any API process reaches sockets held by every other one.
 */
export class ChatHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  /** The session (refresh-token family) each socket was opened on: a sign-out closes that one's alone. */
  private readonly sessionOf = new WeakMap<WebSocket, string>();
  private readonly alive = new WeakMap<WebSocket, boolean>();
  /** The sockets of administrators' sessions: the only ones told of changes (deny by default). */
  private readonly admins = new Set<WebSocket>();
  private pendingChanges: RecordChange[] = [];
  private changesTimer: NodeJS.Timeout | null = null;
  private listener: pg.Client | null = null;
  private listening: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectAttempt = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private stopped = false;
  private queue: ChatNotice[] = [];
  private draining: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly databaseUrl: string,
    private readonly media: MediaSigner,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Publishes a change to every process; a failed NOTIFY loses a push, never the change itself. */
  async publish(notice: ChatNotice): Promise<void> {
    try {
      await notifyChat(this.db, notice);
    } catch (err) {
      this.log.warn({ err }, 'chat notify failed');
    }
  }

  add({ id: userId, familyId }: { id: number; familyId: string }, socket: WebSocket, { admin = false }: { admin?: boolean } = {}): void {
    if (admin) this.admins.add(socket);
    let set = this.sockets.get(userId);
    if (!set) this.sockets.set(userId, (set = new Set()));
    set.add(socket);
    this.sessionOf.set(socket, familyId);
    this.alive.set(socket, true);
    socket.on('pong', () => this.alive.set(socket, true));
    this.startHeartbeat();
  }

  remove(userId: number, socket: WebSocket): void {
    this.admins.delete(socket);
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.sockets.delete(userId);
  }

  /** Connects the LISTEN client once; resolves when listening, or when it failed and a retry is scheduled. */
  listen(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (!this.listening) this.listening = this.connect();
    return this.listening;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.changesTimer) clearTimeout(this.changesTimer);
    this.changesTimer = null;
    this.reconnectTimer = null;
    this.heartbeat = null;
    await this.listening?.catch(() => {});
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => {});
    await this.draining?.catch(() => {});
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    // Both fire when the server goes away; either way, drop this client and try again later.
    const lost = () => {
      if (this.listener !== client) return;
      this.listener = null;
      this.listening = null;
      client.end().catch(() => {});
      this.scheduleReconnect();
    };
    client.on('error', (err) => {
      this.log.warn({ err }, 'chat listener error');
      lost();
    });
    client.on('end', lost);
    client.on('notification', (msg) => {
      if (msg.channel !== CHAT_CHANNEL) return;
      const notice = parseNotice(msg.payload);
      if (notice) this.enqueue(notice);
    });
    try {
      await client.connect();
      await client.query(`listen ${CHAT_CHANNEL}`);
    } catch (err) {
      this.log.warn({ err }, 'chat listener could not connect');
      client.end().catch(() => {});
      this.listening = null;
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => {});
      return;
    }
    this.listener = client;
    this.reconnectAttempt = 0;
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.reconnectTimer) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** this.reconnectAttempt);
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.listen();
    }, delay);
    this.reconnectTimer.unref();
  }

  /** Drops sockets whose peer vanished without a close frame (a laptop lid, a dead network). */
  private startHeartbeat(): void {
    if (this.heartbeat || this.stopped) return;
    this.heartbeat = setInterval(() => {
      for (const set of this.sockets.values()) {
        for (const socket of set) {
          if (!this.alive.get(socket)) {
            socket.terminate();
            continue;
          }
          this.alive.set(socket, false);
          socket.ping();
        }
      }
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /** Sessions that ended: their sockets close now, not when their token would have expired; the user's others stay. */
  private closeEnded({ u: userId, only, keep }: Extract<ChatNotice, { t: 'ended' }>): void {
    for (const socket of this.sockets.get(userId) ?? []) {
      const session = this.sessionOf.get(socket);
      if ((only && session !== only) || (keep && session === keep)) continue;
      socket.close(WS_UNAUTHORIZED, 'Your session has ended.');
      this.remove(userId, socket);
    }
  }

  private send(userId: number, event: ChatEvent): void {
    const set = this.sockets.get(userId);
    if (!set) return;
    const data = JSON.stringify(event);
    for (const socket of set) if (socket.readyState === OPEN) socket.send(data);
  }

  private enqueue(notice: ChatNotice): void {
    if (notice.t === 'ended') return this.closeEnded(notice);
    if (notice.t === 'changes') return this.queueChanges(notice.c);
    const concerned = notice.t === 'unread' ? [notice.u] : [notice.s, notice.r];
    if (!concerned.some((id) => this.sockets.has(id))) return;
    this.queue.push(notice);
    // One drain at a time keeps events in commit order; a burst is handled as one batch.
    if (!this.draining) {
      this.draining = this.drain().finally(() => {
        this.draining = null;
      });
    }
  }

  /** Gathers changes for CHANGES_COALESCE_MS, then tells every admin socket once. */
  private queueChanges(changes: RecordChange[]): void {
    if (this.admins.size === 0 || !Array.isArray(changes)) return;
    this.pendingChanges.push(...changes);
    if (this.changesTimer) return;
    this.changesTimer = setTimeout(() => {
      this.changesTimer = null;
      const event: ChatEvent = { type: 'records.changed', changes: coalesceChanges(this.pendingChanges.splice(0)) };
      const data = JSON.stringify(event);
      for (const socket of this.admins) if (socket.readyState === OPEN) socket.send(data);
    }, CHANGES_COALESCE_MS);
    this.changesTimer.unref();
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0 && !this.stopped) {
      const batch = this.queue.splice(0);
      try {
        await this.deliver(batch);
      } catch (err) {
        this.log.warn({ err }, 'chat delivery failed');
      }
    }
  }

  private async deliver(batch: ChatNotice[]): Promise<void> {
    const created = batch.filter((n): n is Extract<ChatNotice, { t: 'created' }> => n.t === 'created');
    const rows = await getMessagesByIds(
      this.db,
      created.map((n) => n.id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    // Receivers here whose unread counts moved: sent once each, with the count after the whole batch.
    const unreadPairs = new Map<number, Set<number>>();
    const touchUnread = (receiver: number, sender: number) => {
      if (!this.sockets.has(receiver)) return;
      if (!unreadPairs.has(receiver)) unreadPairs.set(receiver, new Set());
      unreadPairs.get(receiver)!.add(sender);
    };

    for (const n of batch) {
      if (n.t === 'created') {
        const row = byId.get(n.id);
        if (!row) continue; // deleted meanwhile; its 'deleted' notice follows
        const event: ChatEvent = { type: 'message.created', message: toMessage(row, this.media) };
        this.send(n.r, event);
        this.send(n.s, event);
        if (!row.is_read) touchUnread(n.r, n.s);
      } else if (n.t === 'deleted') {
        const event: ChatEvent = { type: 'message.deleted', id: n.id, sender: n.s, receiver: n.r };
        this.send(n.r, event);
        this.send(n.s, event);
        if (n.unread) touchUnread(n.r, n.s);
      } else if (n.t === 'unread') {
        this.send(n.u, { type: 'unread.changed', contact_id: n.c, unread_count: n.n, total_unread: n.total });
      }
    }

    if (unreadPairs.size === 0) return;
    const counts = await getUnreadBySender(this.db, [...unreadPairs.keys()]);
    for (const [receiver, senders] of unreadPairs) {
      const mine = counts.filter((c) => c.receiver_id === receiver);
      const total = mine.reduce((sum, c) => sum + c.unread, 0);
      for (const sender of senders) {
        const unread = mine.find((c) => c.sender_id === sender)?.unread ?? 0;
        this.send(receiver, { type: 'unread.changed', contact_id: sender, unread_count: unread, total_unread: total });
      }
    }
  }
}
