import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { mediaFiles } from '../../db/schema';

export type MediaFileRow = typeof mediaFiles.$inferSelect;

/** The stored file's record, or null. */
export async function findMediaFile(db: Queryable, key: string): Promise<MediaFileRow | null> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.key, key));
  return row ?? null;
}
