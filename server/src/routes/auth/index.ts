import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPaths,
  ConfirmResetSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  NoContentSchema,
  RequestResetSchema,
  ResetResponseSchema,
  TokenPairSchema,
  VerifyCodeSchema,
  apiRoute,
} from '@haulboard/shared/contracts';
import { ALL_ROLES } from '../../plugins/auth';
import { RESET_CODE_TTL_MS, createPasswordReset, type ResetCaller } from './reset-password';
import { login, logout, refreshTokens, type AuthDeps } from './service';

// Either name of the field is accepted: `refresh_token`, or `refresh`.
const RefreshBodySchema = z
  .object({ refresh_token: z.string().min(1).max(512).optional(), refresh: z.string().min(1).max(512).optional() })
  .refine((v) => v.refresh_token || v.refresh, 'refresh_token is required');

/** The browser's reset session: HttpOnly, so a script cannot read it; sent only to the reset calls. */
export const RESET_COOKIE = 'hb_reset';
const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${RESET_COOKIE}=([A-Za-z0-9_-]{43})(?:;|$)`);

function setResetCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${RESET_COOKIE}=${token}; Path=/api/auth; Max-Age=${RESET_CODE_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`);
}

/** Who a reset call names: the address it sent (a blank one is none), else the browser's reset session. */
const resetCaller = (request: FastifyRequest, email: string | undefined): ResetCaller => ({
  email: email || undefined,
  session: COOKIE_PATTERN.exec(request.headers.cookie ?? '')?.[1],
});

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, secrets, mailer } = app.deps;
  const deps: AuthDeps = { db, signAccessToken: (user, familyId) => app.signAccessToken(user, familyId) };
  const loginLimit = { max: config.loginRateLimit, timeWindow: '1 minute' };

  app.post(
    apiRoute(ApiPaths.login),
    { config: { public: true, rateLimit: loginLimit }, schema: { body: LoginRequestSchema, response: { 200: LoginResponseSchema } } },
    async (request) => login(deps, request.body.email, request.body.password),
  );

  app.post(
    apiRoute(ApiPaths.refreshToken),
    { config: { public: true, rateLimit: loginLimit }, schema: { body: RefreshBodySchema, response: { 200: TokenPairSchema } } },
    async (request) => refreshTokens(deps, (request.body.refresh_token ?? request.body.refresh) as string),
  );

  app.post(
    apiRoute(ApiPaths.logout),
    {
      config: { roles: ALL_ROLES },
      schema: { body: z.object({ refresh_token: z.string().max(512).optional() }).optional(), response: { 204: NoContentSchema } },
    },
    async (request, reply) => {
      await logout(deps, request.session);
      return reply.status(204).send(null);
    },
  );

  // The password-reset calls share one rate bucket per client address: each route's own
  // `rateLimit` config would get its own.
  const reset = createPasswordReset({ db, mailer, resetSecret: secrets.resetCodes, guessBudget: config.resetGuessBudget });
  const sharedLimit = app.rateLimit({ max: config.resetRateLimit, timeWindow: '15 minutes' });
  const resetConfig = { public: true, errorMessageField: true } as const;

  app.post(
    apiRoute(ApiPaths.requestReset),
    { config: resetConfig, onRequest: sharedLimit, schema: { body: RequestResetSchema, response: { 200: ResetResponseSchema } } },
    async (request, reply) => {
      const { session, answer } = await reset.requestReset(request.body.email, request.log);
      setResetCookie(request, reply, session);
      return answer;
    },
  );

  app.post(
    apiRoute(ApiPaths.verifyCode),
    { config: resetConfig, onRequest: sharedLimit, schema: { body: VerifyCodeSchema, response: { 200: ResetResponseSchema } } },
    async (request) => reset.verifyResetCode(request.body.code, resetCaller(request, request.body.email)),
  );

  app.post(
    apiRoute(ApiPaths.confirmReset),
    { config: resetConfig, onRequest: sharedLimit, schema: { body: ConfirmResetSchema, response: { 200: ResetResponseSchema } } },
    async (request) => reset.confirmReset(request.body.code, request.body.new_password, resetCaller(request, request.body.email)),
  );
}
