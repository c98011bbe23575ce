import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { ChatEventSchema, MessageSchema, type ChatEvent } from '@haulboard/shared/contracts';
import { buildApp } from '../../app';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from '../../../test/build';

let ctx: TestContext;
let base: string;
const sockets: WebSocket[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws`;
}

beforeAll(async () => {
  ctx = await buildTestApp();
  base = await listen(ctx.app);
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await ctx.close();
});

/** A socket that keeps every event it receives, and lets a test wait for the next one that matches. */
class ChatClient {
  readonly events: ChatEvent[] = [];
  private waiters: Array<{ test: (e: ChatEvent) => boolean; resolve: (e: ChatEvent) => void }> = [];
  private pongs: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.type === 'pong') return this.pongs.shift()?.();
      const event = ChatEventSchema.parse(frame);
      const i = this.waiters.findIndex((w) => w.test(event));
      if (i >= 0) this.waiters.splice(i, 1)[0].resolve(event);
      else this.events.push(event);
    });
  }

  static async connect(url: string, user: TestUser): Promise<ChatClient> {
    const ws = new WebSocket(`${url}?token=${encodeURIComponent(user.token)}`);
    sockets.push(ws);
    const client = new ChatClient(ws);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    // The pong comes once the server has checked the token and subscribed this socket.
    await client.ping();
    return client;
  }

  ping(): Promise<void> {
    return new Promise((resolve) => {
      this.pongs.push(resolve);
      this.ws.send(JSON.stringify({ type: 'ping' }));
    });
  }

  next<T extends ChatEvent['type']>(type: T, test: (e: Extract<ChatEvent, { type: T }>) => boolean = () => true): Promise<Extract<ChatEvent, { type: T }>> {
    const match = (e: ChatEvent) => e.type === type && test(e as Extract<ChatEvent, { type: T }>);
    const i = this.events.findIndex(match);
    if (i >= 0) return Promise.resolve(this.events.splice(i, 1)[0] as Extract<ChatEvent, { type: T }>);
    return new Promise((resolve) => this.waiters.push({ test: match, resolve: resolve as (e: ChatEvent) => void }));
  }
}

const sendText = async (app: FastifyInstance, from: TestUser, to: number, text: string) => {
  const body = multipart([{ name: 'message', value: text }]);
  const res = await app.inject({ method: 'POST', url: `/api/messages/${to}/`, payload: body.payload, headers: { ...from.headers, ...body.headers } });
  expect(res.statusCode).toBe(201);
  return MessageSchema.parse(res.json());
};

function closeCode(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

describe('WebSocket /api/ws', () => {
  it('pushes a new message to the receiver and to the sender, then its deletion to both', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const c = await createUser(ctx, 'dispatcher');
    const wsA = await ChatClient.connect(base, a);
    const wsB = await ChatClient.connect(base, b);
    const wsB2 = await ChatClient.connect(base, b); // a second tab
    const wsC = await ChatClient.connect(base, c);

    const sent = await sendText(ctx.app, a, b.id, 'Pickup at 9');
    for (const client of [wsB, wsB2, wsA]) {
      const created = await client.next('message.created', (e) => e.message.id === sent.id);
      expect(created.message).toEqual(sent);
    }
    const unread = await wsB.next('unread.changed');
    expect(unread).toEqual({ type: 'unread.changed', contact_id: a.id, unread_count: 1, total_unread: 1 });

    // Events reach a socket in order, so C's first event being its own proves A-to-B never reached it.
    const toC = await sendText(ctx.app, a, c.id, 'for C only');
    const firstForC = await wsC.next('message.created');
    expect(firstForC.message.id).toBe(toC.id);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/chat/message/${sent.id}/delete/`, headers: a.headers });
    expect(del.statusCode).toBe(204);
    for (const client of [wsB, wsA]) {
      expect(await client.next('message.deleted')).toEqual({ type: 'message.deleted', id: sent.id, sender: a.id, receiver: b.id });
    }
    expect(await wsB.next('unread.changed')).toEqual({ type: 'unread.changed', contact_id: a.id, unread_count: 0, total_unread: 0 });
  });

  it('tells the reader that the unread count went down when a conversation is read', async () => {
    const a = await createUser(ctx, 'driver');
    const b = await createUser(ctx, 'driver');
    const wsB = await ChatClient.connect(base, b);
    const body = multipart([{ name: 'voice_note', filename: 'voice_note.wav', content: samples.wav }]);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/messages/${b.id}/`, payload: body.payload, headers: { ...a.headers, ...body.headers } });
    expect(res.statusCode).toBe(201);
    expect((await wsB.next('message.created')).message.voice_note_url).toContain('/api/media/');
    expect(await wsB.next('unread.changed')).toMatchObject({ contact_id: a.id, unread_count: 1 });

    const read = await ctx.app.inject({ method: 'GET', url: `/api/messages/${a.id}/`, headers: b.headers });
    expect(read.statusCode).toBe(200);
    expect(await wsB.next('unread.changed')).toEqual({ type: 'unread.changed', contact_id: a.id, unread_count: 0, total_unread: 0 });
  });

  it('reaches a socket held by another API process through PostgreSQL', async () => {
    const other = await buildApp(ctx.deps);
    try {
      const otherBase = await listen(other);
      const a = await createUser(ctx, 'admin');
      const b = await createUser(ctx, 'driver');
      const wsB = await ChatClient.connect(otherBase, b);
      const sent = await sendText(ctx.app, a, b.id, 'across processes');
      expect((await wsB.next('message.created')).message).toEqual(sent);
    } finally {
      await other.close();
    }
  });

  it('closes a socket with 4401 for a bad, missing or signed-out token', async () => {
    const a = await createUser(ctx, 'admin');
    const bad = new WebSocket(`${base}?token=not-a-token`);
    sockets.push(bad);
    expect(await closeCode(bad)).toBe(4401);
    const none = new WebSocket(base);
    sockets.push(none);
    expect(await closeCode(none)).toBe(4401);

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: a.headers, payload: {} });
    expect(logout.statusCode).toBe(204);
    const revoked = new WebSocket(`${base}?token=${a.token}`);
    sockets.push(revoked);
    expect(await closeCode(revoked)).toBe(4401);
  });

  it('closes with 1013 (try again later), not 4401, while the database cannot check the token', async () => {
    const a = await createUser(ctx, 'admin');
    const check = ctx.app.authenticateToken;
    ctx.app.authenticateToken = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    };
    try {
      const ws = new WebSocket(`${base}?token=${a.token}`);
      sockets.push(ws);
      // 4401 would make the client sign the user out over an outage.
      expect(await closeCode(ws)).toBe(1013);
    } finally {
      ctx.app.authenticateToken = check;
    }
  });

  it('answers a ping with a pong and ignores other frames', async () => {
    const a = await createUser(ctx, 'dispatcher');
    const ws = await ChatClient.connect(base, a);
    ws.ws.send('not json');
    ws.ws.send(JSON.stringify({ type: 'subscribe', all: true }));
    await ws.ping();
    expect(ws.events).toEqual([]);
  });

  it('listens again after its PostgreSQL connection drops', async () => {
    const a = await createUser(ctx, 'admin');
    const b = await createUser(ctx, 'driver');
    const wsB = await ChatClient.connect(base, b);
    const listenerPids = async () =>
      (
        await ctx.db.execute<{ pid: number }>(
          sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()`,
        )
      ).rows.map((r) => r.pid);
    const [old] = await listenerPids();
    expect(old).toBeDefined();
    await ctx.db.execute(sql`select pg_terminate_backend(${old})`);
    // Polls a condition (the reconnect backoff starts at 500 ms); no fixed sleep.
    for (let i = 0; i < 200; i += 1) {
      const pids = await listenerPids();
      if (pids.length > 0 && !pids.includes(old)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const sent = await sendText(ctx.app, a, b.id, 'after the drop');
    expect((await wsB.next('message.created', (e) => e.message.id === sent.id)).message.message).toBe('after the drop');
  });

  it('answers a plain GET with 426 and a detail', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ws' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ detail: 'Connect to this address with a WebSocket.' });
  });
});
