import { sql } from 'drizzle-orm';
import type { RecordChange } from '@haulboard/shared/contracts';
import type { Queryable } from '../db/client';

/**
 * The chat's fan-out across API processes: each LISTENs on this channel (routes/chat/hub.ts) and
 * tells its own sockets. What travels is ids only (payloads are capped at 8000 bytes and may be
 * seen by any session on the database); each process loads what its own sockets need.
 */
export const CHAT_CHANNEL = 'haulboard_chat';

export type ChatNotice =
  | { t: 'created'; id: number; s: number; r: number }
  | { t: 'deleted'; id: number; s: number; r: number; unread: boolean }
  | { t: 'unread'; u: number; c: number; n: number; total: number }
  /** Every session of user `u` ended (deactivated, deleted, a password set for them): their sockets close. */
  | { t: 'ended'; u: number }
  /** Records changed (domain/change-notices.ts): told to every administrator's sockets. */
  | { t: 'changes'; c: RecordChange[] };

/**
 * Tells every API process (this one too). In a transaction, PostgreSQL delivers it at commit and
 * drops it on rollback, so a write that fails tells nobody.
 */
export async function notifyChat(db: Queryable, notice: ChatNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Closes the user's chat sockets on every process, once `tx` commits. Their sessions end in the
 * same transaction, so the client's reconnect (or token refresh) is refused too.
 */
export const closeChatSockets = (tx: Queryable, userId: number): Promise<void> => notifyChat(tx, { t: 'ended', u: userId });
