import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { LoginRequestSchema } from '@haulboard/shared/contracts';
import { refreshTokens, users } from '../../db/schema';
import { unauthorized } from '../../lib/http-errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { issueRefreshToken, spendRefreshToken } from '../../lib/tokens';
import { ALL_ROLES } from '../../plugins/auth';
import { resetRoutes } from './reset';

const RefreshBodySchema = z
  .object({ refresh_token: z.string().min(1).max(512).optional(), refresh: z.string().min(1).max(512).optional() })
  .refine((v) => v.refresh_token || v.refresh, 'refresh_token is required');

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const loginLimit = { max: config.loginRateLimit, timeWindow: '1 minute' };

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

  await app.register(resetRoutes);
}
