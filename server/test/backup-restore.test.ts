import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type pg from 'pg';
import tar from 'tar-stream';
import { LoadDocumentResponseSchema, LoadDocumentsSchema, MessageSchema } from '@haulboard/shared/contracts';
import { BackupManifestSchema, MANIFEST_NAME } from '../src/backup/manifest';
import { inspectPidFile } from '../src/db/embedded';
import { multipart, samples } from './build';
import { createLoad, databaseOf, freePort, loadNames, pnpmCommand, signIn, startSuite, stopSuite, suiteEnv, writeLoads, type Suite } from './suite-process';

/**
 * A company's whole data through `pnpm backup` and `pnpm restore`: the demo company (people,
 * trucks, trailers, loads, hours, chat) plus a load document and a chat file, backed up while
 * loads keep being written, the data folder wiped, the archive restored and `pnpm start` run
 * again. Every row and file must be there, the sign-in must work and the migrations level be the same.
 */
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-backup-'));
// As root the database runs as its own user, who must pass through every folder above its own.
fs.chmodSync(work, 0o711);
const dataDir = path.join(work, 'data');
const backups = path.join(work, 'archives');
let env: NodeJS.ProcessEnv;
let running: Suite | undefined;

async function tableCounts(client: pg.Client): Promise<Record<string, number>> {
  // Unlogged tables (the rate limits' counters) are empty after any restore, by design.
  const tables = await client.query<{ name: string }>(
    "select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and c.relpersistence = 'p'",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) counts[name] = Number((await client.query(`select count(*) as n from "${name}"`)).rows[0].n);
  return counts;
}

const migrationsLevel = async (client: pg.Client) =>
  (await client.query<{ n: number; hash: string }>('select count(*)::int as n, max(hash) as hash from drizzle.__drizzle_migrations')).rows[0];

const bytesOf = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());

/** The manifest an archive carries (its last entry). */
async function manifestOf(archive: string) {
  const extract = tar.extract();
  let text = '';
  const reading = (async () => {
    for await (const entry of extract) {
      if (entry.header.name === MANIFEST_NAME) for await (const chunk of entry) text += String(chunk);
      else entry.resume();
    }
  })();
  await pipeline(fs.createReadStream(archive), zlib.createGunzip(), extract);
  await reading;
  return BackupManifestSchema.parse(JSON.parse(text));
}

beforeAll(async () => {
  env = suiteEnv(dataDir, await freePort(), { HAULBOARD_DEMO: '1', HAULBOARD_BACKUP_DIR: backups });
});

afterAll(async () => {
  if (running) await stopSuite(running).catch(() => running?.child.kill('SIGKILL'));
  const owner = await inspectPidFile(path.join(dataDir, 'pg'));
  if (owner.kind === 'ours') process.kill(owner.pid, 'SIGINT');
  fs.rmSync(work, { recursive: true, force: true });
}, 60_000);

