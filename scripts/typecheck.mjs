// The type check of every package: the web packages as one program (tsconfig.web.json), then the
// server and the end-to-end suite. It runs on TypeScript 7, the native compiler (`typescript-7` in the
// root package.json): the same checks in 33 CPU-s where TypeScript 5.9 took 47, on the two cores CI
// shares with the tests. TypeScript 5.9 (`typescript`) stays for what reads its JavaScript API:
// typescript-eslint's parser, the editors, and each package's own `typecheck` script.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(path.dirname(createRequire(path.join(root, 'package.json')).resolve('typescript-7/package.json')), 'bin', 'tsc');
const projects = [
  ['-p', 'tsconfig.web.json'],
  ['-p', 'server', '--noEmit'],
  ['-p', 'e2e'],
];
for (const args of projects) {
  try {
    execFileSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' });
  } catch {
    process.exitCode = 1;
  }
}
