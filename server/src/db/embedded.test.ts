import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearStalePidFile } from './embedded';

describe('clearStalePidFile', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-pid-'));
  const file = path.join(dir, 'postmaster.pid');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('removes the pid file a crashed server left behind', async () => {
    fs.writeFileSync(file, '2147483646\n/tmp/data\n');
    await clearStalePidFile(file);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses to touch a data folder whose server is still running', async () => {
    fs.writeFileSync(file, `${process.pid}\n/tmp/data\n`);
    await expect(clearStalePidFile(file)).rejects.toThrow(/already running/);
    expect(fs.existsSync(file)).toBe(true);
  });

  it('does nothing when there is no pid file', async () => {
    await expect(clearStalePidFile(path.join(dir, 'none.pid'))).resolves.toBeUndefined();
  });
});
