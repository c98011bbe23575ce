// Server hardening figures (issue 11): what the hardened calls cost under the abuse the probe
// tried, on the production bundle with 100k loads. Prints tables; never fails on the figures.
//  1. request-reset/ for known and unknown addresses: the answer's time either way.
//  2. 8 parallel whole-table answers (list-loads/ and friends, unpaged): wall time, the server's
//     peak memory, and /api/health/ meanwhile.
//  3. The loads CSV export of every load (issue 13): time, size and the server's peak memory.
//  4. 8 parallel oversize photo uploads (24 MB against a 10 MB limit) from one driver: answers and
//     the server's peak memory.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { createRun, portIsFree, positive, table } from './lib/harness.mjs';
import { mainJs, serverDir, signIn, startServer, stopServer } from './lib/server.mjs';

const settings = {
  port: positive(process.env.BENCH_HARDEN_PORT, 8096),
  loads: positive(process.env.BENCH_LOADS, 100_000),
  resets: positive(process.env.BENCH_RESETS, 20),
};
const admin = { email: 'bench-admin@haulboard.local', password: 'Bench-admin1!' };
const seedJs = path.join(serverDir, 'dist', 'seed-cli.cjs');
const say = (m) => console.log(`[bench:harden] ${m}`);
const MB = 1024 * 1024;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const ms = (x) => x.toFixed(1);

/** The server process's resident memory now, in MB (Linux). */
function rssMb(pid) {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line)[1]) / 1024;
}

/** Samples the server's memory until `stop` is called; answers the peak. */
function watchMemory(pid) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

/**
 * Asks /api/health/ every 20 ms until `stop`, from a thread of its own: the readers' work on this
 * thread would otherwise delay the probe's own measurements. Answers each answer's time.
 */
function probeHealth(base) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const times = [];
     let going = true;
     parentPort.on('message', () => (going = false));
     (async () => {
       while (going) {
         const t = performance.now();
         await (await fetch(workerData + '/api/health/')).arrayBuffer();
         times.push(performance.now() - t);
         await new Promise((r) => setTimeout(r, 20));
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: base },
  );
  const result = new Promise((resolve) => worker.once('message', resolve));
  return async () => {
    worker.postMessage('stop');
    const times = await result;
    await worker.terminate();
    return times;
  };
}

