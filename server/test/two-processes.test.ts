import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { ChatEventSchema, LoadDocumentResponseSchema, LoginResponseSchema, type ChatEvent } from '@haulboard/shared/contracts';
import { createTestDatabase, multipart, samples } from './build';
import { startS3, type TestS3 } from './s3-server';
import { sampleLoad } from './suite-process';

/**
 * Two API processes (the production bundle, dist/main.cjs, as `pnpm start` runs it) on one
 * PostgreSQL and one S3-compatible store, as a load balancer would spread a company over them.
 * `pnpm test` builds the bundle first when the sources are newer (scripts/ensure-built.mjs).
 */
const MAIN = path.resolve(__dirname, '../dist/main.cjs');
const ADMIN = { email: 'two@haulboard.local', password: 'Two-processes1!' };
const LOGIN_LIMIT = 6;
/** A checked session is trusted this long on a process that did not see the sign-out (plugins/auth.ts, server/README.md). */
const SESSION_TRUST_MS = 2_000;

type Api = { base: string; child: ChildProcess; output: string[] };
let s3: TestS3;
let a: Api;
let b: Api;
const dataDirs: string[] = [];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startApi(env: NodeJS.ProcessEnv): Promise<Api> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-process-'));
  dataDirs.push(dataDir);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', HAULBOARD_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, child, output };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`the API process did not start:\n${output.join('')}`);
}

beforeAll(async () => {
  if (!fs.existsSync(MAIN)) throw new Error(`${MAIN} is missing: run pnpm build first`);
  s3 = await startS3();
  const env = {
    DATABASE_URL: await createTestDatabase(),
    HAULBOARD_S3_URL: s3.url,
    // Every process signs and checks the same tokens and media links.
    HAULBOARD_JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    HAULBOARD_ADMIN_EMAIL: ADMIN.email,
    HAULBOARD_ADMIN_PASSWORD: ADMIN.password,
    HAULBOARD_DEMO: '0',
    HAULBOARD_TRUST_PROXY: '1',
    HAULBOARD_LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    LOG_LEVEL: 'warn',
  };
  // Together, as a deployment starts them: one migrates and creates the administrator, the other waits for its lock and finds both done.
  [a, b] = await Promise.all([startApi(env), startApi(env)]);
}, 60_000);

