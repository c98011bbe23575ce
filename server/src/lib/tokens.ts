import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../db/client';
import { refreshTokens } from '../db/schema';
import { closeChatSockets, type SessionScope } from '../domain/chat-notices';

export const ACCESS_TOKEN_TTL = '15m';
/** An access token is refused without these: who (`sub`), which session (`sid`), until when (`exp`). */
export const ACCESS_TOKEN_CLAIMS = ['sub', 'sid', 'exp'] as const;

/** Session (token family) ids are the UUIDs `issueRefreshToken` makes. */
export const isSessionId = (value: unknown): value is string =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;

const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Issues a refresh token in a family (a new family on sign-in); only its hash is stored. */
export async function issueRefreshToken(db: Db, userId: number, familyId: string = crypto.randomUUID()) {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  });
  return { token, familyId };
}

export type RotateResult = { ok: true; userId: number; familyId: string } | { ok: false };

/**
 * Single use: a token is spent by its first refresh. Presenting a spent one means it was
 * stolen or replayed, so the whole family is revoked and every holder must sign in again.
 */
export async function spendRefreshToken(db: Db, token: string): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)))
      .for('update');
    if (!row) return { ok: false };
    if (row.usedAt || row.revokedAt) {
      await endSessions(tx, row.userId, { only: row.familyId });
      return { ok: false };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { ok: false };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { ok: true, userId: row.userId, familyId: row.familyId };
  });
}

/**
 * Ends a user's sessions in `scope` (their refresh-token families, and so their access tokens),
 * and closes those sessions' chat sockets on every API process once `tx` commits: a socket's token
 * is checked only when it opens. Run it in the transaction of the change that ends them.
 */
export async function endSessions(tx: Queryable, userId: number, scope: SessionScope = {}): Promise<void> {
  const { only, keep } = scope;
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        only ? eq(refreshTokens.familyId, only) : sql`true`,
        keep ? ne(refreshTokens.familyId, keep) : sql`true`,
      ),
    );
  await closeChatSockets(tx, userId, scope);
}