async function resetTimings(base, token) {
  const res = await fetch(`${base}/api/users/drivers/?page=1&page_size=${settings.resets}`, { headers: { authorization: `Bearer ${token}` } });
  const known = (await res.json()).results.map((d) => d.email);
  const time = async (email) => {
    const t = performance.now();
    const r = await fetch(`${base}/api/auth/request-reset/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await r.arrayBuffer();
    if (r.status !== 200) throw new Error(`request-reset answered ${r.status}`);
    return performance.now() - t;
  };
  const knownMs = [];
  const unknownMs = [];
  // Alternated, so drift in the machine's load falls on both alike.
  for (let i = 0; i < known.length; i += 1) {
    knownMs.push(await time(known[i]));
    unknownMs.push(await time(`nobody-${i}-${Date.now()}@example.com`));
  }
  return { knownMs, unknownMs };
}

async function wholeLists(base, token, pid) {
  const paths = [
    '/api/list-loads/',
    '/api/list-loads/',
    '/api/list-loads/',
    '/api/assigned-loads/',
    '/api/unassigned-loads/',
    '/api/loads-overview/',
    '/api/loads-overview/',
    '/api/list-loads/',
  ];
  const before = rssMb(pid);
  const stopMemory = watchMemory(pid);
  const stopProbe = probeHealth(base);
  const t = performance.now();
  const answers = await Promise.all(
    paths.map(async (p) => {
      const res = await fetch(`${base}${p}`, { headers: { authorization: `Bearer ${token}` } });
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      return { status: res.status, bytes };
    }),
  );
  const wall = performance.now() - t;
  const health = await stopProbe();
  return { before, peak: stopMemory(), wall, answers, health };
}

function oversizeUpload(base, token, to) {
  const boundary = 'benchBoundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="camera_media"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const size = 24 * MB;
  return new Promise((resolve) => {
    const req = http.request(`${base}/api/messages/${to}/`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + size + 8 + boundary.length,
      },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => {
        resolve({ status: res.statusCode, detail: text ? JSON.parse(text).detail : '' });
        req.destroy();
      });
    });
    req.on('error', () => {});
    void (async () => {
      req.write(head);
      const chunk = Buffer.alloc(64 * 1024, 7);
      Buffer.from('89504e470d0a1a0a', 'hex').copy(chunk);
      for (let sent = 0; sent < size && !answered && !req.destroyed; sent += chunk.length) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
    })();
  });
}

async function main() {
  if (!fs.existsSync(mainJs) || !fs.existsSync(seedJs)) {
    console.error('[bench:harden] build the server first: pnpm --filter @haulboard/server build');
    return 1;
  }
  if (!(await portIsFree(settings.port))) throw new Error(`port ${settings.port} is in use (set BENCH_HARDEN_PORT)`);
  const run = createRun({
    label: 'bench:harden',
    port: settings.port,
    admin,
    env: { HAULBOARD_DEMO: '0', HAULBOARD_LOGIN_RATE_LIMIT: '100000', HAULBOARD_RESET_RATE_LIMIT: '100000', HAULBOARD_UPLOADS_CONCURRENT: '100' },
    say,
  });
  try {
    run.server = await startServer(run.env, run.base);
    await stopServer(run.server);
    say(`seeding ${settings.loads} loads`);
    execFileSync(process.execPath, [seedJs, '--loads', String(settings.loads), '--drivers', '100', '--trucks', '50'], {
      cwd: serverDir,
      env: run.env,
      stdio: 'ignore',
    });
    run.server = await startServer(run.env, run.base);
    const pid = run.server.child.pid;
    const token = (await signIn(run.base, admin)).access_token;

    say(`request-reset: ${settings.resets} known and ${settings.resets} unknown addresses, alternated`);
    const { knownMs, unknownMs } = await resetTimings(run.base, token);

    say('8 parallel whole-table answers');
    const lists = await wholeLists(run.base, token, pid);

    say('CSV export of every load');
    const exportBefore = rssMb(pid);
    const stopExportMemory = watchMemory(pid);
    const exportStart = performance.now();
    const exported = await fetch(`${run.base}/api/loads/export/`, { headers: { authorization: `Bearer ${token}` } });
    let exportBytes = 0;
    let exportLines = 0;
    for await (const chunk of exported.body) {
      exportBytes += chunk.length;
      for (const byte of chunk) if (byte === 10) exportLines += 1;
    }
    const exportMs = performance.now() - exportStart;
    const exportPeak = stopExportMemory();

    say('8 parallel oversize photo sends from one driver');
    const drivers = await (await fetch(`${run.base}/api/users/drivers/?page=1&page_size=2`, { headers: { authorization: `Bearer ${token}` } })).json();
    const driver = await signIn(run.base, { email: drivers.results[0].email, password: 'Driver-bulk1!' });
    const beforeUploads = rssMb(pid);
    const stopMemory = watchMemory(pid);
    const uploads = await Promise.all(Array.from({ length: 8 }, () => oversizeUpload(run.base, driver.access_token, drivers.results[1].id)));
    const uploadPeak = stopMemory();

    console.log('');
    console.log(`Server hardening, ${settings.loads.toLocaleString('en-US')} loads; server, database and clients on one machine.`);
    console.log('');
    console.log(
      table(
        ['request-reset/', 'median ms', 'p90 ms', 'max ms'],
        [
          ['known address', ms(median(knownMs)), ms(pct(knownMs, 0.9)), ms(Math.max(...knownMs))],
          ['unknown address', ms(median(unknownMs)), ms(pct(unknownMs, 0.9)), ms(Math.max(...unknownMs))],
        ],
        ['l', 'r', 'r', 'r'],
      ),
    );
    console.log('');
    const statuses = (xs) => [...new Set(xs.map((a) => a.status))].join(', ');
    console.log(
      table(
        ['calls', 'answers', 'wall s', 'server RSS MB before -> peak', 'health p50 / p99 / max ms'],
        [
          [
            '8 parallel: unpaged list-loads x4, assigned, unassigned, overview x2',
            `${statuses(lists.answers)}; ${(lists.answers[0].bytes / MB).toFixed(0)} MB each list-loads`,
            (lists.wall / 1000).toFixed(1),
            `${lists.before.toFixed(0)} -> ${lists.peak.toFixed(0)}`,
            `${ms(pct(lists.health, 0.5))} / ${ms(pct(lists.health, 0.99))} / ${ms(Math.max(...lists.health))} (${lists.health.length} probes)`,
          ],
          [
            'loads/export/ (CSV of every load, one call)',
            `${exported.status}; ${exportLines - 1} rows, ${(exportBytes / MB).toFixed(1)} MB`,
            (exportMs / 1000).toFixed(1),
            `${exportBefore.toFixed(0)} -> ${exportPeak.toFixed(0)}`,
            '-',
          ],
          [
            '8 parallel 24 MB photo sends (limit 10 MB)',
            `${statuses(uploads)}: ${uploads[0].detail}`,
            '-',
            `${beforeUploads.toFixed(0)} -> ${uploadPeak.toFixed(0)}`,
            '-',
          ],
        ],
        ['l', 'l', 'r', 'r', 'r'],
      ),
    );
    return 0;
  } finally {
    await run.cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(`[bench:harden] ${err.stack ?? err}`);
    process.exit(1);
  },
);
