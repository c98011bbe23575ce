import fs from 'node:fs/promises';
import path from 'node:path';

/** Bumped when what `secureDataFolder` does changes, so the walk runs once more on each install. */
const MARKER = '.modes-v1';

/**
 * The data folder holds live reset codes (`outbox/`), documents (`media/`) and secrets: nobody but
 * the server's user reads them. New files get 600 and folders 700 from the process's umask
 * (main.ts); this brings what older versions wrote at 644 in 755 folders to the same, once.
 * `traversable`: the embedded PostgreSQL runs as its own user when the server runs as root, and
 * must pass through the data folder to reach `pg/` (0711, nothing listed or read).
 */
export async function secureDataFolder(dataDir: string, traversable: boolean): Promise<void> {
  await fs.mkdir(dataDir, { recursive: true });
  await fs.chmod(dataDir, traversable ? 0o711 : 0o700);
  if (
    await fs.stat(path.join(dataDir, MARKER)).then(
      () => true,
      () => false,
    )
  )
    return;
  for (const folder of ['media', 'outbox', 'backups']) await tighten(path.join(dataDir, folder));
  for (const name of await fs.readdir(dataDir)) {
    const file = path.join(dataDir, name);
    const stat = await fs.lstat(file);
    if (stat.isFile()) await fs.chmod(file, 0o600);
  }
  await fs.writeFile(path.join(dataDir, MARKER), '', { mode: 0o600 });
}

async function tighten(dir: string): Promise<void> {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  await fs.chmod(dir, 0o700);
  for (const entry of entries) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) await tighten(p);
    else if (entry.isFile()) await fs.chmod(p, 0o600);
  }
}
