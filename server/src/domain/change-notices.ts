import { sql } from 'drizzle-orm';
import type { RecordChange } from '@haulboard/shared/contracts';
import type { Queryable } from '../db/client';
import { CHAT_CHANNEL } from './chat-notices';

/**
 * Change notices (issue 29, part 1): which records changed, never their data, told to every API
 * process on the chat's channel (one LISTEN connection each) and pushed to the admin sockets as
 * `records.changed`. The pages refetch what shows those records, through their own authorised calls.
 */

/** More subjects than this in one notice (a bulk action) are told as "some of this type changed". */
export const MAX_LISTED_CHANGES = 50;

const keyOf = (c: RecordChange) => `${c.subject_type}:${c.subject_id ?? '*'}`;

/**
 * One entry per subject (the last kind wins); past MAX_LISTED_CHANGES, one entry per type with no
 * id, so a 500-load bulk action is one small payload (NOTIFY caps it at 8000 bytes) and one frame.
 */
export function coalesceChanges(changes: readonly RecordChange[]): RecordChange[] {
  const wholeTypes = new Set(changes.filter((c) => c.subject_id === null).map((c) => c.subject_type));
  const byKey = new Map<string, RecordChange>();
  for (const c of changes) {
    const entry = wholeTypes.has(c.subject_type) ? { ...c, subject_id: null } : c;
    byKey.set(keyOf(entry), entry);
  }
  const unique = [...byKey.values()];
  if (unique.length <= MAX_LISTED_CHANGES) return unique;
  const byType = new Map<string, RecordChange>();
  for (const c of unique) byType.set(c.subject_type, { ...c, subject_id: null });
  return [...byType.values()];
}

/**
 * Tells every process that `changes` happened. In the write's transaction PostgreSQL delivers it at
 * commit and drops it on rollback: a failed write tells nobody, an acknowledged one always does.
 */
export async function notifyChanges(db: Queryable, changes: readonly RecordChange[]): Promise<void> {
  if (changes.length === 0) return;
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify({ t: 'changes', c: coalesceChanges(changes) })})`);
}
