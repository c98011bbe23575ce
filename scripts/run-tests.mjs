// `pnpm test`: every test, the unit suites (one Jest run, all packages) and the end-to-end suite
// (Playwright against the production build) side by side. They were run one after the other, but
// neither fills a 2-core machine alone: the e2e suite spends most of its time waiting on pages
// (about a third of the CPU it is given), so running the two together takes minutes off CI.
// Each line is prefixed by the suite that printed it; the run fails if either fails, and says
// which. `pnpm test:unit` and `pnpm test:e2e` run one of them alone.
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// Built once, before either starts: both would otherwise build what is stale, at the same time.
execSync('node scripts/ensure-built.mjs && node server/scripts/ensure-built.mjs', { cwd: root, stdio: 'inherit' });

const suites = [
  { name: 'unit', command: 'pnpm', args: ['exec', 'jest'], cwd: root },
  { name: 'e2e', command: 'pnpm', args: ['exec', 'playwright', 'test'], cwd: path.join(root, 'e2e') },
];

const run = ({ name, command, args, cwd }) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${name}] ${line}\n`));
    }
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }));
  });

const started = Date.now();
const results = await Promise.all(suites.map(run));
const failed = results.filter((r) => r.code !== 0);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failed.length) {
  console.error(`[haulboard] tests failed (${minutes} min): ${failed.map((r) => `${r.name} (exit ${r.code})`).join(', ')}`);
  process.exit(1);
}
console.log(`[haulboard] every test passed (${minutes} min): ${results.map((r) => r.name).join(' and ')}`);
