// `pnpm start` on a fresh clone (and the test runs that start the server): build every web app
// whose last finished production build is missing or older than its sources (or the shared
// package's), then the server does the same for itself.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
// `--root` is for this script's tests: a repository-shaped folder elsewhere.
const root = path.resolve(values.root ?? path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const wanted = fs.readFileSync(path.join(root, '.nvmrc'), 'utf8').trim();
if (process.versions.node.split('.')[0] !== wanted.split('.')[0]) {
  console.error(
    `[haulboard] Haulboard runs on Node.js ${wanted.split('.')[0]} (this is ${process.version}): run \`. scripts/use-node.sh\` in this shell, then try again.`,
  );
  process.exit(1);
}
/** What every build writes into dist/ last (shared/src/mf-config/build-marker.ts, BUILD_MARKER): `{ mode, startedAt }`. */
const BUILD_MARKER = '.build-complete';

const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let t = 0;
  for (const entry of fs.readdirSync(p)) t = Math.max(t, newest(path.join(p, entry)));
  return t;
};
/** The app's last finished build, or null: none, or one killed or failed midway (Rsbuild empties dist/ as it starts). */
const lastBuild = (dir) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'dist', BUILD_MARKER), 'utf8'));
  } catch {
    return null;
  }
};
const shared = newest(path.join(root, 'shared', 'src'));
const apps = ['host', ...fs.readdirSync(path.join(root, 'remotes')).map((r) => path.join('remotes', r))].filter((a) =>
  fs.existsSync(path.join(root, a, 'package.json')),
);
const stale = apps.filter((app) => {
  const dir = path.join(root, app);
  const built = lastBuild(dir);
  // A build made under another NODE_ENV (a test runner's `test`) is no production build: it breaks in the browser.
  if (built?.mode !== 'production' || typeof built.startedAt !== 'number') return true;
  const sources = Math.max(shared, newest(path.join(dir, 'src')), newest(path.join(dir, 'rsbuild.config.ts')));
  // Against the build's start: a source saved while it ran may not be in it.
  return built.startedAt < sources;
});
if (stale.length) {
  console.log(`[haulboard] building ${stale.join(', ')}`);
  const filters = stale.map((a) => `--filter ./${a}`).join(' ');
  // Production settings whoever calls: Jest (and so a test that starts the server) sets NODE_ENV=test,
  // and Rsbuild builds for whatever NODE_ENV says, a page that throws "process is not defined".
  execSync(`pnpm ${filters} build`, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}
