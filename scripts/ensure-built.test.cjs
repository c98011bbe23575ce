// `node scripts/ensure-built.mjs` run as Jest's own child processes run it (NODE_ENV=test), on a
// repository-shaped folder, with a `pnpm` of the test's first in PATH that builds as Rsbuild does:
// it empties dist/, writes the files, and writes the completion marker (shared/src/mf-config/
// build-marker.ts) last, in the mode NODE_ENV gives; or is killed midway, when the test says so.
const { afterEach, beforeEach, expect, it } = require('@jest/globals');
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const FAKE_PNPM = `#!/usr/bin/env node
const fs = require('node:fs');
const path = require('node:path');
const args = process.argv.slice(2);
const apps = args.flatMap((a, i) => (args[i - 1] === '--filter' ? [a] : []));
fs.appendFileSync(process.env.BUILD_LOG, JSON.stringify({ apps, nodeEnv: process.env.NODE_ENV ?? null }) + '\\n');
for (const app of apps) {
  const dist = path.join(process.cwd(), app, 'dist');
  const startedAt = Date.now();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  if (process.env.KILL_BUILD) process.kill(process.pid, 'SIGKILL');
  const mode = process.env.NODE_ENV === 'production' || process.env.NODE_ENV === 'development' ? process.env.NODE_ENV : 'none';
  fs.writeFileSync(path.join(dist, '.build-complete'), JSON.stringify({ mode, startedAt }));
}
`;

let root;
let bin;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-ensure-built-'));
  fs.writeFileSync(path.join(root, '.nvmrc'), process.versions.node);
  for (const app of ['host', 'remotes/chat']) {
    fs.mkdirSync(path.join(root, app, 'src'), { recursive: true });
    fs.writeFileSync(path.join(root, app, 'package.json'), '{}');
    fs.writeFileSync(path.join(root, app, 'src', 'index.ts'), 'export {};');
  }
  fs.mkdirSync(path.join(root, 'shared', 'src'), { recursive: true });
  bin = path.join(root, '.bin');
  fs.mkdirSync(bin);
  fs.writeFileSync(path.join(bin, 'pnpm'), FAKE_PNPM, { mode: 0o755 });
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const log = () => path.join(root, 'builds.log');
/** The script as a test runner's child runs it; answers the builds it asked for. */
function ensureBuilt(env = {}) {
  const before = fs.existsSync(log()) ? fs.readFileSync(log(), 'utf8').split('\n').filter(Boolean).length : 0;
  const run = spawnSync(process.execPath, [path.join(__dirname, 'ensure-built.mjs'), '--root', root], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test', PATH: `${bin}${path.delimiter}${process.env.PATH}`, BUILD_LOG: log(), ...env },
  });
  const builds = fs.existsSync(log())
    ? fs
        .readFileSync(log(), 'utf8')
        .split('\n')
        .filter(Boolean)
        .slice(before)
        .map((l) => JSON.parse(l))
    : [];
  return { run, builds };
}
const marker = (app) => path.join(root, app, 'dist', '.build-complete');
/** Moves a file's modification time `ms` into the future, as an edit after the build would. */
const touchLater = (file, ms) => {
  const t = new Date(Date.now() + ms);
  fs.utimesSync(file, t, t);
};

it('builds with NODE_ENV=production though its caller runs under NODE_ENV=test, then leaves fresh builds alone', () => {
  const first = ensureBuilt();
  expect(first.run.status).toBe(0);
  expect(first.builds).toEqual([{ apps: ['./host', './remotes/chat'], nodeEnv: 'production' }]);
  expect(JSON.parse(fs.readFileSync(marker('host'), 'utf8')).mode).toBe('production');

  expect(ensureBuilt().builds).toEqual([]);
  touchLater(path.join(root, 'remotes/chat/src/index.ts'), 60_000);
  expect(ensureBuilt().builds).toEqual([{ apps: ['./remotes/chat'], nodeEnv: 'production' }]);
  fs.writeFileSync(path.join(root, 'shared/src/contracts.ts'), 'export {};');
  touchLater(path.join(root, 'shared/src/contracts.ts'), 120_000);
  expect(ensureBuilt().builds).toEqual([{ apps: ['./host', './remotes/chat'], nodeEnv: 'production' }]);
});

it('takes a build killed midway for no build: it fails, and the next run builds again', () => {
  const killed = ensureBuilt({ KILL_BUILD: '1' });
  expect(killed.run.status).not.toBe(0);
  // The killed build got as far as the manifest, newer than every source.
  expect(fs.existsSync(path.join(root, 'host/dist/mf-manifest.json'))).toBe(true);
  expect(fs.existsSync(marker('host'))).toBe(false);

  expect(ensureBuilt().builds).toEqual([{ apps: ['./host', './remotes/chat'], nodeEnv: 'production' }]);
  expect(ensureBuilt().builds).toEqual([]);
});

it('rebuilds a finished build made in another mode (a `NODE_ENV=test pnpm build`), and one from before the marker', () => {
  ensureBuilt();
  fs.writeFileSync(marker('host'), JSON.stringify({ mode: 'none', startedAt: Date.now() + 60_000 }));
  fs.rmSync(marker('remotes/chat'));
  expect(ensureBuilt().builds).toEqual([{ apps: ['./host', './remotes/chat'], nodeEnv: 'production' }]);
});
