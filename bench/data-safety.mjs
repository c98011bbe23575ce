// Data safety at the scale of a large carrier (issue 25): how long the suite takes to serve again
// after its API process is killed mid-write, what a backup and a restore cost at 100k loads while
// the API keeps serving, and how health answers while twenty PDF reports are asked for at once.
// Prints tables; exits non-zero only when the server cannot start or a step fails outright.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRun, freePort, median, positive, table } from './lib/harness.mjs';
import { serverDir, signIn, startSeededServer, startServer, stopServer } from './lib/server.mjs';

const run$ = promisify(execFile);
const settings = {
  loads: positive(process.env.BENCH_LOADS, 100_000),
  drivers: positive(process.env.BENCH_DRIVERS, 1_000),
  files: positive(process.env.BENCH_FILES, 100),
  kills: positive(process.env.BENCH_KILLS, 3),
  reports: positive(process.env.BENCH_REPORTS, 20),
};
const admin = { email: 'bench-admin@haulboard.local', password: 'Bench-admin1!' };
const say = (m) => console.log(`[bench] ${m}`);
const backupCli = path.join(serverDir, 'dist', 'backup-cli.cjs');
const root = path.resolve(serverDir, '..');

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const mb = (bytes) => (bytes / 1048576).toFixed(1);
const s = (ms) => (ms / 1000).toFixed(1);

function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) total += folderBytes(p);
    else if (entry.isFile()) total += fs.statSync(p).size;
  }
  return total;
}

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

const auth = (token) => ({ authorization: `Bearer ${token}` });

function sampleLoad(name) {
  return {
    loadname: name,
    pickup_location: 'Dallas, TX',
    delivery_location: 'Austin, TX',
    pickup_date: '2031-03-03',
    pickup_time: '08:00',
    delivery_date: '2031-03-04',
    delivery_time: '09:00',
    weight_lbs: 1000,
  };
}

/** Loads written one after another by `n` writers until stopped or the server goes away. */
function writers(base, token, prefix, n) {
  const acknowledged = [];
  let stop = false;
  const done = Promise.all(
    Array.from({ length: n }, async (_, w) => {
      for (let i = 0; !stop; i += 1) {
        try {
          const res = await fetch(`${base}/api/create-load/`, {
            method: 'POST',
            headers: { ...auth(token), 'content-type': 'application/json' },
            body: JSON.stringify(sampleLoad(`${prefix} ${w}-${i}`)),
          });
          await res.arrayBuffer();
          if (res.status === 201) acknowledged.push(`${prefix} ${w}-${i}`);
        } catch {
          return;
        }
      }
    }),
  );
  return { acknowledged, finish: async () => ((stop = true), await done) };
}

/** Latencies of `url` asked every `everyMs` until stopped. */
function probe(url, headers, everyMs) {
  const times = [];
  const statuses = {};
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const t = performance.now();
      try {
        const res = await fetch(url, { headers });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      } catch {
        statuses.error = (statuses.error ?? 0) + 1;
      }
      times.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return { times, statuses, finish: async () => ((stop = true), await done) };
}

async function countLoads(base, token, search) {
  const res = await fetch(`${base}/api/list-loads/?page=1&page_size=1${search ? `&search=${encodeURIComponent(search)}` : ''}`, { headers: auth(token) });
  return (await res.json()).count;
}

async function addFiles(base, token) {
  const page = await (await fetch(`${base}/api/list-loads/?page=1&page_size=${Math.min(200, settings.files)}`, { headers: auth(token) })).json();
  for (const load of page.results.slice(0, settings.files)) {
    const boundary = `bench${crypto.randomBytes(6).toString('hex')}`;
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), crypto.randomBytes(200 * 1024), Buffer.from('\n%%EOF\n')]);
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="rate.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      pdf,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${base}/api/loads/${load.id}/upload-docs/`, {
      method: 'PATCH',
      headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    if (!res.ok) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  }
}

