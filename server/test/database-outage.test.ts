import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDb, migrateDb } from '../src/db/client';
import type { EmbeddedDatabaseState } from '../src/db/embedded';
import { buildAppOn, createUser, type TestContext } from './build';

// A database of its own (not the run's shared one): these tests kill it. It runs in a child
// process (see embedded-postgres-process.cjs) with the watcher that starts it again.
type DatabaseProcess = {
  url: string;
  port: number;
  status: () => Promise<{ state: EmbeddedDatabaseState; pid?: number }>;
  stop: () => Promise<void>;
};

function startDatabase(options: { dir: string; restart: boolean; port?: number }): Promise<DatabaseProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(__dirname, 'embedded-postgres-process.cjs'), JSON.stringify({ ...options, database: 'haulboard' })],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const waiting: Array<(value: Record<string, unknown>) => void> = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const message = JSON.parse(buffered.slice(0, nl)) as Record<string, unknown>;
      buffered = buffered.slice(nl + 1);
      if (!('log' in message)) waiting.shift()?.(message);
    }
  });
  const next = () => new Promise<Record<string, unknown>>((resolve) => waiting.push(resolve));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return next().then((first) => {
    if (first.error) throw new Error(String(first.error));
    return {
      url: String(first.url),
      port: Number(first.port),
      status: () => {
        const answer = next();
        child.stdin!.write('status\n');
        return answer as Promise<{ state: EmbeddedDatabaseState; pid?: number }>;
      },
      stop: async () => {
        if (child.exitCode === null) child.stdin!.write('stop\n');
        await exited;
      },
    };
  });
}

const until = async (what: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await what()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
};

function expectUnavailable(res: Awaited<ReturnType<FastifyInstance['inject']>>) {
  expect(res.statusCode).toBe(503);
  expect(res.json().detail).toBe('The database is unavailable. Try again shortly.');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('a database that dies', () => {
  let dir: string;
  let pg: DatabaseProcess | undefined;
  let ctx: TestContext | undefined;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-outage-'));
    fs.chmodSync(dir, 0o755);
  });
  afterEach(async () => {
    await ctx?.close();
    await pg?.stop();
    ctx = pg = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function start(options: { restart: boolean; port?: number }) {
    pg = await startDatabase({ dir, ...options });
    return pg;
  }

  /** The database migrated, an app on it, an administrator signed in, and a call that reads. */
  async function serve(options: { restart: boolean }) {
    const db = await start(options);
    const migrator = createDb(db.url, 1);
    await migrateDb(migrator);
    await migrator.$client.end();
    ctx = await buildAppOn(db.url);
    const { app } = ctx;
    const admin = await createUser(ctx, 'admin');
    const list = () => app.inject({ url: '/api/users/dispatchers/', headers: admin.headers });
    expect((await list()).statusCode).toBe(200);
    return { db, app, admin, list };
  }

  it('answers 503 with a detail while an external database is down, and recovers when it is back', async () => {
    const { db: first, app, list, admin } = await serve({ restart: false });
    expect((await app.inject({ url: '/api/health/' })).json()).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });

    process.kill((await first.status()).pid!, 'SIGKILL');
    expect(await until(async () => (await first.status()).state === 'down', 5_000)).toBe(true);

    // Pooled connections are dead, new ones are refused: every call is a 503, never a 500.
    for (let i = 0; i < 3; i += 1) expectUnavailable(await list());
    expectUnavailable(await app.inject({ method: 'POST', url: '/api/login/', payload: { email: admin.email, password: admin.password } }));
    const health = await app.inject({ url: '/api/health/' });
    expectUnavailable(health);
    expect(health.json().database).toBe('down');

    // The database comes back on the same address: the same pool serves again.
    await first.stop();
    const back = await start({ restart: false, port: first.port });
    expect(back.url).toBe(first.url);
    expect(await until(async () => (await list()).statusCode === 200, 10_000)).toBe(true);
    expect((await app.inject({ url: '/api/health/' })).statusCode).toBe(200);
  }, 60_000);

  it('starts a killed embedded database again; the API answers 503 meanwhile and then recovers', async () => {
    const { db, app, list } = await serve({ restart: true });
    const killed = (await db.status()).pid!;

    process.kill(killed, 'SIGKILL');
    const began = Date.now();
    const seen = new Set<number>();
    // A backend may serve a query or two before it notices its postmaster is gone.
    const recovered = await until(async () => {
      const res = await list();
      seen.add(res.statusCode);
      if (res.statusCode === 503) expectUnavailable(res);
      const { state, pid } = await db.status();
      return res.statusCode === 200 && state === 'up' && pid !== killed;
    }, 20_000);
    expect(recovered).toBe(true);
    expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect((await app.inject({ url: '/api/health/' })).json()).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
    console.log(`embedded PostgreSQL killed: the API served again after ${Date.now() - began} ms (answers seen: ${[...seen].join(', ')})`);
  }, 60_000);

  it('answers 503 when the database does not answer at all (a host gone from the network)', async () => {
    // Accepts connections and never says a word, like a black-holed database host.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', () => r()));
    const { port } = silent.address() as net.AddressInfo;
    const url = `postgres://postgres:x@127.0.0.1:${port}/haulboard`;
    ctx = await buildAppOn(url, {}, { connectionTimeoutMillis: 300 });
    try {
      const token = ctx.app.signAccessToken({ id: 1, userType: 'admin' }, crypto.randomUUID());
      expectUnavailable(await ctx.app.inject({ url: '/api/users/dispatchers/', headers: { authorization: `Bearer ${token}` } }));
      expectUnavailable(await ctx.app.inject({ url: '/api/health/' }));
    } finally {
      await ctx.close();
      ctx = undefined;
      for (const s of sockets) s.destroy();
      silent.close();
    }
  }, 30_000);
});
