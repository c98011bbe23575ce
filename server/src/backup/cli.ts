// `pnpm backup` and `pnpm restore <archive>`: see server/README.md, "Backups".
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded';
import { createMediaStore } from '../media/store';
import packageJson from '../../package.json';
import { RestoreRefused, restoreBackup } from './restore-backup';
import { backupName, backupsToDelete, recordBackup } from './status';
import { takeBackup } from './take-backup';

const USAGE = `Usage: pnpm backup [--to <folder or file.tar.gz>]
       pnpm restore <archive.tar.gz> [--force]

pnpm backup     one archive of the database and every stored file while Haulboard keeps serving,
                in <data folder>/backups/ (HAULBOARD_BACKUP_DIR) unless --to says where; with an
                S3 bucket configured it is uploaded to the bucket's backups/ folder instead.
pnpm restore    checks every checksum, then puts the archive in an empty data folder
                (HAULBOARD_DATA_DIR); --force moves a non-empty folder's contents aside first.
                Then start as usual: pnpm start.`;

const log = (m: string) => console.log(`[backup] ${m}`);
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

class UsageError extends Error {}

/** Paths on the command line are the caller's: pnpm runs this in server/, and says where it was called in INIT_CWD. */
const fromCaller = (p: string) => path.resolve(process.env.INIT_CWD || process.cwd(), p);

/**
 * The embedded PostgreSQL of the data folder: the running server's (its port in postmaster.pid,
 * its password in the folder) or, when no server runs, one started for the backup alone.
 */
async function connect(config: Config): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  try {
    const embedded = await startEmbeddedPostgres(config.dataDir, log);
    return { url: embedded.url, embedded };
  } catch (err) {
    if (!/Another Haulboard process/.test((err as Error).message)) throw err;
  }
  const pid = (await fs.readFile(path.join(config.dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n');
  const port = Number(pid[3]);
  const password = (await fs.readFile(path.join(config.dataDir, '.pg-password'), 'utf8')).trim();
  return { url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/haulboard` };
}

async function backup(config: Config, to: string | undefined, automatic: boolean): Promise<void> {
  if (config.databaseUrl) {
    throw new UsageError(
      'pnpm backup copies the embedded PostgreSQL of the data folder; with DATABASE_URL use your provider\'s snapshots or point-in-time recovery, or pg_dump of the same major version, and the bucket\'s versioning (docs/deploy.md, "Backups").',
    );
  }
  const name = backupName(new Date(), automatic);
  const target = to
    ? to.endsWith('.tar.gz')
      ? fromCaller(to)
      : path.join(fromCaller(to), name)
    : path.join(config.backups.dir ?? path.join(config.dataDir, 'backups'), name);
  const { url, embedded } = await connect(config);
  const store = createMediaStore(config.s3, path.join(config.dataDir, 'media'));
  try {
    const result = await takeBackup({ dataDir: config.dataDir, databaseUrl: url, store, haulboardVersion: packageJson.version }, target, automatic);
    const { manifest } = result;
    const rows = Object.values(manifest.row_counts).reduce((a, b) => a + b, 0);
    let where = result.file;
    // With a bucket and no --to, the archive lives in the bucket, like the files it holds.
    if (config.s3 && !to) {
      const key = `backups/${path.basename(result.file)}`;
      await store.put(key, result.file, result.bytes, 'application/gzip');
      where = `s3://${config.s3.bucket}/${config.s3.prefix}${key}`;
    }
    log(
      `${where}: ${mb(result.bytes)} in ${seconds(result.tookMs)} (${rows} rows in ${Object.keys(manifest.row_counts).length} tables, ` +
        `${manifest.files.filter((f) => f.path.startsWith('media/')).length} stored files, ${manifest.wal.segments} WAL segments, migrations ${manifest.migrations.count})`,
    );
    if (manifest.missing_files.length) log(`${manifest.missing_files.length} stored files were deleted while the backup ran and are not in it`);
    await recordBackup(config.dataDir, { ok: true, file: where, bytes: result.bytes });
    if (automatic && !(config.s3 && !to)) {
      const dir = path.dirname(result.file);
      for (const old of backupsToDelete(await fs.readdir(dir), config.backups.keepDaily, config.backups.keepWeekly)) {
        await fs.rm(path.join(dir, old), { force: true });
        log(`removed ${old} (keeping ${config.backups.keepDaily} daily and ${config.backups.keepWeekly} weekly)`);
      }
    }
  } catch (err) {
    await recordBackup(config.dataDir, { ok: false, error: (err as Error).message }).catch(() => {});
    throw err;
  } finally {
    if (embedded) await embedded.stop();
  }
}

async function restore(config: Config, archive: string | undefined, force: boolean): Promise<void> {
  if (!archive) throw new UsageError(USAGE);
  if (config.databaseUrl)
    throw new UsageError('pnpm restore fills the data folder of the embedded PostgreSQL: unset DATABASE_URL (docs/deploy.md, "Backups").');
  const result = await restoreBackup(fromCaller(archive), config.dataDir, force);
  const { manifest } = result;
  log(
    `restored ${path.basename(archive)} (taken ${manifest.started_at}, Haulboard ${manifest.haulboard}, PostgreSQL ${manifest.postgresql}) into ${config.dataDir} in ${seconds(result.tookMs)}`,
  );
  log(`checked ${manifest.files.length} files against their checksums; migrations ${manifest.migrations.count}`);
  if (result.movedAside) log(`what the folder held before is in ${result.movedAside}`);
  log("start Haulboard as usual (pnpm start): PostgreSQL replays the archive's WAL to its end on the first start");
}

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const args = rest[0] === '--' ? rest.slice(1) : rest;
  const { values, positionals } = parseArgs({
    args,
    options: { to: { type: 'string' }, force: { type: 'boolean' }, auto: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help || (command !== 'backup' && command !== 'restore')) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const config = loadConfig();
  if (command === 'backup') await backup(config, values.to, Boolean(values.auto));
  else await restore(config, positionals[0], Boolean(values.force));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof UsageError || err instanceof RestoreRefused) console.error(err.message);
    else console.error(err);
    process.exit(err instanceof UsageError ? 2 : 1);
  },
);
