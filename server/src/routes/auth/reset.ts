import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ConfirmResetSchema, RequestResetSchema, VerifyCodeSchema } from '@haulboard/shared/contracts';
import { resetCodes, users } from '../../db/schema';
import { HttpError, badRequest } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/tokens';

const RESET_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries a reset survives; the next one, right or wrong, is refused. */
export const RESET_MAX_ATTEMPTS = 5;
/** Codes one address may be sent per hour: each gives RESET_MAX_ATTEMPTS guesses at one in a million. */
export const RESET_CODES_PER_HOUR = 5;
const INVALID_CODE = 'Invalid or expired verification code.';
const SENT = 'If an account uses that address, a reset code has been sent to it.';

/** The browser's reset session: HttpOnly, so a script cannot read it; sent only to the reset calls. */
export const RESET_COOKIE = 'hb_reset';
const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${RESET_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);

type ResetRow = { id: number; userId: number | null; codeHash: string; attempts: number; expiresAt: Date; usedAt: Date | null };

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

/**
 * The password-reset calls. A reset is bound to whoever asked for it: the address (which the
 * recovery screen sends with every step) or the reset session the browser carries from
 * request-reset/. A code is only compared with that one reset's code, every wrong try counts
 * against it, and it is dead after RESET_MAX_ATTEMPTS. All three calls share one rate bucket
 * per client address.
 */
export async function resetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, secrets, mailer } = app.deps;
  const hmac = (purpose: string, value: string) => crypto.createHmac('sha256', secrets.resetCodes).update(`${purpose}:${value}`).digest('hex');
  const emailHash = (email: string) => hmac('email', email.trim().toLowerCase());
  const budget = new GuessBudget(config.resetGuessBudget, 15 * 60 * 1000);
  // One store for the three routes: each route's own `rateLimit` config would get its own bucket.
  const sharedLimit = app.rateLimit({ max: config.resetRateLimit, timeWindow: '15 minutes' });
  const routeConfig = { public: true, errorMessageField: true } as const;

  function setResetCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('set-cookie', `${RESET_COOKIE}=${token}; Path=/api/auth; Max-Age=${RESET_CODE_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`);
  }

  app.post('/auth/request-reset/', { config: routeConfig, onRequest: sharedLimit, schema: { body: RequestResetSchema } }, async (request, reply) => {
    const { email } = request.body;
    const addressHash = emailHash(email);
    // The same statements run for a known and an unknown address, and the mail is composed
    // after the answer has gone: the answer's time tells nobody whether the account exists.
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
    const [recent] = await db
      .select({ n: count() })
      .from(resetCodes)
      .where(and(eq(resetCodes.emailHash, addressHash), gt(resetCodes.createdAt, new Date(Date.now() - 60 * 60 * 1000))));
    if (recent.n >= RESET_CODES_PER_HOUR)
      throw new HttpError(429, 'Too many reset codes were asked for this address. Try again in an hour.', { 'retry-after': '3600' });

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const session = crypto.randomBytes(32).toString('base64url');
    await db.transaction(async (tx) => {
      // A new code replaces every earlier one for the address.
      await tx
        .update(resetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(resetCodes.emailHash, addressHash), isNull(resetCodes.usedAt)));
      await tx.insert(resetCodes).values({
        userId: user?.id ?? null,
        emailHash: addressHash,
        sessionHash: hmac('session', session),
        codeHash: hmac('code', code),
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
      });
    });
    if (user) {
      setImmediate(() => {
        mailer
          .send({
            to: user.email,
            subject: 'Your Haulboard password reset code',
            text: `Your verification code is ${code}.\n\nIt is valid for 10 minutes and can be used once. If you did not ask to reset your password, ignore this message.`,
          })
          .catch((err) => request.log.error({ err }, 'reset mail failed'));
      });
    }
    setResetCookie(request, reply, session);
    return { message: SENT, status: 200 };
  });

  /** The reset this call is about: the address's newest, else the browser's reset session's; a code alone names none. */
  async function findReset(request: FastifyRequest, email: string | undefined): Promise<ResetRow | null> {
    const columns = {
      id: resetCodes.id,
      userId: resetCodes.userId,
      codeHash: resetCodes.codeHash,
      attempts: resetCodes.attempts,
      expiresAt: resetCodes.expiresAt,
      usedAt: resetCodes.usedAt,
    };
    if (email) {
      const [row] = await db
        .select(columns)
        .from(resetCodes)
        .where(eq(resetCodes.emailHash, emailHash(email)))
        .orderBy(desc(resetCodes.id))
        .limit(1);
      return row ?? null;
    }
    const session = COOKIE_PATTERN.exec(request.headers.cookie ?? '')?.[1];
    if (!session) return null;
    const [row] = await db
      .select(columns)
      .from(resetCodes)
      .where(eq(resetCodes.sessionHash, hmac('session', session)));
    return row ?? null;
  }

  /** The user whose password `code` may reset; throws for anything else, counting the wrong try. */
  async function checkCode(request: FastifyRequest, code: string, email: string | undefined): Promise<{ resetId: number; userId: number }> {
    if (!email) {
      const wait = budget.waitSeconds();
      if (wait) throw tooMany(wait);
    }
    const reset = await findReset(request, email);
    const live = reset && !reset.usedAt && reset.expiresAt > new Date() && reset.attempts < RESET_MAX_ATTEMPTS;
    const given = Buffer.from(hmac('code', code));
    if (live && reset.userId !== null && crypto.timingSafeEqual(given, Buffer.from(reset.codeHash))) {
      return { resetId: reset.id, userId: reset.userId };
    }
    if (!email) budget.spend();
    if (live)
      await db
        .update(resetCodes)
        .set({ attempts: sql`${resetCodes.attempts} + 1` })
        .where(eq(resetCodes.id, reset.id));
    throw badRequest(INVALID_CODE);
  }

  app.post('/auth/verify-code/', { config: routeConfig, onRequest: sharedLimit, schema: { body: VerifyCodeSchema } }, async (request) => {
    await checkCode(request, request.body.code, request.body.email || undefined);
    return { message: 'Code is valid', status: 200 };
  });

  app.post('/auth/confirm-reset/', { config: routeConfig, onRequest: sharedLimit, schema: { body: ConfirmResetSchema } }, async (request) => {
    const { code, email, new_password } = request.body;
    const { resetId, userId } = await checkCode(request, code, email || undefined);
    const passwordHash = await hashPassword(new_password);
    const done = await db.transaction(async (tx) => {
      // Single use even against two concurrent confirms: only one update finds it unused.
      const spent = await tx
        .update(resetCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(resetCodes.id, resetId), isNull(resetCodes.usedAt)))
        .returning({ id: resetCodes.id });
      if (spent.length === 0) return false;
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      return true;
    });
    if (!done) throw badRequest(INVALID_CODE);
    await revokeUserSessions(db, userId);
    return { message: 'Password has been reset successfully.', status: 200 };
  });
}
