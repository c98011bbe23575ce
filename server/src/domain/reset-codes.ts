import crypto from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { normalizeLogin } from '@haulboard/shared/contracts';
import type { Db, Queryable } from '../db/client';
import { resetCodes } from '../db/schema';
import { HttpError } from '../lib/http-errors';
import type { Mailer } from '../lib/mailer';

export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
/** Codes one address may be sent per hour: each gives RESET_MAX_ATTEMPTS guesses at one in a million. */
export const RESET_CODES_PER_HOUR = 5;

/**
 * The reset codes' keyed hashes: an address, a browser's reset session and a code are stored only
 * as HMACs under the install's reset secret. The recovery calls (routes/auth) and an administrator
 * sending a person a code (routes/people) issue the same rows, so either code is checked alike.
 */
export function resetHashes(secret: Buffer) {
  const hmac = (purpose: string, value: string) => crypto.createHmac('sha256', secret).update(`${purpose}:${value}`).digest('hex');
  return {
    hmac,
    emailHash: (email: string) => hmac('email', normalizeLogin(email).toLowerCase()),
  };
}

/**
 * Issues a new code for an address (replacing every earlier one), after the per-address hourly
 * limit: the same statements whether or not `userId` names an account. Answers the code and the
 * reset session a browser would carry; the caller mails the code.
 */
export async function issueResetCode(db: Db, secret: Buffer, address: string, userId: number | null): Promise<{ code: string; session: string }> {
  const { hmac, emailHash } = resetHashes(secret);
  const addressHash = emailHash(address);
  const [recent] = await db
    .select({ n: count() })
    .from(resetCodes)
    .where(and(eq(resetCodes.emailHash, addressHash), gt(resetCodes.createdAt, new Date(Date.now() - 60 * 60 * 1000))));
  if (recent.n >= RESET_CODES_PER_HOUR)
    throw new HttpError(429, 'Too many reset codes were asked for this address. Try again in an hour.', { 'retry-after': '3600' });

  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const session = crypto.randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await retireResetCodes(tx, addressHash);
    await tx.insert(resetCodes).values({
      userId,
      emailHash: addressHash,
      sessionHash: hmac('session', session),
      codeHash: hmac('code', code),
      expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
    });
  });
  return { code, session };
}

/** Ends every unused code of an address: a new code replaces the earlier ones. */
async function retireResetCodes(tx: Queryable, emailHash: string): Promise<void> {
  await tx
    .update(resetCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(resetCodes.emailHash, emailHash), isNull(resetCodes.usedAt)));
}

/** The password-recovery mail; `intro` says who asked (the person, or their administrator). */
export function mailResetCode(mailer: Mailer, to: string, code: string, intro = 'Your verification code is'): Promise<void> {
  return mailer.send({
    to,
    subject: 'Your Haulboard password reset code',
    text: `${intro} ${code}.\n\nIt is valid for 10 minutes and can be used once. If you did not ask to reset your password, ignore this message.`,
  });
}
