// Helpers the browser benches share: settings, tables, ports, a copy of the web builds
// (so a build started meanwhile cannot pull pages from under a run), a signed-in session.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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

