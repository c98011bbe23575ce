import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createTestDatabase } from './build';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

// The README's command, word for word: pnpm hands the `--` on to the seed CLI.
it('adds bulk data with `pnpm seed -- --loads N` as the README writes it', async () => {
  const url = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haulboard-seed-'));
  try {
    const { stdout } = await run('pnpm', ['seed', '--', '--loads', '30', '--drivers', '3', '--trucks', '1'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, HAULBOARD_DATA_DIR: dataDir, HAULBOARD_DEMO: '0' },
    });
    expect(stdout).toMatch(/\[seed\] bulk: .*\b30 loads/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from loads');
      expect(rows[0].n).toBe(30);
    } finally {
      await client.end();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);
