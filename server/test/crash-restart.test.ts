import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inspectPidFile } from '../src/db/embedded';
import {
  alive,
  apiProcess,
  createLoad,
  descendants,
  freePort,
  loadNames,
  signIn,
  sleep,
  startSuite,
  stopSuite,
  suiteEnv,
  writeLoads,
  type Suite,
} from './suite-process';

/**
 * The README's `pnpm start` on its own data folder, killed with SIGKILL while it writes loads,
 * then started again with the same command: it must serve again with every load it
 * acknowledged (how soon is measured by bench/data-safety.mjs, not asserted). The embedded
 * PostgreSQL must not outlive the killed process for long, and a PostgreSQL that did (its guard
 * killed too) is recognised as ours and stopped by the next start.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-crash-'));
const pgDir = path.join(dataDir, 'pg');
let env: NodeJS.ProcessEnv;
let running: Suite | undefined;

const start = async () => (running = await startSuite(env));

beforeAll(async () => {
  env = suiteEnv(dataDir, await freePort());
});

afterAll(async () => {
  if (running) await stopSuite(running).catch(() => running?.child.kill('SIGKILL'));
  const owner = await inspectPidFile(pgDir);
  if (owner.kind === 'ours') process.kill(owner.pid, 'SIGINT');
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it('comes back after the API process is killed mid-write, with every acknowledged load and no orphaned PostgreSQL', async () => {
  const first = await start();
  // Nobody but the server's user reads or lists the data folder.
  expect(fs.statSync(dataDir).mode & 0o066).toBe(0);
  const token = await signIn(first.base);
  const writes = writeLoads(first.base, token, 'Crash A', 4);
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

  // Nightly backups on, due since midnight: the server takes one soon after it starts.
  env = { ...env, HAULBOARD_BACKUPS: 'on', HAULBOARD_BACKUP_AT: '00:00', HAULBOARD_TIMEZONE: 'UTC' };
  const next = await start();
  expect(next.output.join('')).toMatch(/left running on this data folder by an earlier run: stopping it cleanly/);
  expect(alive(left.kind === 'ours' ? left.pid : 0)).toBe(false);
  const saved = await loadNames(next.base, await signIn(next.base), 'Crash B');
  expect(saved.has('Crash B before')).toBe(true);

  let lastOk: string | null = null;
  for (let i = 0; i < 600 && !lastOk; i += 1) {
    lastOk = ((await (await fetch(`${next.base}/api/health/`)).json()) as { backup: { last_ok_at: string | null } }).backup.last_ok_at;
    if (!lastOk) await sleep(100);
  }
  expect(lastOk).not.toBeNull();
  expect(fs.readdirSync(path.join(dataDir, 'backups')).filter((f) => /^haulboard-auto-\d{8}-\d{6}\.tar\.gz$/.test(f))).toHaveLength(1);
}, 150_000);
