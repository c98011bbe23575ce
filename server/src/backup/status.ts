import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** What the last backups did, kept in the data folder: the health call and the schedule read it. */
export const BackupStatusSchema = z.object({
  last_ok_at: z.string().nullable(),
  last_ok_file: z.string().nullable(),
  last_ok_bytes: z.number().nullable(),
  last_failed_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof BackupStatusSchema>;

const EMPTY: BackupStatus = { last_ok_at: null, last_ok_file: null, last_ok_bytes: null, last_failed_at: null, last_error: null };

export const backupStatusFile = (dataDir: string) => path.join(dataDir, 'backup-status.json');

export async function readBackupStatus(dataDir: string): Promise<BackupStatus> {
  try {
    return BackupStatusSchema.parse(JSON.parse(await fs.readFile(backupStatusFile(dataDir), 'utf8')));
  } catch {
    return EMPTY;
  }
}

export async function recordBackup(dataDir: string, outcome: { ok: true; file: string; bytes: number } | { ok: false; error: string }): Promise<void> {
  const status = await readBackupStatus(dataDir);
  const now = new Date().toISOString();
  const next: BackupStatus = outcome.ok
    ? { ...status, last_ok_at: now, last_ok_file: outcome.file, last_ok_bytes: outcome.bytes }
    : { ...status, last_failed_at: now, last_error: outcome.error.slice(0, 500) };
  // Written whole and renamed, so a reader never sees half a file.
  const file = backupStatusFile(dataDir);
  await fs.writeFile(`${file}.tmp`, JSON.stringify(next, null, 2), { mode: 0o600 });
  await fs.rename(`${file}.tmp`, file);
}

/** `haulboard-auto-20261126-023000.tar.gz`: automatic backups are the ones retention may delete. */
export const AUTO_PREFIX = 'haulboard-auto-';
const AUTO_NAME = /^haulboard-auto-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})(\d{2})\.tar\.gz$/;

export function backupName(at: Date, automatic: boolean): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${automatic ? AUTO_PREFIX : 'haulboard-'}${stamp}.tar.gz`;
}

/** The ISO week's Monday of a UTC day, as `YYYY-MM-DD`. */
const weekOf = (day: Date) => {
  const monday = new Date(day);
  monday.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
};

/**
 * Which automatic backups to delete: the newest of each of the last `daily` days that have one
 * stays, and the newest of each of the last `weekly` weeks; the rest go. Backups taken by hand
 * are never deleted.
 */
export function backupsToDelete(names: readonly string[], daily: number, weekly: number): string[] {
  const auto = names
    .map((name) => ({ name, m: AUTO_NAME.exec(name) }))
    .filter((x): x is { name: string; m: RegExpExecArray } => x.m !== null)
    .map(({ name, m }) => ({ name, at: new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) }))
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const b of auto) {
    const day = b.at.toISOString().slice(0, 10);
    if (!days.has(day) && days.size < daily) {
      days.add(day);
      keep.add(b.name);
    }
    const week = weekOf(b.at);
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week);
      keep.add(b.name);
    }
  }
  return auto.filter((b) => !keep.has(b.name)).map((b) => b.name);
}
