// `pnpm start` on a fresh clone: build the server once if dist/ is missing or older than src/.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const newest = (dir) => {
  let t = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
};
const out = path.join(root, 'dist', 'main.cjs');
const sources = Math.max(newest(path.join(root, 'src')), newest(path.join(root, '..', 'shared', 'src')));
if (!fs.existsSync(out) || fs.statSync(out).mtimeMs < sources) {
  execSync('pnpm exec tsup', { cwd: root, stdio: 'inherit' });
}
