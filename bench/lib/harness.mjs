// Helpers the browser benches share: settings, tables, ports, a copy of the web builds
// (so a build started meanwhile cannot pull pages from under a run), a signed-in session.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanUpOnExit, newestMtime } from './process.mjs';
import { stopServer } from './server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The middle of the numbers among `xs` (the mean of the two middle ones for an even count), or null. */
export function median(xs) {
  const s = xs.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** Milliseconds for a table cell with `digits` decimals; '-' when there is no figure. */
export const formatMs = (x, digits) => (typeof x === 'number' && Number.isFinite(x) ? x.toFixed(digits) : '-');

export function positive(value, fallback) {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

export function table(headers, rows, align) {
  const cells = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (align[i] === 'r' ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}`;
  return [line(cells[0]), `${rule}|`, ...cells.slice(1).map(line)].join('\n');
}

/** A port nobody listens on now, chosen by the system. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

export function webDists() {
  const remotes = fs.readdirSync(path.join(root, 'remotes')).filter((r) => fs.existsSync(path.join(root, 'remotes', r, 'package.json')));
  return [path.join('host', 'dist'), ...remotes.map((r) => path.join('remotes', r, 'dist'))];
}

export function buildStamp(dists) {
  return dists
    .map((d) => path.join(root, d, d.startsWith('host') ? 'index.html' : 'mf-manifest.json'))
    .map((f) => (fs.existsSync(f) ? `${f}:${fs.statSync(f).mtimeMs}` : `${f}:missing`))
    .join('|');
}

export async function snapshotBuilds(webRoot, say = console.log) {
  const dists = webDists().filter((d) => fs.existsSync(path.join(root, d)));
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = buildStamp(dists);
    fs.rmSync(webRoot, { recursive: true, force: true });
    try {
      for (const d of dists) fs.cpSync(path.join(root, d), path.join(webRoot, d), { recursive: true });
      if (!before.includes(':missing') && buildStamp(dists) === before) return dists;
    } catch {
      // A file vanished under the copy: a build is running.
    }
    say(`a build changed while it was copied (attempt ${attempt}); copying again`);
    await new Promise((r) => setTimeout(r, 3000));
  }
  throw new Error('the web builds kept changing while they were copied: stop the other build and run again');
}

export function seedSession({ origin, tokens }) {
  if (location.origin !== origin) return;
  localStorage.setItem('access_token', tokens.access_token);
  localStorage.setItem('refresh_token', tokens.refresh_token);
  localStorage.setItem('user_type', tokens.user_type);
}

/**
 * A bench run's private world: a temporary folder with the server's data directory and a
 * web root, the server's environment, and a clean-up (browser, server, folder) that runs on
 * any exit. Set `run.server` and `run.browser` as they start. `env` adds to or overrides the
 * defaults.
 */
export function createRun({ label, port, admin, env = {}, say = console.log, onSignal = () => {} }) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `haulboard-${label.replace(/\W+/g, '-')}-`));
  const dataDir = path.join(tmp, 'data');
  const webRoot = path.join(tmp, 'web');
  fs.mkdirSync(dataDir);
  // The embedded PostgreSQL runs as its own user when we are root: it must reach the folder.
  fs.chmodSync(tmp, 0o755);
  fs.chmodSync(dataDir, 0o755);
  const serverEnv = {
    ...process.env,
    HAULBOARD_DATA_DIR: dataDir,
    HAULBOARD_WEB_ROOT: webRoot,
    HAULBOARD_ADMIN_EMAIL: admin.email,
    HAULBOARD_ADMIN_PASSWORD: admin.password,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  const run = { tmp, dataDir, webRoot, base: `http://127.0.0.1:${port}`, env: serverEnv, server: null, browser: null };
  let cleaning = null;
  run.cleanUp = () =>
    (cleaning ??= (async () => {
      await run.browser?.close().catch(() => {});
      await stopServer(run.server).catch(() => {});
      fs.rmSync(tmp, { recursive: true, force: true });
    })());
  cleanUpOnExit(label, run.cleanUp, (signal) => {
    onSignal(signal);
    say(`${signal}: stopping the server`);
  });
  return run;
}

/**
 * The builds a browser bench of one remote needs (the server, the seed CLI, the host, the
 * remote), the web builds not there, and a warning when the remote's sources are newer.
 */
export function checkBuilds(remote) {
  const serverDist = path.join(root, 'server', 'dist');
  const manifest = path.join(root, 'remotes', remote, 'dist', 'mf-manifest.json');
  const needed = [path.join(serverDist, 'main.cjs'), path.join(serverDist, 'seed-cli.cjs'), path.join(root, 'host', 'dist', 'index.html'), manifest];
  const missing = needed.filter((f) => !fs.existsSync(f)).map((f) => path.relative(root, f));
  const absent = webDists().filter((d) => !fs.existsSync(path.join(root, d)));
  const warnings = [];
  if (fs.existsSync(manifest) && newestMtime(path.join(root, 'remotes', remote, 'src')) > fs.statSync(manifest).mtimeMs) {
    warnings.push(`remotes/${remote}/src has changes newer than remotes/${remote}/dist: the figures are those of the last build`);
  }
  return { missing, absent, warnings };
}
