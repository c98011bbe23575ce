import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ConfirmResetSchema, LoginRequestSchema, RequestResetSchema, VerifyCodeSchema } from '@haulboard/shared/contracts';
import { refreshTokens, resetCodes, users } from '../../db/schema';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import { issueRefreshToken, revokeUserSessions, spendRefreshToken } from '../../lib/tokens';
import { ALL_ROLES } from '../../plugins/auth';

const RESET_CODE_TTL_MS = 10 * 60 * 1000;
const RESET_MAX_ATTEMPTS = 5;
const INVALID_CODE = 'Invalid or expired verification code.';

const RefreshBodySchema = z
  .object({ refresh_token: z.string().min(1).max(512).optional(), refresh: z.string().min(1).max(512).optional() })
  .refine((v) => v.refresh_token || v.refresh, 'refresh_token is required');

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, secrets, mailer } = app.deps;
  const codeHash = (code: string) => crypto.createHmac('sha256', secrets.resetCodes).update(code).digest('hex');
  const loginLimit = { max: config.loginRateLimit, timeWindow: '1 minute' };
  const resetLimit = { max: config.resetRateLimit, timeWindow: '15 minutes' };

  async function tokensFor(user: { id: number; userType: string }, familyId?: string) {
    const refresh = await issueRefreshToken(db, user.id, familyId);
    return {
      access_token: app.signAccessToken({ id: user.id, userType: user.userType as 'admin' }, refresh.familyId),
      refresh_token: refresh.token,
      user_type: user.userType,
    };
  }

  app.post('/login/', { config: { public: true, rateLimit: loginLimit }, schema: { body: LoginRequestSchema } }, async (request) => {
    const { email, password } = request.body;
    const [user] = await db
      .select({ id: users.id, userType: users.userType, passwordHash: users.passwordHash })
      .from(users)
      .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
    // An unknown login costs the same hash check, so timing does not tell which logins exist.
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) throw unauthorized('Invalid email or password.');
    return tokensFor(user);
  });

  app.post('/token/refresh/', { config: { public: true, rateLimit: loginLimit }, schema: { body: RefreshBodySchema } }, async (request) => {
    const token = (request.body.refresh_token ?? request.body.refresh) as string;
    const spent = await spendRefreshToken(db, token);
    if (!spent.ok) throw unauthorized('Refresh token is invalid or expired.');
    const [user] = await db
      .select({ id: users.id, userType: users.userType })
      .from(users)
      .where(and(eq(users.id, spent.userId), isNull(users.deletedAt)));
    if (!user) throw unauthorized('Refresh token is invalid or expired.');
    return tokensFor(user, spent.familyId);
  });

  app.post(
    '/logout/',
    { config: { roles: ALL_ROLES }, schema: { body: z.object({ refresh_token: z.string().max(512).optional() }).optional() } },
    async (request, reply) => {
      // Ends this sign-in (its whole refresh-token family); other devices stay signed in.
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, request.session.familyId), isNull(refreshTokens.revokedAt)));
      return reply.status(204).send();
    },
  );

  app.post(
    '/auth/request-reset/',
    { config: { public: true, rateLimit: resetLimit, errorMessageField: true }, schema: { body: RequestResetSchema } },
    async (request) => {
      const { email } = request.body;
      const [user] = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, isNull(users.deletedAt)));
      if (user) {
        const code = await db.transaction(async (tx) => {
          await tx.update(resetCodes).set({ usedAt: new Date() }).where(and(eq(resetCodes.userId, user.id), isNull(resetCodes.usedAt)));
          // The spec's verify call carries the code alone, so no two live codes may be equal.
          for (;;) {
            const candidate = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
            const clash = await tx
              .select({ id: resetCodes.id })
              .from(resetCodes)
              .where(and(eq(resetCodes.codeHash, codeHash(candidate)), isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, new Date())));
            if (clash.length > 0) continue;
            await tx.insert(resetCodes).values({ userId: user.id, codeHash: codeHash(candidate), expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS) });
            return candidate;
          }
        });
        // Not awaited: the answer takes the same time whether or not the address exists.
        void mailer
          .send({
            to: user.email,
            subject: 'Your Haulboard password reset code',
            text: `Your verification code is ${code}.\n\nIt is valid for 10 minutes and can be used once. If you did not ask to reset your password, ignore this message.`,
          })
          .catch((err) => request.log.error({ err }, 'reset mail failed'));
      }
      return { message: 'If an account uses that address, a reset code has been sent to it.', status: 200 };
    },
  );

  /** The live code matching `code` (and `email` when given); a miss with an email counts as a wrong try. */
  async function findLiveCode(code: string, email: string | undefined) {
    const live = and(isNull(resetCodes.usedAt), gt(resetCodes.expiresAt, new Date()), lt(resetCodes.attempts, RESET_MAX_ATTEMPTS));
    const userFilter = email ? sql`${resetCodes.userId} in (select id from users where lower(email) = lower(${email}) and deleted_at is null)` : sql`true`;
    const [row] = await db
      .select({ id: resetCodes.id, userId: resetCodes.userId })
      .from(resetCodes)
      .where(and(eq(resetCodes.codeHash, codeHash(code)), live, userFilter));
    if (row) return row;
    if (email) {
      await db.update(resetCodes).set({ attempts: sql`${resetCodes.attempts} + 1` }).where(and(live, userFilter));
    }
    return null;
  }

  app.post(
    '/auth/verify-code/',
    { config: { public: true, rateLimit: resetLimit, errorMessageField: true }, schema: { body: VerifyCodeSchema } },
    async (request) => {
      const row = await findLiveCode(request.body.code, request.body.email);
      if (!row) throw badRequest(INVALID_CODE);
      return { message: 'Code is valid', status: 200 };
    },
  );

  app.post(
    '/auth/confirm-reset/',
    { config: { public: true, rateLimit: resetLimit, errorMessageField: true }, schema: { body: ConfirmResetSchema } },
    async (request) => {
      const { code, email, new_password } = request.body;
      const row = await findLiveCode(code, email);
      if (!row) throw badRequest(INVALID_CODE);
      const passwordHash = await hashPassword(new_password);
      const done = await db.transaction(async (tx) => {
        // Single use even against two concurrent confirms: only one update finds it unused.
        const spent = await tx
          .update(resetCodes)
          .set({ usedAt: new Date() })
          .where(and(eq(resetCodes.id, row.id), isNull(resetCodes.usedAt)))
          .returning({ id: resetCodes.id });
        if (spent.length === 0) return false;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
        return true;
      });
      if (!done) throw badRequest(INVALID_CODE);
      await revokeUserSessions(db, row.userId);
      return { message: 'Password has been reset successfully.', status: 200 };
    },
  );
}
