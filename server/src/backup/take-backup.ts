import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import type { MediaStore } from '../media/store';
import { ArchiveWriter } from './archive';
import type { BackupManifest } from './manifest';

/**
 * What a consistent copy of one Haulboard needs: a superuser session on its embedded PostgreSQL,
 * that server's data folder (`pg/`) readable by this process, and the file store.
 */
export type BackupSource = {
  dataDir: string;
  databaseUrl: string;
  store: MediaStore;
  haulboardVersion: string;
};

export type BackupResult = { file: string; bytes: number; manifest: BackupManifest; tookMs: number };

/** The data folder's own files a restored install needs: the database role's password and the signing secret. */
const SECRET_FILES = ['.pg-password', '.jwt-secret', 'admin-login.txt'];

// Copied as empty folders: PostgreSQL recreates or ignores their contents ("Making a Base Backup
// Using the Low Level API" in its manual). pg_wal's segments are added after the copy.
const EMPTY_FOLDERS = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'backup_manifest', 'backup_label.old']);
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

const exists = (p: string) =>
  fs.stat(p).then(
    () => true,
    () => false,
  );

async function openSized(file: string): Promise<{ size: number; stream: Readable } | null> {
  try {
    const handle = await fs.open(file, 'r');
    const { size } = await handle.stat();
    if (size === 0) {
      await handle.close();
      return { size, stream: Readable.from([]) };
    }
    return { size, stream: handle.createReadStream({ start: 0, end: size - 1 }) };
  } catch (err) {
    // Dropped by the server between the listing and the read: it is not part of the backup.
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

async function addDatabaseFolder(archive: ArchiveWriter, pgDir: string, rel = ''): Promise<void> {
  let entries;
  try {
    entries = await fs.readdir(path.join(pgDir, rel), { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.name.startsWith('pgsql_tmp') || entry.name === 'pg_internal.init') continue;
    if (entry.isDirectory()) {
      await archive.dir(`pg/${relPath}`);
      if (rel === '' && EMPTY_FOLDERS.has(entry.name)) {
        // pg_wal's own subfolders (archive_status, summaries) must exist in a restored cluster.
        if (entry.name === 'pg_wal')
          for (const sub of await fs.readdir(path.join(pgDir, 'pg_wal'), { withFileTypes: true }))
            if (sub.isDirectory()) await archive.dir(`pg/pg_wal/${sub.name}`);
        continue;
      }
      await addDatabaseFolder(archive, pgDir, relPath);
      continue;
    }
    if (!entry.isFile() || (rel === '' && SKIPPED_FILES.has(entry.name))) continue;
    const opened = await openSized(path.join(pgDir, relPath));
    if (opened) await archive.file(`pg/${relPath}`, opened.size, opened.stream);
  }
}

/** Rows per table in one snapshot, and the migration level. */
async function describeDatabase(client: pg.Client) {
  await client.query('begin isolation level repeatable read read only');
  try {
    // Unlogged tables (the rate limits' counters) come back empty from any crash or backup, by design.
    const tables = await client.query<{ name: string }>(
      "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${name.replace(/"/g, '""')}"`);
      counts[name] = Number(rows[0].n);
    }
    const migrations = await client
      .query<{ count: string; last_hash: string | null }>(
        'select count(*) as count, (select hash from drizzle.__drizzle_migrations order by created_at desc, id desc limit 1) as last_hash from drizzle.__drizzle_migrations',
      )
      .catch(() => ({ rows: [{ count: '0', last_hash: null }] }));
    return { counts, migrations: { count: Number(migrations.rows[0].count), last_hash: migrations.rows[0].last_hash } };
  } finally {
    await client.query('commit');
  }
}

/**
 * One archive of a consistent moment while Haulboard keeps serving, through PostgreSQL's own
 * base-backup API: a temporary replication slot keeps every WAL segment from the start on,
 * `pg_backup_start` (with a fast checkpoint) marks the start, the data folder is copied as it is,
 * `pg_backup_stop` gives the backup label that makes a restored server replay the WAL copied
 * after it, up to the stop point. Then every stored file the database names, and the secrets.
 * Nothing is held in memory: each file streams into the archive. Written as `<file>.partial`
 * and renamed only when complete, so an interrupted backup never looks like one.
 */
export async function takeBackup(source: BackupSource, file: string, automatic: boolean): Promise<BackupResult> {
  const began = Date.now();
  const pgDir = path.join(source.dataDir, 'pg');
  if (!(await exists(path.join(pgDir, 'PG_VERSION')))) throw new Error(`no database in ${pgDir}`);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  await fs.rm(partial, { force: true });
  const archive = new ArchiveWriter(partial);
  const client = new pg.Client({ connectionString: source.databaseUrl, application_name: 'haulboard-backup' });
  await client.connect();
  let inBackup = false;
  try {
    const startedAt = new Date().toISOString();
    const { rows: version } = await client.query<{ v: string }>("select current_setting('server_version') as v");
    const slot = `haulboard_backup_${crypto.randomBytes(6).toString('hex')}`;
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const described = await describeDatabase(client);
    const { rows: start } = await client.query<{ lsn: string }>('select pg_backup_start($1, true) as lsn', [`haulboard ${startedAt}`]);
    inBackup = true;

    await addDatabaseFolder(archive, pgDir);

    const { rows: stop } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>('select * from pg_backup_stop(false)');
    inBackup = false;
    // Closes the segment holding the backup's end, so its copy below is complete.
    await client.query('select pg_switch_wal()');
    await archive.buffer('pg/backup_label', Buffer.from(stop[0].labelfile));
    if (stop[0].spcmapfile) await archive.buffer('pg/tablespace_map', Buffer.from(stop[0].spcmapfile));
    const { rows: names } = await client.query<{ first: string; last: string }>('select pg_walfile_name($1) as first, pg_walfile_name($2) as last', [
      start[0].lsn,
      stop[0].lsn,
    ]);
    const walDir = path.join(pgDir, 'pg_wal');
    let segments = 0;
    for (const name of (await fs.readdir(walDir)).sort()) {
      const wanted = (WAL_SEGMENT.test(name) && name >= names[0].first && name <= names[0].last) || name.endsWith('.history');
      if (!wanted) continue;
      const opened = await openSized(path.join(walDir, name));
      if (!opened) throw new Error(`WAL segment ${name} went missing during the backup`);
      await archive.file(`pg/pg_wal/${name}`, opened.size, opened.stream);
      if (WAL_SEGMENT.test(name)) segments += 1;
    }
    await client.query('select pg_drop_replication_slot($1)', [slot]);

    // Every stored file the database names at the stop point; a file deleted since is noted.
    const missing: string[] = [];
    const media = await client.query<{ key: string; size: number }>('select key, size from media_files order by key');
    for (const { key, size } of media.rows) {
      const stream = await source.store.open(key);
      if (!stream) {
        missing.push(key);
        continue;
      }
      await archive.file(`media/${key}`, size, stream);
    }
    for (const name of SECRET_FILES) {
      const opened = await openSized(path.join(source.dataDir, name));
      if (opened) await archive.file(name, opened.size, opened.stream);
    }
    const manifest = await archive.finish({
      format: 'haulboard-backup',
      version: 1,
      started_at: startedAt,
      finished_at: new Date().toISOString(),
      automatic,
      haulboard: source.haulboardVersion,
      node: process.version,
      postgresql: version[0].v,
      migrations: described.migrations,
      row_counts: described.counts,
      wal: { start_lsn: start[0].lsn, stop_lsn: stop[0].lsn, segments },
      missing_files: missing,
    });
    await fs.rename(partial, file);
    const { size } = await fs.stat(file);
    return { file, bytes: size, manifest, tookMs: Date.now() - began };
  } catch (err) {
    await archive.abort();
    await fs.rm(partial, { force: true });
    if (inBackup) await client.query('select pg_backup_stop(false)').catch(() => {});
    throw err;
  } finally {
    // The session's end also drops a temporary slot that is still there.
    await client.end().catch(() => {});
  }
}