afterAll(async () => {
  for (const api of [a, b]) {
    if (!api || api.child.exitCode !== null) continue;
    api.child.kill('SIGTERM');
    await new Promise((r) => api.child.once('exit', r));
  }
  await s3?.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Each test's calls come from their own client address (X-Forwarded-For, trusted here), so the sign-in limit of one test leaves the others alone. */
const client = (address: string) => {
  const headers = (token?: string) => ({ 'x-forwarded-for': address, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  const call = (api: Api, route: string, token: string, init: RequestInit = {}) =>
    fetch(`${api.base}/api/${route}`, { ...init, headers: { ...headers(token), ...(init.headers as Record<string, string>) } });
  return {
    login: async (api: Api, email: string, password: string) =>
      fetch(`${api.base}/api/login/`, {
        method: 'POST',
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      }),
    signIn: async (api: Api, email = ADMIN.email, password = ADMIN.password) => {
      const res = await fetch(`${api.base}/api/login/`, {
        method: 'POST',
        headers: { ...headers(), 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(res.status).toBe(200);
      return LoginResponseSchema.parse(await res.json());
    },
    call,
    /** A load created through `api`: its id. */
    createLoad: async (api: Api, token: string, loadname: string) => {
      const created = await call(api, 'create-load/', token, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sampleLoad(loadname)),
      });
      expect(created.status).toBe(201);
      return ((await created.json()) as { id: number }).id;
    },
  };
};

/** A socket on `api`'s /api/ws, open and subscribed (its first pong came), that waits for events. */
async function openSocket(api: Api, token: string, address: string) {
  const ws = new WebSocket(`${api.base.replace('http', 'ws')}/api/ws?token=${encodeURIComponent(token)}`, { headers: { 'x-forwarded-for': address } });
  let pong: () => void = () => {};
  const events: ChatEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data));
    if (frame.type === 'pong') return pong();
    events.push(ChatEventSchema.parse(frame));
    waiters.forEach((w) => w());
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  // The pong comes once the process has checked the token and subscribed the socket.
  await new Promise<void>((resolve) => {
    pong = resolve;
    ws.send(JSON.stringify({ type: 'ping' }));
  });
  return {
    /** The first event matching `test`, or a failure after `ms`. */
    next: (test: (e: ChatEvent) => boolean, ms: number) =>
      new Promise<ChatEvent>((resolve, reject) => {
        const check = () => {
          const found = events.find(test);
          if (!found) return;
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
        setTimeout(() => reject(new Error(`no such event reached the socket within ${ms} ms`)), ms).unref();
      }),
    close: () => ws.close(),
  };
}

it('serves through the second process a document uploaded through the first', async () => {
  const me = client('198.51.100.1');
  const { access_token: token } = await me.signIn(a);
  const id = await me.createLoad(a, token, 'Two processes');
  const body = multipart([{ name: 'document', filename: 'rate con.pdf', content: samples.pdf }]);
  const uploaded = await me.call(a, `loads/${id}/upload-docs/`, token, { method: 'PATCH', headers: body.headers, body: body.payload });
  expect(uploaded.status).toBe(200);
  const { document } = LoadDocumentResponseSchema.parse(await uploaded.json());

  const served = await fetch(`${b.base}${document}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('application/pdf');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(Buffer.from(await served.arrayBuffer()).equals(samples.pdf)).toBe(true);
});

it("delivers a chat message sent through one process to a driver's socket held by the other", async () => {
  const me = client('198.51.100.2');
  const { access_token: admin } = await me.signIn(a);
  const driver = { first_name: 'Ria', email: '+1 555 010 2020', password: 'Driver-passw0rd!', user_type: 'driver' };
  const registered = await me.call(a, 'register/', admin, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(driver) });
  expect(registered.status).toBe(201);
  const { access_token: driverToken } = await me.signIn(b, driver.email, driver.password);
  const driverId = Number(JSON.parse(Buffer.from(driverToken.split('.')[1], 'base64url').toString()).sub);

  const socket = await openSocket(b, driverToken, '198.51.100.2');
  try {
    const text = multipart([{ name: 'message', value: 'Load 7 is ready at dock 4' }]);
    const sent = await me.call(a, `messages/${driverId}/`, admin, { method: 'POST', headers: text.headers, body: text.payload });
    expect(sent.status).toBe(201);
    const event = await socket.next((e) => e.type === 'message.created', 5_000);
    expect(event).toMatchObject({ message: { message: 'Load 7 is ready at dock 4', receiver: driverId } });
  } finally {
    socket.close();
  }
});

it("tells an administrator's socket held by the second process, within 2 s, of a load created through the first (issue 29)", async () => {
  const me = client('198.51.100.6');
  const { access_token: token } = await me.signIn(a);
  const socket = await openSocket(b, token, '198.51.100.6');
  try {
    const id = await me.createLoad(a, token, 'Live across processes');
    const event = await socket.next((e) => e.type === 'records.changed' && e.changes.some((c) => c.subject_id === id), 2_000);
    expect(event).toEqual({ type: 'records.changed', changes: [{ subject_type: 'load', subject_id: id, kind: 'load.created' }] });
  } finally {
    socket.close();
  }
});

it("answers, on the second process's next call, a list it kept before a load was paid through the first (issue 31)", async () => {
  const me = client('198.51.100.7');
  const { access_token: token } = await me.signIn(a);
  const id = await me.createLoad(a, token, 'Kept across processes');
  const page = async () => {
    const res = await me.call(b, 'list-loads/?page=1&page_size=10&search=kept%20across', token);
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: { id: number; payment: string }[] }).results.map((l) => [l.id, l.payment]);
  };
  // Asked twice: the second answer is the one the second process kept.
  expect(await page()).toEqual([[id, 'Unpaid']]);
  expect(await page()).toEqual([[id, 'Unpaid']]);
  const paid = await me.call(a, 'loads/bulk-payment/', token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ids: [id], payment: 'Paid' }),
  });
  expect(paid.status).toBe(200);
  expect(await page()).toEqual([[id, 'Paid']]);
});

it('ends on the second process, within the documented bound, a session signed out through the first', async () => {
  const me = client('198.51.100.3');
  const pair = await me.signIn(a);
  expect((await me.call(b, 'stats/', pair.access_token)).status).toBe(200);
  const out = await me.call(a, 'logout/', pair.access_token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: pair.refresh_token }),
  });
  expect(out.status).toBe(204);
  const signedOutAt = Date.now();
  // At once on the process that took the sign-out.
  expect((await me.call(a, 'stats/', pair.access_token)).status).toBe(401);
  // On the other, any call that starts once the bound has passed is refused: B's trust in the
  // session began at its check above, before the sign-out, and lasts SESSION_TRUST_MS at most.
  await new Promise((r) => setTimeout(r, Math.max(0, signedOutAt + SESSION_TRUST_MS - Date.now())));
  expect((await me.call(b, 'stats/', pair.access_token)).status).toBe(401);
});

it('counts sign-in attempts from one address across both processes', async () => {
  const me = client('198.51.100.4');
  const statuses: number[] = [];
  for (let i = 0; i < LOGIN_LIMIT; i += 1) statuses.push((await me.login(i % 2 === 0 ? a : b, ADMIN.email, 'wrong password')).status);
  expect(statuses.every((s) => s === 401 || s === 400)).toBe(true);
  // Three attempts on each process: the limit of six is spent for both.
  const refusedA = await me.login(a, ADMIN.email, ADMIN.password);
  const refusedB = await me.login(b, ADMIN.email, ADMIN.password);
  expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
  expect(((await refusedB.json()) as { detail: string }).detail).toMatch(/Too many attempts/);
  // Another address is not held back.
  expect((await client('198.51.100.5').login(b, ADMIN.email, ADMIN.password)).status).toBe(200);
});