it('backs up while loads are written, and restores every row and file into a wiped data folder', async () => {
  running = await startSuite(env);
  const { base } = running;
  const token = await signIn(base);
  const auth = { authorization: `Bearer ${token}` };

  // A load document and a chat file, besides the demo company.
  const created = await createLoad(base, token, 'Backup with a document');
  const { id } = (await created.json()) as { id: number };
  const pdf = Buffer.concat([samples.pdf, crypto.randomBytes(2000)]);
  const doc = multipart([{ name: 'document', filename: 'rate con.pdf', content: pdf }]);
  const uploaded = await fetch(`${base}/api/loads/${id}/upload-docs/`, { method: 'PATCH', headers: { ...auth, ...doc.headers }, body: doc.payload });
  expect(uploaded.status).toBe(200);
  const { document } = LoadDocumentResponseSchema.parse(await uploaded.json());
  // A second document of the load, with its kind (issue 28).
  const pod = multipart([
    { name: 'kind', value: 'proof_of_delivery' },
    { name: 'document', filename: 'pod.png', content: samples.png },
  ]);
  const added = await fetch(`${base}/api/loads/${id}/documents/`, { method: 'POST', headers: { ...auth, ...pod.headers }, body: pod.payload });
  expect(added.status).toBe(201);
  const drivers = (await (await fetch(`${base}/api/users/drivers/?page=1&page_size=1`, { headers: auth })).json()) as { results: Array<{ id: number }> };
  // A name in another script, longer than a tar header holds: the archive carries it (pax) and the restore takes it.
  const photo = multipart([{ name: 'document', filename: `Накладная №7 «ACME» ${'длинное имя '.repeat(8)}.png`, content: samples.png }]);
  const sent = await fetch(`${base}/api/messages/${drivers.results[0].id}/`, { method: 'POST', headers: { ...auth, ...photo.headers }, body: photo.payload });
  expect(sent.status).toBe(201);
  const message = MessageSchema.parse(await sent.json());

  const before = await databaseOf(dataDir);
  const level = await migrationsLevel(before);
  const writes = writeLoads(base, token, 'During backup', 2);
  await new Promise((r) => setTimeout(r, 300));
  const acknowledgedBeforeBackup = [...writes.acknowledged];
  const countsBefore = await tableCounts(before);
  await before.end();
  // The audit trail holds the load's creation and its document (issue 28); the load's documents their own table.
  for (const table of [
    'users',
    'loads',
    'assignments',
    'trucks',
    'trailers',
    'check_ins',
    'messages',
    'media_files',
    'load_documents',
    'audit_events',
    'audit_event_days',
  ])
    expect(countsBefore[table]).toBeGreaterThan(0);

  const backup = await pnpmCommand(['backup'], env);
  await writes.finish();
  expect(backup.output).toMatch(/\[backup\] .*haulboard-\d{8}-\d{6}\.tar\.gz: [\d.]+ MB/);
  expect(backup.code).toBe(0);
  const [archive] = fs.readdirSync(backups).filter((f) => f.endsWith('.tar.gz'));
  expect(archive).toBeDefined();
  // The manifest counts every table's rows as the copy began, the audit trail's among them.
  const { row_counts } = await manifestOf(path.join(backups, archive));
  expect(row_counts.audit_events).toBeGreaterThanOrEqual(countsBefore.audit_events);

  // The server tells when the last good backup was taken.
  const health = (await (await fetch(`${base}/api/health/`)).json()) as { backup: { last_ok_at: string | null } };
  expect(health.backup.last_ok_at).not.toBeNull();

  await stopSuite(running);
  running = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });

  const restored = await pnpmCommand(['restore', path.join(backups, archive)], env);
  expect(restored.output).toMatch(/checked \d+ files against their checksums/);
  expect(restored.code).toBe(0);

  running = await startSuite(env);
  const after = await databaseOf(dataDir);
  try {
    expect(await migrationsLevel(after)).toEqual(level);
    const countsAfter = await tableCounts(after);
    for (const [table, n] of Object.entries(countsBefore)) expect({ table, kept: (countsAfter[table] ?? 0) >= n }).toEqual({ table, kept: true });
  } finally {
    await after.end();
  }
  const againToken = await signIn(running.base);
  expect(againToken).toBeTruthy();
  const names = await loadNames(running.base, againToken, 'During backup');
  expect(acknowledgedBeforeBackup.filter((n) => !names.has(n))).toEqual([]);
  // The signed links still work: the files and the signing secret came back.
  expect((await bytesOf(`${running.base}${document}`)).equals(pdf)).toBe(true);
  expect((await bytesOf(`${running.base}${message.document_url}`)).equals(samples.png)).toBe(true);
  const documents = LoadDocumentsSchema.parse(
    await (await fetch(`${running.base}/api/loads/${id}/documents/`, { headers: { authorization: `Bearer ${againToken}` } })).json(),
  );
  expect(documents.map((d) => [d.kind, d.name])).toEqual([
    ['other', 'rate con.pdf'],
    ['proof_of_delivery', 'pod.png'],
  ]);
  expect((await bytesOf(`${running.base}${documents[1].url}`)).equals(samples.png)).toBe(true);
  await stopSuite(running);
  running = undefined;

  // A folder with data in it is refused, and so is a damaged archive: nothing changes either way.
  const refused = await pnpmCommand(['restore', path.join(backups, archive)], env);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/is not empty\. Restore into an empty folder/);
  const damaged = path.join(backups, 'damaged.tar.gz');
  const bytes = fs.readFileSync(path.join(backups, archive));
  bytes[Math.floor(bytes.length / 2)] ^= 0xff;
  fs.writeFileSync(damaged, bytes);
  const empty = path.join(work, 'empty');
  const broken = await pnpmCommand(['restore', damaged], { ...env, HAULBOARD_DATA_DIR: empty });
  expect(broken.code).not.toBe(0);
  expect(broken.output).toMatch(/damaged|cannot be read/);
  expect(fs.existsSync(empty) ? fs.readdirSync(empty) : []).toEqual([]);
}, 240_000);
