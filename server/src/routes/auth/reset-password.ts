import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { normalizeLogin, type ResetResponse } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { HttpError, badRequest } from '../../lib/http-errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword } from '../../lib/passwords';
import { endSessions } from '../../lib/tokens';
import { issueResetCode, mailResetCode, RESET_CODE_TTL_MS, resetHashes } from '../../domain/reset-codes';
import { countWrongTry, findResetByEmail, findResetBySession, findResetUser, setPasswordHash, spendResetCode, type ResetRow } from './repository';

export { RESET_CODE_TTL_MS };
/** Wrong tries a reset survives; the next one, right or wrong, is refused. */
export const RESET_MAX_ATTEMPTS = 5;
const INVALID_CODE = 'Invalid or expired verification code.';
const SENT = 'If an account uses that address, a reset code has been sent to it.';

/**
 * Counts wrong codes sent without an address, across every client of this process: a code
 * alone identifies nobody, and this bounds what many source addresses together can try.
 */
class GuessBudget {
  private times: number[] = [];
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  private prune(now: number) {
    const cutoff = now - this.windowMs;
    let drop = 0;
    while (drop < this.times.length && this.times[drop] <= cutoff) drop += 1;
    if (drop) this.times.splice(0, drop);
  }

  /** Seconds until a try is allowed again, or 0 when one is allowed now. */
  waitSeconds(now = Date.now()): number {
    this.prune(now);
    if (this.times.length < this.max) return 0;
    return Math.max(1, Math.ceil((this.times[0] + this.windowMs - now) / 1000));
  }

  spend(now = Date.now()) {
    this.times.push(now);
  }
}

const tooMany = (seconds: number) => new HttpError(429, `Too many attempts. Try again in ${seconds} seconds.`, { 'retry-after': String(seconds) });

export type ResetDeps = { db: Db; mailer: Mailer; resetSecret: Buffer; guessBudget: number };

/** Who a reset call is about: the address the recovery screen sends, else the browser's reset session (its cookie's token). */
export type ResetCaller = { email: string | undefined; session: string | undefined };

/**
 * The password-reset use cases. A reset is bound to whoever asked for it: the address (which the
 * recovery screen sends with every step) or the reset session the browser carries from
 * request-reset/. A code is only compared with that one reset's code, every wrong try counts
 * against it, and it is dead after RESET_MAX_ATTEMPTS.
 */
export function createPasswordReset({ db, mailer, resetSecret, guessBudget }: ResetDeps) {
  const { hmac, emailHash } = resetHashes(resetSecret);
  const budget = new GuessBudget(guessBudget, 15 * 60 * 1000);

  /** Sends a code to the address if an account uses it; answers the browser's new reset session either way. */
  async function requestReset(email: string, log: FastifyBaseLogger): Promise<{ session: string; answer: ResetResponse }> {
    // The same statements run for a known and an unknown address, and the mail is composed
    // after the answer has gone: the answer's time tells nobody whether the account exists.
    const user = await findResetUser(db, normalizeLogin(email));
    const { code, session } = await issueResetCode(db, resetSecret, email, user?.id ?? null);
    if (user) {
      setImmediate(() => {
        mailResetCode(mailer, user.email, code).catch((err) => log.error({ err }, 'reset mail failed'));
      });
    }
    return { session, answer: { message: SENT, status: 200 } };
  }

  /** The reset this call is about: the address's newest, else the browser's reset session's; a code alone names none. */
  async function findReset({ email, session }: ResetCaller): Promise<ResetRow | null> {
    if (email) return findResetByEmail(db, emailHash(email));
    if (!session) return null;
    return findResetBySession(db, hmac('session', session));
  }

  /** The user whose password `code` may reset; throws for anything else, counting the wrong try. */
  async function checkCode(code: string, caller: ResetCaller): Promise<{ resetId: number; userId: number }> {
    if (!caller.email) {
      const wait = budget.waitSeconds();
      if (wait) throw tooMany(wait);
    }
    const reset = await findReset(caller);
    const live = reset && !reset.usedAt && reset.expiresAt > new Date() && reset.attempts < RESET_MAX_ATTEMPTS;
    const given = Buffer.from(hmac('code', code));
    if (live && reset.userId !== null && crypto.timingSafeEqual(given, Buffer.from(reset.codeHash))) {
      return { resetId: reset.id, userId: reset.userId };
    }
    if (!caller.email) budget.spend();
    if (live) await countWrongTry(db, reset.id);
    throw badRequest(INVALID_CODE);
  }

  async function verifyResetCode(code: string, caller: ResetCaller): Promise<ResetResponse> {
    await checkCode(code, caller);
    return { message: 'Code is valid', status: 200 };
  }

  /** Sets the new password once per code, and ends every session of the user. */
  async function confirmReset(code: string, newPassword: string, caller: ResetCaller): Promise<ResetResponse> {
    const { resetId, userId } = await checkCode(code, caller);
    const passwordHash = await hashPassword(newPassword);
    const done = await db.transaction(async (tx) => {
      // Single use even against two concurrent confirms: only one update finds it unused.
      if (!(await spendResetCode(tx, resetId))) return false;
      await setPasswordHash(tx, userId, passwordHash);
      // With the password, so no session (or chat socket) outlives it, and none ends for a refused confirm.
      await endSessions(tx, userId);
      return true;
    });
    if (!done) throw badRequest(INVALID_CODE);
    return { message: 'Password has been reset successfully.', status: 200 };
  }

  return { requestReset, verifyResetCode, confirmReset };
}
