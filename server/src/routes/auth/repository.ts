import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { resetCodes, users } from '../../db/schema';

export type LoginUserRow = { id: number; userType: string; passwordHash: string; deactivatedAt: Date | null };
export type ResetRow = { id: number; userId: number | null; codeHash: string; attempts: number; expiresAt: Date; usedAt: Date | null };

/** The live user signing in with this login (case-insensitive), with the hash to check the password against. */
export async function findLoginUser(db: Queryable, email: string): Promise<LoginUserRow | null> {
  const [user] = await db
    .select({ id: users.id, userType: users.userType, passwordHash: users.passwordHash, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
  return user ?? null;
}

/** A user who was neither deleted nor deactivated. */
export async function findActiveUser(db: Queryable, id: number): Promise<{ id: number; userType: string } | null> {
  const [user] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt), isNull(users.deactivatedAt)));
  return user ?? null;
}

/** The live user with this address (case-insensitive), for the reset mail. */
export async function findResetUser(db: Queryable, email: string): Promise<{ id: number; email: string } | null> {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
  return user ?? null;
}

const RESET_COLUMNS = {
  id: resetCodes.id,
  userId: resetCodes.userId,
  codeHash: resetCodes.codeHash,
  attempts: resetCodes.attempts,
  expiresAt: resetCodes.expiresAt,
  usedAt: resetCodes.usedAt,
};

/** The newest reset of an address. */
export async function findResetByEmail(db: Queryable, emailHash: string): Promise<ResetRow | null> {
  const [row] = await db.select(RESET_COLUMNS).from(resetCodes).where(eq(resetCodes.emailHash, emailHash)).orderBy(desc(resetCodes.id)).limit(1);
  return row ?? null;
}

/** The reset of a browser's reset session. */
export async function findResetBySession(db: Queryable, sessionHash: string): Promise<ResetRow | null> {
  const [row] = await db.select(RESET_COLUMNS).from(resetCodes).where(eq(resetCodes.sessionHash, sessionHash));
  return row ?? null;
}

/** Counts a wrong code against its reset. */
export async function countWrongTry(db: Queryable, resetId: number): Promise<void> {
  await db
    .update(resetCodes)
    .set({ attempts: sql`${resetCodes.attempts} + 1` })
    .where(eq(resetCodes.id, resetId));
}

/** Marks a reset used; false when it already was (only one of two concurrent confirms finds it unused). */
export async function spendResetCode(tx: Queryable, resetId: number): Promise<boolean> {
  const spent = await tx
    .update(resetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(resetCodes.id, resetId), isNull(resetCodes.usedAt)))
    .returning({ id: resetCodes.id });
  return spent.length > 0;
}

export async function setPasswordHash(tx: Queryable, userId: number, passwordHash: string): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
