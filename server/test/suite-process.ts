import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { LoginResponseSchema } from '@haulboard/shared/contracts';

/**
 * The whole suite as a user runs it: the README's commands (`pnpm start`, `pnpm backup`,
 * `pnpm restore`) from the repository root on a data folder of the test's own.
 */
export const ROOT = path.resolve(__dirname, '../..');
/** Not a speed asserted (bench/data-safety.mjs measures it): how long to wait before calling a start hung. */
const SERVE_WITHIN_MS = 60_000;
export const ADMIN = { email: 'suite@haulboard.local', password: 'Suite-process1!' };

export type Suite = { child: ChildProcess; output: string[]; base: string };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Every process below `pid`, with its command line, from /proc. */
export function descendants(pid: number): Array<{ pid: number; cmd: string }> {
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

/** The API's own node process under `pnpm start`, not the shells pnpm runs it through. */
export const apiProcess = (suite: Suite) => {
  const found = descendants(suite.child.pid!).find((p) => /^\S*node\s+dist\/main\.cjs/.test(p.cmd));
  if (!found) throw new Error(`no API process under pnpm start:\n${suite.output.join('')}`);
  return found.pid;
};

export const suiteEnv = (dataDir: string, port: number, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  HAULBOARD_DATA_DIR: dataDir,
  HAULBOARD_ADMIN_EMAIL: ADMIN.email,
  HAULBOARD_ADMIN_PASSWORD: ADMIN.password,
  HAULBOARD_DEMO: '0',
  HAULBOARD_BACKUPS: 'off',
  LOG_LEVEL: 'warn',
  ...extra,
});

/** `pnpm start` from the repository root; resolves once the API answers. */
export async function startSuite(env: NodeJS.ProcessEnv): Promise<Suite> {
  const began = Date.now();
  const child = spawn('pnpm', ['start'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout?.on('data', (d) => output.push(String(d)));
  child.stderr?.on('data', (d) => output.push(String(d)));
  const base = `http://127.0.0.1:${env.PORT}`;
  while (Date.now() - began < SERVE_WITHIN_MS) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, output, base };
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`pnpm start did not serve within ${SERVE_WITHIN_MS / 1000} s:\n${output.join('')}`);
}

export async function stopSuite(suite: Suite): Promise<void> {
  if (suite.child.exitCode !== null || suite.child.signalCode !== null) return;
  const exited = new Promise((r) => suite.child.once('exit', r));
  process.kill(apiProcess(suite), 'SIGTERM');
  await exited;
}

/** Another README command (`pnpm backup`, `pnpm restore ...`) from the repository root. */
export async function pnpmCommand(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('pnpm', args, { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

export async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return LoginResponseSchema.parse(await res.json()).access_token;
}

/** A valid create-load body. */
export const sampleLoad = (loadname: string) => ({
  loadname,
  pickup_location: 'Dallas, TX',
  delivery_location: 'Austin, TX',
  pickup_date: '2031-03-03',
  pickup_time: '08:00',
  delivery_date: '2031-03-04',
  delivery_time: '09:00',
  weight_lbs: 1000,
});

export const createLoad = (base: string, token: string, loadname: string) =>
  fetch(`${base}/api/create-load/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(sampleLoad(loadname)),
  });

export async function loadNames(base: string, token: string, search: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let page = 1; ; page += 1) {
    const res = await fetch(`${base}/api/list-loads/?page=${page}&page_size=100&search=${encodeURIComponent(search)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`list-loads answered ${res.status}`);
    const body = (await res.json()) as { results: Array<{ loadname: string }>; count: number };
    for (const load of body.results) names.add(load.loadname);
    if (page * 100 >= body.count) return names;
  }
}

/** Writers that create loads one after another until told to stop or the server stops answering. */
export function writeLoads(base: string, token: string, prefix: string, writers: number) {
  const acknowledged: string[] = [];
  let stop = false;
  const done = Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; !stop; i += 1) {
        const name = `${prefix} ${w}-${i}`;
        try {
          const res = await createLoad(base, token, name);
          if (res.status === 201) acknowledged.push(name);
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

/** A superuser session on the data folder's running embedded PostgreSQL, as `pnpm backup` opens one. */
export async function databaseOf(dataDir: string): Promise<pg.Client> {
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = fs.readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim();
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'haulboard' });
  await client.connect();
  return client;
}
