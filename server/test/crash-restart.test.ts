import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LoginResponseSchema } from '@haulboard/shared/contracts';
import { inspectPidFile } from '../src/db/embedded';

/**
 * The README's `pnpm start` on its own data folder, killed with SIGKILL while it writes loads,
 * then started again with the same command: it must serve within 60 s with every load it
 * acknowledged. The embedded PostgreSQL must not outlive the killed process for long, and a
 * PostgreSQL that did (its guard killed too) is recognised as ours and stopped by the next start.
 */
const ROOT = path.resolve(__dirname, '../..');
const ADMIN = { email: 'crash@haulboard.local', password: 'Crash-restart1!' };
const SERVE_WITHIN_MS = 60_000;

type Suite = { child: ChildProcess; output: string[]; base: string };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-crash-'));
const pgDir = path.join(dataDir, 'pg');
let port = 0;
let running: Suite | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
    server.on('error', reject);
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process below `pid`, with its command line, from /proc. */
function descendants(pid: number): Array<{ pid: number; cmd: string }> {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // It ended while we looked.
    }
  }
  const found: Array<{ pid: number; cmd: string }> = [];
  const walk = (p: number) => {
    for (const child of parents.get(p) ?? []) {
      let cmd = '';
      try {
        cmd = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ');
      } catch {
        continue;
      }
      found.push({ pid: child, cmd });
      walk(child);
    }
  };
  walk(pid);
  return found;
}

const apiProcess = (suite: Suite) => {
  // The node process itself, not the shell pnpm runs it through.
  const found = descendants(suite.child.pid!).find((p) => /^\S*node\s+dist\/main\.cjs/.test(p.cmd));
  if (!found) throw new Error(`no API process under pnpm start:\n${suite.output.join('')}`);
  return found.pid;
};

/** `pnpm start` from the repository root, as the README says; resolves once the API answers. */
async function start(): Promise<Suite & { tookMs: number }> {
  const began = Date.now();
  const child = spawn('pnpm', ['start'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      HAULBOARD_DATA_DIR: dataDir,
      HAULBOARD_ADMIN_EMAIL: ADMIN.email,
      HAULBOARD_ADMIN_PASSWORD: ADMIN.password,
      HAULBOARD_DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const base = `http://127.0.0.1:${port}`;
  while (Date.now() - began < SERVE_WITHIN_MS) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      running = { child, output, base };
      return { ...running, tookMs: Date.now() - began };
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`pnpm start did not serve within ${SERVE_WITHIN_MS / 1000} s:\n${output.join('')}`);
}

async function stopCleanly(suite: Suite) {
  const exited = new Promise((r) => suite.child.once('exit', r));
  process.kill(apiProcess(suite), 'SIGTERM');
  await exited;
  running = undefined;
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return LoginResponseSchema.parse(await res.json()).access_token;
}

const createLoad = (base: string, token: string, loadname: string) =>
  fetch(`${base}/api/create-load/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      loadname,
      pickup_location: 'Dallas, TX',
      delivery_location: 'Austin, TX',
      pickup_date: '2031-03-03',
      pickup_time: '08:00',
      delivery_date: '2031-03-04',
      delivery_time: '09:00',
      weight_lbs: 1000,
    }),
  });

async function loadNames(base: string, token: string, search: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page += 1) {
    const res = await fetch(`${base}/api/list-loads/?page=${page}&page_size=100&search=${encodeURIComponent(search)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { results: Array<{ loadname: string }>; count: number };
    for (const load of body.results) names.add(load.loadname);
    if (page * 100 >= body.count) return names;
  }
}

/** Writers that create loads one after another until the server stops answering; returns what it acknowledged. */
function writeUntilKilled(base: string, token: string, prefix: string, writers: number) {
  const acknowledged: string[] = [];
  let stop = false;
  const done = Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; !stop; i += 1) {
        const name = `${prefix} ${w}-${i}`;
        try {
          const res = await createLoad(base, token, name);
          if (res.status === 201 || res.status === 200) acknowledged.push(name);
          else await res.arrayBuffer();
        } catch {
          return;
        }
      }
    }),
  );
  return {
    acknowledged,
    finish: async () => {
      stop = true;
      await done;
    },
  };
}

beforeAll(async () => {
  port = await freePort();
});

afterAll(async () => {
  if (running && running.child.exitCode === null) await stopCleanly(running).catch(() => running?.child.kill('SIGKILL'));
  const owner = await inspectPidFile(pgDir);
  if (owner.kind === 'ours') process.kill(owner.pid, 'SIGINT');
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it('comes back after the API process is killed mid-write, with every acknowledged load and no orphaned PostgreSQL', async () => {
  const first = await start();
  // Nobody but the server's user reads or lists the data folder.
  expect(fs.statSync(dataDir).mode & 0o066).toBe(0);
  const token = await signIn(first.base);
  const writes = writeUntilKilled(first.base, token, 'Crash A', 4);
  while (writes.acknowledged.length < 40) await sleep(20);
  const owner = await inspectPidFile(pgDir);
  expect(owner.kind).toBe('ours');
  const exited = new Promise((r) => first.child.once('exit', r));
  process.kill(apiProcess(first), 'SIGKILL');
  await writes.finish();
  await exited;
  running = undefined;

  // The guard asks the orphaned PostgreSQL for a fast shutdown as soon as its parent is gone.
  const pgPid = owner.kind === 'ours' ? owner.pid : 0;
  for (let i = 0; i < 100 && alive(pgPid); i += 1) await sleep(100);
  expect(alive(pgPid)).toBe(false);

  // What a crash mid-upload leaves behind.
  const incoming = path.join(dataDir, 'media', '.incoming');
  fs.mkdirSync(incoming, { recursive: true });
  fs.writeFileSync(path.join(incoming, 'a'.repeat(32)), Buffer.alloc(8 * 1024 * 1024));

  const second = await start();
  expect(second.tookMs).toBeLessThan(SERVE_WITHIN_MS);
  expect(fs.readdirSync(incoming)).toEqual([]);
  const saved = await loadNames(second.base, await signIn(second.base), 'Crash A');
  expect(writes.acknowledged.filter((name) => !saved.has(name))).toEqual([]);
  expect(writes.acknowledged.length).toBeGreaterThanOrEqual(40);
}, 150_000);

it('stops a PostgreSQL left running on its data folder when the API and its guard were both killed, and serves', async () => {
  const suite = running ?? (await start());
  const token = await signIn(suite.base);
  expect((await createLoad(suite.base, token, 'Crash B before')).status).toBe(201);
  const api = apiProcess(suite);
  const guard = descendants(api).find((p) => p.cmd.includes('haulboard-pg-guard'));
  expect(guard).toBeDefined();
  const exited = new Promise((r) => suite.child.once('exit', r));
  process.kill(guard!.pid, 'SIGKILL');
  process.kill(api, 'SIGKILL');
  await exited;
  running = undefined;
  const left = await inspectPidFile(pgDir);
  expect(left.kind).toBe('ours');

  const next = await start();
  expect(next.output.join('')).toMatch(/left running on this data folder by an earlier run: stopping it cleanly/);
  expect(alive(left.kind === 'ours' ? left.pid : 0)).toBe(false);
  const saved = await loadNames(next.base, await signIn(next.base), 'Crash B');
  expect(saved.has('Crash B before')).toBe(true);
  await stopCleanly(next);
}, 150_000);
