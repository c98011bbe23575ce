import { z } from 'zod';

/** The archive's last entry: what it holds and how to check it before anything is restored. */
export const MANIFEST_NAME = 'manifest.json';

export const BackupFileSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const BackupManifestSchema = z.object({
  format: z.literal('haulboard-backup'),
  version: z.literal(1),
  /** When the database copy began and when the last file was written. */
  started_at: z.string(),
  finished_at: z.string(),
  automatic: z.boolean(),
  haulboard: z.string(),
  node: z.string(),
  postgresql: z.string(),
  /** The database's migration level: how many migrations were applied, and the last one's hash. */
  migrations: z.object({ count: z.number().int(), last_hash: z.string().nullable() }),
  /**
   * Rows per table in a snapshot taken as the copy began. Writes that land during the copy are in
   * the archive too (it is consistent as of `wal.stop_lsn`), so a restored table may hold more.
   */
  row_counts: z.record(z.string(), z.number().int()),
  wal: z.object({ start_lsn: z.string(), stop_lsn: z.string(), segments: z.number().int() }),
  /** Stored files the database named but the store no longer had when they were copied (deleted meanwhile). */
  missing_files: z.array(z.string()),
  files: z.array(BackupFileSchema),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;