async function main() {
  const port = await freePort();
  const run = createRun({
    label: 'data-safety',
    port,
    admin,
    say,
    env: {
      HAULBOARD_DEMO: '0',
      HAULBOARD_BACKUPS: 'off',
      HAULBOARD_WEB_ROOT: root,
      HAULBOARD_UPLOADS_PER_MINUTE: '100000',
      HAULBOARD_LOGIN_RATE_LIMIT: '100000',
    },
  });
  try {
    await startSeededServer(run, ['--loads', settings.loads, '--drivers', settings.drivers, '--trucks', 50, '--messages', 5000], say);
    let token = (await signIn(run.base, admin)).access_token;
    await addFiles(run.base, token);
    say(`${settings.files} documents of 200 KB uploaded`);

    // 1. Killed mid-write, started again.
    const kills = [];
    for (let i = 0; i < settings.kills; i += 1) {
      const writes = writers(run.base, token, `Kill ${i}`, 4);
      await new Promise((r) => setTimeout(r, 1500));
      const pgPid = Number(fs.readFileSync(path.join(run.dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      run.server.child.kill('SIGKILL');
      await run.server.exit;
      const killedAt = performance.now();
      await writes.finish();
      while (fs.existsSync(`/proc/${pgPid}`)) await new Promise((r) => setTimeout(r, 20));
      const orphanMs = performance.now() - killedAt;
      const t = performance.now();
      run.server = await startServer(run.env, run.base);
      const serveMs = performance.now() - t;
      token = (await signIn(run.base, admin)).access_token;
      const kept = await countLoads(run.base, token, `Kill ${i} `);
      kills.push({ acked: writes.acknowledged.length, kept, orphanMs, serveMs });
      say(
        `kill ${i + 1}: ${writes.acknowledged.length} loads acknowledged, ${kept} found; PostgreSQL gone ${s(orphanMs)} s after the kill; serving ${s(serveMs)} s after the start`,
      );
    }

    // 2. A backup while writes and reads go on.
    const dataBytes = folderBytes(run.dataDir);
    const loadsAtStart = await countLoads(run.base, token);
    const archives = path.join(run.tmp, 'archives');
    const writes = writers(run.base, token, 'Backup', 2);
    const reads = probe(`${run.base}/api/list-loads/?page=1&page_size=10`, auth(token), 50);
    let t = performance.now();
    const backup = await run$(process.execPath, [backupCli, 'backup', '--to', archives], { cwd: serverDir, env: run.env });
    const backupMs = performance.now() - t;
    await writes.finish();
    await reads.finish();
    const archive = path.join(
      archives,
      fs.readdirSync(archives).find((f) => f.endsWith('.tar.gz')),
    );
    const archiveBytes = fs.statSync(archive).size;
    say(backup.stdout.trim());

    // 3. Twenty PDF reports at once, health asked every 200 ms meanwhile.
    const pid = run.server.child.pid;
    const before = rssMb(pid);
    const health = probe(`${run.base}/api/health/`, {}, 200);
    const month = new Date().toISOString().slice(0, 8) + '01';
    t = performance.now();
    const answers = await Promise.all(
      Array.from({ length: settings.reports }, () =>
        fetch(`${run.base}/api/generate-load-report/`, {
          method: 'POST',
          headers: { ...auth(token), 'content-type': 'application/json' },
          body: JSON.stringify({ pickup_date: month, period: 'monthly' }),
        }).then(async (r) => (await r.arrayBuffer(), r.status)),
      ),
    );
    const reportsMs = performance.now() - t;
    await new Promise((r) => setTimeout(r, 1000));
    await health.finish();
    const after = rssMb(pid);
    const reportStatuses = answers.reduce((acc, st) => ({ ...acc, [st]: (acc[st] ?? 0) + 1 }), {});
    await stopServer(run.server);
    run.server = null;

    // 4. Restore into an empty folder, then the first start (the archive's WAL replayed).
    const restoredDir = path.join(run.tmp, 'restored');
    t = performance.now();
    await run$(process.execPath, [backupCli, 'restore', archive], { cwd: serverDir, env: { ...run.env, HAULBOARD_DATA_DIR: restoredDir } });
    const restoreMs = performance.now() - t;
    const restoredEnv = { ...run.env, HAULBOARD_DATA_DIR: restoredDir };
    t = performance.now();
    run.server = await startServer(restoredEnv, run.base);
    const firstStartMs = performance.now() - t;
    token = (await signIn(run.base, admin)).access_token;
    const loadsAfter = await countLoads(run.base, token);

    console.log(`\n## Data safety at ${settings.loads.toLocaleString('en-US')} loads (${new Date().toISOString().slice(0, 16)} UTC)\n`);
    console.log('Killed with SIGKILL while 4 writers created loads, then started again (dist/main.cjs):\n');
    console.log(
      table(
        ['kill', 'loads acknowledged', 'found after', 'PostgreSQL gone after (s)', 'serving after start (s)'],
        kills.map((k, i) => [i + 1, k.acked, k.kept, s(k.orphanMs), s(k.serveMs)]),
        ['r', 'r', 'r', 'r', 'r'],
      ),
    );
    console.log(`\nmedian time to serve: ${s(median(kills.map((k) => k.serveMs)))} s\n`);
    console.log('Backup and restore (data folder with the embedded PostgreSQL and the documents):\n');
    console.log(
      table(
        ['step', 'time (s)', 'size (MB)', 'meanwhile'],
        [
          [
            'pnpm backup while 2 writers and a reader run',
            s(backupMs),
            `${mb(archiveBytes)} (data folder ${mb(dataBytes)})`,
            `list-loads p50 ${percentile(reads.times, 50).toFixed(0)} ms, p99 ${percentile(reads.times, 99).toFixed(0)} ms, ${writes.acknowledged.length} loads written`,
          ],
          ['pnpm restore into an empty folder', s(restoreMs), '', ''],
          [
            'first start after the restore (WAL replayed)',
            s(firstStartMs),
            '',
            `loads: ${loadsAtStart} as the backup began, ${loadsAfter} restored (writes up to its end included)`,
          ],
        ],
        ['l', 'r', 'l', 'l'],
      ),
    );
    console.log(`\n${settings.reports} monthly PDF reports at once (${s(reportsMs)} s for all), health every 200 ms:\n`);
    console.log(
      table(
        ['reports answered', 'health p50 (ms)', 'health p99 (ms)', 'health max (ms)', 'health answers', 'RSS before (MB)', 'RSS after, peak (MB)'],
        [
          [
            JSON.stringify(reportStatuses),
            percentile(health.times, 50).toFixed(0),
            percentile(health.times, 99).toFixed(0),
            Math.max(...health.times).toFixed(0),
            JSON.stringify(health.statuses),
            before.rss.toFixed(0),
            `${after.rss.toFixed(0)}, ${after.peak.toFixed(0)}`,
          ],
        ],
        ['l', 'r', 'r', 'r', 'l', 'r', 'r'],
      ),
    );
  } finally {
    await run.cleanUp();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
