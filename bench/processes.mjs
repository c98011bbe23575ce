// Requests per second of one API process against two on this machine (docs/deploy.md): the same
// seeded database (100k loads, 1,000 drivers), the first process owning the embedded PostgreSQL and
// the second joining it through DATABASE_URL, as a second API process joins a managed database.
// For each call: 50 connections for 10 s on one process, then 25 on each of the two at once.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, positive, table } from './lib/harness.mjs';
import { signIn, startSeededServer, startServer, stopServer } from './lib/server.mjs';

const settings = {
  duration: positive(process.env.BENCH_DURATION, 10),
  connections: positive(process.env.BENCH_CONNECTIONS, 50),
  loads: positive(process.env.BENCH_LOADS, 100_000),
  drivers: positive(process.env.BENCH_DRIVERS, 1_000),
};
const admin = { email: 'bench-admin@haulboard.local', password: 'Bench-admin1!' };
const CALLS = [
  ['list-loads, first page', '/api/list-loads/?page=1&page_size=10'],
  ['list-loads, search "dallas"', '/api/list-loads/?page=1&page_size=10&search=dallas'],
  ['drivers, first page', '/api/users/drivers/?page=1&page_size=7'],
  ['driver-hours, first page', '/api/driver-hours/?page=1&page_size=7'],
  ['chat list, a page of 50', '/api/chat/list/?page=1&page_size=50'],
  ['stats', '/api/stats/'],
];
const say = (m) => console.log(`[bench] ${m}`);

/** The embedded database's URL, from the files the first process wrote in its data folder. */
function embeddedUrl(dataDir) {
  const password = fs.readFileSync(path.join(dataDir, '.pg-password'), 'utf8').trim();
  const port = fs
    .readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/haulboard`;
}

const load = (base, url, headers, connections) => autocannon({ url: `${base}${url}`, headers, connections, duration: settings.duration });

async function main() {
  const dirs = [fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-bench-a-')), fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-bench-b-'))];
  // The embedded PostgreSQL runs as its own user when we are root: it must reach the folder.
  for (const dir of dirs) fs.chmodSync(dir, 0o755);
  const [portA, portB] = [await freePort(), await freePort()];
  const common = {
    ...process.env,
    HAULBOARD_DEMO: '0',
    HAULBOARD_ADMIN_EMAIL: admin.email,
    HAULBOARD_ADMIN_PASSWORD: admin.password,
    HAULBOARD_LOGIN_RATE_LIMIT: '100000',
    HAULBOARD_JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  delete common.DATABASE_URL;
  const a = { env: { ...common, HAULBOARD_DATA_DIR: dirs[0], PORT: String(portA) }, base: `http://127.0.0.1:${portA}`, server: null };
  const bBase = `http://127.0.0.1:${portB}`;
  let b = null;
  try {
    await startSeededServer(a, ['--loads', settings.loads, '--drivers', settings.drivers, '--trucks', 50, '--messages', 1000], say);
    b = await startServer({ ...common, HAULBOARD_DATA_DIR: dirs[1], PORT: String(portB), DATABASE_URL: embeddedUrl(dirs[0]) }, bBase);
    const { access_token } = await signIn(a.base, admin);
    const headers = { authorization: `Bearer ${access_token}` };
    const rows = [];
    for (const [name, url] of CALLS) {
      say(name);
      await Promise.all([load(a.base, url, headers, 10), load(bBase, url, headers, 10)].map((p) => p.catch(() => null)));
      const one = await load(a.base, url, headers, settings.connections);
      const half = Math.ceil(settings.connections / 2);
      const two = await Promise.all([load(a.base, url, headers, half), load(bBase, url, headers, settings.connections - half)]);
      const twoRps = two[0].requests.average + two[1].requests.average;
      const twoP99 = Math.max(two[0].latency.p99, two[1].latency.p99);
      rows.push([
        `\`${url}\``,
        Math.round(one.requests.average),
        one.latency.p99,
        Math.round(twoRps),
        twoP99,
        `${((twoRps / one.requests.average - 1) * 100).toFixed(0)}%`,
      ]);
    }
    console.log(
      `\n${os.cpus().length} cores, ${settings.loads} loads, ${settings.drivers} drivers, ${settings.connections} connections, ${settings.duration} s a run\n`,
    );
    console.log(table(['call', 'one process: req/s', 'p99 ms', 'two processes: req/s', 'p99 ms', 'change'], rows, ['l', 'r', 'r', 'r', 'r', 'r']));
    return 0;
  } finally {
    await stopServer(b).catch(() => {});
    await stopServer(a.server).catch(() => {});
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[bench] ${err.stack ?? err}`);
    process.exit(1);
  },
);
