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
  /** Sessions of user `u` ended: the sockets opened on them close (`SessionScope` says which). */
  | ({ t: 'ended'; u: number } & SessionScope)
  /** Records changed (domain/change-notices.ts): told to every administrator's sockets. */
  | { t: 'changes'; c: RecordChange[] };

/**
 * Which of a user's sessions (refresh-token families) end: every one (deactivated, deleted, a
 * password set or reset), `only` one (a sign-out, a replayed refresh token), or every one but
 * `keep` (the caller's own, when they change their password or e-mail).
 */
export type SessionScope = { only?: string; keep?: string };

/**
 * Tells every API process (this one too). In a transaction, PostgreSQL delivers it at commit and
 * drops it on rollback, so a write that fails tells nobody.
 */
export async function notifyChat(db: Queryable, notice: ChatNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Closes the chat sockets of the user's sessions in `scope` on every process, once `tx` commits.
 * Those sessions end in the same transaction, so the client's reconnect (or token refresh) is refused too.
 */
export const closeChatSockets = (tx: Queryable, userId: number, scope: SessionScope = {}): Promise<void> => notifyChat(tx, { t: 'ended', u: userId, ...scope });
