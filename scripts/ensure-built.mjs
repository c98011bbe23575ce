// `pnpm start` on a fresh clone: build every web app whose dist/ is missing or older than
// its sources (or the shared package's), then the server does the same for itself.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const wanted = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
if (process.versions.node.split('.')[0] !== wanted.split('.')[0]) {
  console.error(
    `[haulboard] Haulboard runs on Node.js ${wanted.split('.')[0]} (this is ${process.version}): run \`. scripts/use-node.sh\` in this shell, then try again.`,
  );
  process.exit(1);
}
const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const entry of fs.readdirSync(p)) t = Math.max(t, newest(path.join(p, entry)));
  return t;
};
const shared = newest(path.join(root, 'shared', 'src'));
const apps = ['host', ...fs.readdirSync(path.join(root, 'remotes')).map((r) => path.join('remotes', r))].filter((a) =>
  fs.existsSync(path.join(root, a, 'package.json')),
);
const stale = apps.filter((app) => {
  const dir = path.join(root, app);
  const built = path.join(dir, 'dist', 'mf-manifest.json');
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(shared, newest(path.join(dir, 'src')), newest(path.join(dir, 'rsbuild.config.ts')));
  return fs.statSync(built).mtimeMs < sources;
});
if (stale.length) {
  console.log(`[haulboard] building ${stale.join(', ')}`);
  const filters = stale.map((a) => `--filter ./${a}`).join(' ');
  execSync(`pnpm ${filters} build`, { cwd: root, stdio: 'inherit' });
}
