import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { ChatEventSchema, MessageSchema, type ChatEvent } from '@haulboard/shared/contracts';
import { buildApp } from '../../app';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from '../../../test/build';
import { MAX_LISTED_CHANGES } from '../../domain/change-notices';
import { insertLoad } from '../loads/load-fixtures';
import { sampleLoad } from '../../../test/suite-process';

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

/** Runs `body` against a second API process on the same database (its app and socket address), closed after. */
async function withSecondProcess(body: (other: FastifyInstance, url: string) => Promise<void>): Promise<void> {
  const other = await buildApp(ctx.deps);
  try {
    await body(other, await listen(other));
  } finally {
    await other.close();
  }
}

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

  it('reaches a socket held by another API process through PostgreSQL', () =>
    withSecondProcess(async (_other, otherBase) => {
      const a = await createUser(ctx, 'admin');
      const b = await createUser(ctx, 'driver');
      const wsB = await ChatClient.connect(otherBase, b);
      const sent = await sendText(ctx.app, a, b.id, 'across processes');
      expect((await wsB.next('message.created')).message).toEqual(sent);
    }));

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

  it("closes a deactivated person's sockets with 4401 on every API process, refuses their reconnect, and leaves everyone else's open (issue 28)", () =>
    withSecondProcess(async (other, otherBase) => {
      const admin = await createUser(ctx, 'admin');
      const driver = await createUser(ctx, 'driver');
      const bystander = await createUser(ctx, 'dispatcher');
      const here = await ChatClient.connect(base, driver);
      const there = await ChatClient.connect(otherBase, driver);
      const stays = await ChatClient.connect(otherBase, bystander);
      const closed = [closeCode(here.ws), closeCode(there.ws)];
      // The other process has just checked the driver's session, and trusts it for 2 s.
      expect((await other.inject({ method: 'GET', url: '/api/chat/unread/', headers: driver.headers })).statusCode).toBe(200);

      const res = await ctx.app.inject({ method: 'POST', url: `/api/users/${driver.id}/deactivate/`, headers: admin.headers });
      expect(res.statusCode).toBe(200);
      expect(await Promise.all(closed)).toEqual([4401, 4401]);
      // A socket outlives its check, so the reconnect is checked afresh, even where the session was just trusted.
      const again = new WebSocket(`${otherBase}?token=${encodeURIComponent(driver.token)}`);
      sockets.push(again);
      expect(await closeCode(again)).toBe(4401);
      await stays.ping();
      expect(stays.ws.readyState).toBe(WebSocket.OPEN);
    }));

  it('closes the sockets of a person whose every session ended otherwise: a password set for them, a driver deleted', async () => {
    const admin = await createUser(ctx, 'admin');
    const dispatcher = await createUser(ctx, 'dispatcher');
    const driver = await createUser(ctx, 'driver');
    const clients = [await ChatClient.connect(base, dispatcher), await ChatClient.connect(base, driver)];
    const closed = clients.map((c) => closeCode(c.ws));
    const password = { new_password: 'Brand-new-pass1!', confirm_password: 'Brand-new-pass1!' };
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/users/${dispatcher.id}/set-password/`, headers: admin.headers, payload: password })).statusCode,
    ).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/users/delete/${driver.id}/`, headers: admin.headers })).statusCode).toBe(204);
    expect(await Promise.all(closed)).toEqual([4401, 4401]);
  });

  it('closes nothing when the deactivation is refused', async () => {
    const admin = await createUser(ctx, 'admin');
    const otherAdmin = await createUser(ctx, 'admin');
    const ws = await ChatClient.connect(base, otherAdmin);
    // Administrators are not deactivated here (400): nothing commits, so no process is told.
    expect((await ctx.app.inject({ method: 'POST', url: `/api/users/${otherAdmin.id}/deactivate/`, headers: admin.headers })).statusCode).toBe(400);
    await ws.ping();
    expect(ws.ws.readyState).toBe(WebSocket.OPEN);
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

describe('WebSocket /api/ws: a session that ends closes its own sockets, and only those (issue 28)', () => {
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'POST', url, payload, headers });

  /** Another sign-in of the same person (another device): its own session, tokens and headers. */
  async function signInAgain(user: TestUser, password = user.password): Promise<TestUser> {
    const res = await post('/api/login/', { email: user.email, password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    return { ...user, password, token: body.access_token, refresh: body.refresh_token, headers: { authorization: `Bearer ${body.access_token}` } };
  }

  /** The socket is still served: the server answers its ping, and has not closed it. */
  async function expectOpen(...clients: ChatClient[]): Promise<void> {
    for (const c of clients) {
      await c.ping();
      expect(c.ws.readyState).toBe(WebSocket.OPEN);
    }
  }

  it("a sign-out closes that session's sockets on every API process, and leaves the person's other sessions connected", () =>
    withSecondProcess(async (_other, otherBase) => {
      const laptop = await createUser(ctx, 'dispatcher');
      const phone = await signInAgain(laptop);
      const laptopHere = await ChatClient.connect(base, laptop);
      const laptopThere = await ChatClient.connect(otherBase, laptop);
      const phoneThere = await ChatClient.connect(otherBase, phone);
      const closed = [closeCode(laptopHere.ws), closeCode(laptopThere.ws)];

      expect((await post('/api/logout/', {}, laptop.headers)).statusCode).toBe(204);
      expect(await Promise.all(closed)).toEqual([4401, 4401]);
      await expectOpen(phoneThere);
    }));

  it("a password reset closes every session's sockets; a refused confirm closes none", async () => {
    const user = await createUser(ctx, 'driver');
    const phone = await signInAgain(user);
    const clients = [await ChatClient.connect(base, user), await ChatClient.connect(base, phone)];
    const closed = clients.map((c) => closeCode(c.ws));
    const mailed = ctx.mails.length;
    expect((await post('/api/auth/request-reset/', { email: user.email })).statusCode).toBe(200);
    for (let i = 0; i < 100 && ctx.mails.length === mailed; i += 1) await new Promise((r) => setImmediate(r));
    const code = /(\d{6})/.exec(ctx.mails.at(-1)!.text)![1];
    const reset = (c: string) =>
      post('/api/auth/confirm-reset/', { code: c, email: user.email, new_password: 'Reset-pass-123', confirm_password: 'Reset-pass-123' });

    expect((await reset(String((Number(code) + 1) % 1_000_000).padStart(6, '0'))).statusCode).toBe(400);
    await expectOpen(...clients);
    expect((await reset(code)).statusCode).toBe(200);
    expect(await Promise.all(closed)).toEqual([4401, 4401]);
  });

  it("the administrator's new password or e-mail closes the sockets of their other sessions, never the one that made the change", async () => {
    const admin = await createUser(ctx, 'admin');
    const desk = await ChatClient.connect(base, admin);
    const laptop = await ChatClient.connect(base, await signInAgain(admin));
    const password = (old_password: string) => ({ old_password, new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' });

    expect((await post('/api/admin-update-password/', password('Wrong-pass1'), admin.headers)).statusCode).toBe(400);
    await expectOpen(desk, laptop);
    const laptopClosed = closeCode(laptop.ws);
    expect((await post('/api/admin-update-password/', password(admin.password), admin.headers)).statusCode).toBe(200);
    expect(await laptopClosed).toBe(4401);
    await expectOpen(desk);

    const tablet = await ChatClient.connect(base, await signInAgain(admin, 'Brand-new-pass9'));
    const tabletClosed = closeCode(tablet.ws);
    const email = { email: `moved-${admin.id}@example.com`, current_password: 'Brand-new-pass9' };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/admin/', payload: email, headers: admin.headers })).statusCode).toBe(200);
    expect(await tabletClosed).toBe(4401);
    await expectOpen(desk);
  });

  it("a replayed refresh token (a stolen session) closes that session's sockets", async () => {
    const user = await createUser(ctx, 'dispatcher');
    const phone = await signInAgain(user);
    const stolen = await ChatClient.connect(base, user);
    const other = await ChatClient.connect(base, phone);
    const closed = closeCode(stolen.ws);
    expect((await post('/api/token/refresh/', { refresh_token: user.refresh })).statusCode).toBe(200);
    await expectOpen(stolen);
    expect((await post('/api/token/refresh/', { refresh_token: user.refresh })).statusCode).toBe(401);
    expect(await closed).toBe(4401);
    await expectOpen(other);
  });
});

describe('change notices on /api/ws (issue 29)', () => {
  const createLoad = (app: FastifyInstance, admin: TestUser, loadname: string) =>
    app.inject({ method: 'POST', url: '/api/create-load/', payload: sampleLoad(loadname), headers: admin.headers });

  it("tells every administrator's socket which load changed, and no one else's", async () => {
    const admin = await createUser(ctx, 'admin');
    const other = await createUser(ctx, 'admin');
    const driver = await createUser(ctx, 'driver');
    const dispatcher = await createUser(ctx, 'dispatcher');
    const wsOther = await ChatClient.connect(base, other);
    const wsDriver = await ChatClient.connect(base, driver);
    const wsDispatcher = await ChatClient.connect(base, dispatcher);

    const res = await createLoad(ctx.app, admin, 'Live 1');
    expect(res.statusCode).toBe(201);
    const id = (res.json() as { id: number }).id;
    const notice = await wsOther.next('records.changed', (e) => e.changes.some((c) => c.subject_id === id));
    expect(notice.changes).toEqual([{ subject_type: 'load', subject_id: id, kind: 'load.created' }]);

    // A chat message after the change arrives after it: had the notice reached them, it would be first.
    await sendText(ctx.app, admin, driver.id, 'after the load');
    await sendText(ctx.app, admin, dispatcher.id, 'after the load');
    for (const ws of [wsDriver, wsDispatcher]) {
      await ws.next('message.created');
      expect(ws.events.filter((e) => e.type === 'records.changed')).toEqual([]);
    }
  });

  it("tells of a driver's check-in and check-out, which the audit trail does not record", async () => {
    const admin = await createUser(ctx, 'admin');
    const driver = await createUser(ctx, 'driver');
    const ws = await ChatClient.connect(base, admin);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/check-in/', headers: driver.headers })).statusCode).toBe(201);
    expect((await ws.next('records.changed', (e) => e.changes.some((c) => c.subject_id === driver.id))).changes).toContainEqual({
      subject_type: 'check_in',
      subject_id: driver.id,
      kind: 'check_in.opened',
    });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/check-in/', headers: driver.headers })).statusCode).toBe(409);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/check-out/', headers: driver.headers })).statusCode).toBe(200);
    const closed = await ws.next('records.changed', (e) => e.changes.some((c) => c.subject_id === driver.id));
    // The refused second check-in told nothing: the next notice is the check-out.
    expect(closed.changes).toContainEqual({ subject_type: 'check_in', subject_id: driver.id, kind: 'check_in.closed' });
  });

  it('tells a bulk action of many loads as one frame naming the type, not each load', async () => {
    const admin = await createUser(ctx, 'admin');
    const ws = await ChatClient.connect(base, admin);
    // Written straight to the database: no notices of their own.
    const ids = await Promise.all(Array.from({ length: MAX_LISTED_CHANGES + 10 }, () => insertLoad(ctx)));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/loads/bulk-delete/', payload: { ids }, headers: admin.headers });
    expect(res.statusCode).toBeLessThan(300);
    const notice = await ws.next('records.changed');
    expect(notice.changes).toEqual([{ subject_type: 'load', subject_id: null, kind: 'load.deleted' }]);
    // One frame for the whole action: a ping's pong comes next, with no other notice before it.
    await ws.ping();
    expect(ws.events.filter((e) => e.type === 'records.changed')).toEqual([]);
  });

  it('reaches an administrator whose socket another API process holds', () =>
    withSecondProcess(async (_other, otherBase) => {
      const admin = await createUser(ctx, 'admin');
      const ws = await ChatClient.connect(otherBase, admin);
      const res = await createLoad(ctx.app, admin, 'Across processes');
      const id = (res.json() as { id: number }).id;
      await ws.next('records.changed', (e) => e.changes.some((c) => c.subject_type === 'load' && c.subject_id === id));
    }));
});
