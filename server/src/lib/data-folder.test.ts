import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { secureDataFolder } from './data-folder';

const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe('secureDataFolder', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hb-modes-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes what older versions wrote readable by the server alone', async () => {
    fs.chmodSync(dir, 0o755);
    fs.mkdirSync(path.join(dir, 'outbox'), { mode: 0o755 });
    fs.mkdirSync(path.join(dir, 'media', '2026'), { recursive: true, mode: 0o755 });
    fs.writeFileSync(path.join(dir, 'outbox', 'reset.eml'), 'code 123456', { mode: 0o644 });
    fs.writeFileSync(path.join(dir, 'media', '2026', 'a.pdf'), '%PDF', { mode: 0o644 });
    fs.writeFileSync(path.join(dir, 'admin-login.txt'), 'x', { mode: 0o644 });

    await secureDataFolder(dir, false);

    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'outbox'))).toBe(0o700);
    expect(mode(path.join(dir, 'outbox', 'reset.eml'))).toBe(0o600);
    expect(mode(path.join(dir, 'media', '2026'))).toBe(0o700);
    expect(mode(path.join(dir, 'media', '2026', 'a.pdf'))).toBe(0o600);
    expect(mode(path.join(dir, 'admin-login.txt'))).toBe(0o600);
  });

  it('leaves the folder passable (not readable) for the database user when asked', async () => {
    await secureDataFolder(dir, true);
    expect(mode(dir)).toBe(0o711);
  });
});
