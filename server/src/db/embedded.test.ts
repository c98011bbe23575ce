import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearPidFile, inspectPidFile, lockDataFolder } from './embedded';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the data folder after a crash', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-pid-'));
  const file = path.join(dir, 'postmaster.pid');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('removes the pid file a crashed server left behind', async () => {
    fs.writeFileSync(file, '2147483646\n/tmp/data\n');
    expect(await inspectPidFile(dir)).toEqual({ kind: 'stale', pid: 2147483646 });
    await clearPidFile(dir);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('takes a pid reused by a stranger after a power cut as stale, and leaves the stranger alone', async () => {
    const stranger = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(file, `${stranger.pid}\n${dir}\n`);
      expect(await inspectPidFile(dir)).toEqual({ kind: 'stale', pid: stranger.pid });
      await clearPidFile(dir);
      expect(fs.existsSync(file)).toBe(false);
      expect(alive(stranger.pid!)).toBe(true);
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('stops a PostgreSQL still serving this folder (a live postgres whose working directory it is)', async () => {
    // A stand-in named postgres, running in the folder as a postmaster does; it ends on SIGINT as one does.
    const binary = path.join(dir, 'postgres');
    fs.copyFileSync('/bin/sleep', binary);
    fs.chmodSync(binary, 0o755);
    const left = spawn(binary, ['30'], { cwd: dir });
    await new Promise((r) => left.once('spawn', r));
    fs.writeFileSync(file, `${left.pid}\n${dir}\n`);
    expect(await inspectPidFile(dir)).toEqual({ kind: 'ours', pid: left.pid });
    const logs: string[] = [];
    await clearPidFile(dir, (m) => logs.push(m));
    expect(alive(left.pid!)).toBe(false);
    expect(logs.join('\n')).toMatch(/left running on this data folder by an earlier run: stopping it cleanly/);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('does nothing when there is no pid file', async () => {
    expect(await inspectPidFile(path.join(dir, 'none'))).toEqual({ kind: 'none' });
    await expect(clearPidFile(path.join(dir, 'none'))).resolves.toBeUndefined();
  });
});

describe('lockDataFolder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-lock-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('lets one process at a time have a data folder, and frees it on release', async () => {
    const first = await lockDataFolder(dir);
    await expect(lockDataFolder(dir)).rejects.toThrow(/Another Haulboard process is using the data folder/);
    await first.release();
    const again = await lockDataFolder(dir);
    await again.release();
  });
});
