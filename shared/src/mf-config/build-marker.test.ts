// Real Rsbuild builds of a one-file app, in a child Node (Rsbuild is ESM only; Node strips this
// folder's types): what scripts/ensure-built.mjs trusts a dist/ by.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_MARKER, type BuildMarker } from './build-marker';

const sharedDir = path.join(__dirname, '..', '..');
let app: string;
beforeEach(() => {
  app = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-build-marker-'));
  fs.mkdirSync(path.join(app, 'src'));
});
afterEach(() => fs.rmSync(app, { recursive: true, force: true }));

/** Builds the app as `rsbuild build` does, precompression included, under this NODE_ENV. */
function build(source: string, nodeEnv: string) {
  fs.writeFileSync(path.join(app, 'src', 'index.js'), source);
  const script = `
    import { createRsbuild } from '@rsbuild/core';
    import { pluginBuildMarker } from './src/mf-config/build-marker.ts';
    import { pluginPrecompress } from './src/mf-config/precompress.ts';
    const rsbuild = await createRsbuild({
      cwd: ${JSON.stringify(app)},
      rsbuildConfig: { source: { entry: { index: './src/index.js' } }, plugins: [pluginBuildMarker(), pluginPrecompress()], logLevel: 'silent' },
    });
    await rsbuild.build();`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: sharedDir, encoding: 'utf8', env: { ...process.env, NODE_ENV: nodeEnv } });
}
const dist = (...p: string[]) => path.join(app, 'dist', ...p);
const marker = () => JSON.parse(fs.readFileSync(dist(BUILD_MARKER), 'utf8')) as BuildMarker;

it("writes the marker after everything else (precompression too), with the build's mode and start", () => {
  const before = Date.now();
  // Long enough to compress, so precompression writes its twins.
  const run = build(`document.title = '${'built '.repeat(200)}';`, 'production');
  expect(run.status).toBe(0);
  expect(marker()).toEqual({ mode: 'production', startedAt: expect.any(Number) });
  expect(marker().startedAt).toBeGreaterThanOrEqual(before - 1000);
  const written = fs.readdirSync(dist(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && e.name !== BUILD_MARKER);
  expect(written.some((e) => e.name.endsWith('.js.gz'))).toBe(true);
  const markedAt = fs.statSync(dist(BUILD_MARKER)).mtimeMs;
  for (const e of written) expect(fs.statSync(path.join(e.parentPath, e.name)).mtimeMs).toBeLessThanOrEqual(markedAt);
});

it("says so when NODE_ENV made it no production build (a test runner's 'test')", () => {
  expect(build("document.title = 'built';", 'test').status).toBe(0);
  expect(marker().mode).toBe('none');
});

it('leaves no marker when a build fails, though an earlier one had finished', () => {
  expect(build("document.title = 'built';", 'production').status).toBe(0);
  expect(fs.existsSync(dist(BUILD_MARKER))).toBe(true);
  expect(build("import './missing.js';", 'production').status).not.toBe(0);
  expect(fs.existsSync(dist(BUILD_MARKER))).toBe(false);
});
