import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserType } from '@haulboard/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ACCESS_TOKEN_CLAIMS, ACCESS_TOKEN_TTL, isSessionId } from '../lib/tokens';
import { forbidden, unauthorized } from '../lib/http-errors';

export type SessionUser = { id: number; userType: UserType; familyId: string; firstName: string; lastName: string; email: string };
type AccessClaims = { sub: string; typ: UserType; sid: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anyone: login, the reset calls, token refresh, health. Everything else needs a token. */
    public?: boolean;
    /** Who may call. Deny by default: a route that names no roles is the administrator's alone. */
    roles?: readonly UserType[];
  }
  interface FastifyRequest {
    session: SessionUser;
  }
  interface FastifyInstance {
    signAccessToken(user: { id: number; userType: UserType }, familyId: string): string;
    /** Verifies an access token outside a request's headers (the WebSocket's query string), always against the database. */
    authenticateToken(token: string): Promise<SessionUser>;
  }
}
declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

export const ALL_ROLES = ['admin', 'dispatcher', 'driver'] as const;
const LAST_SEEN_EVERY_MS = 60_000;
/**
 * A checked session is trusted for this long before the database is asked again. Every
 * revocation (sign-out, password reset, change or set by an administrator, driver deletion or
 * deactivation) is a write request, and any
 * write clears this process's cache, so it takes effect at once here and within this bound on
 * other API processes. Saves one database round trip on nearly every read.
 */
const SESSION_CACHE_MS = 2_000;
const SESSION_CACHE_MAX = 10_000;

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secret: string }) => {
  await app.register(jwt, {
    secret: opts.secret,
    sign: { expiresIn: ACCESS_TOKEN_TTL, algorithm: 'HS256' },
    // A token without an expiry would never die; one without a session could not be signed out.
    verify: { algorithms: ['HS256'], requiredClaims: [...ACCESS_TOKEN_CLAIMS] },
  });

  const lastSeenWritten = new Map<number, number>();

  const sessionCache = new Map<string, { session: SessionUser; until: number }>();

  /** The token's session, checked in the database unless a check of this process is under SESSION_CACHE_MS old and `cached` allows it. */
  async function loadSession(claims: AccessClaims, cached = true): Promise<SessionUser> {
    const id = Number(claims.sub);
    if (!Number.isInteger(id) || id <= 0 || !isSessionId(claims.sid)) throw unauthorized('Token is invalid or expired.');
    const cacheKey = `${id}:${claims.sid}`;
    const kept = cached ? sessionCache.get(cacheKey) : undefined;
    if (kept && kept.until > Date.now()) return kept.session;
    // One lookup: the user still exists and is not deactivated, and the session is theirs and was not signed out or
    // revoked. `revoked` is null when the user has no such session: a token no sign-in issued.
    const { rows } = await opts.db.$client.query<{
      user_type: UserType;
      first_name: string;
      last_name: string;
      email: string;
      revoked: boolean | null;
    }>(
      `select user_type, first_name, last_name, email,
              (select bool_or(revoked_at is not null) from refresh_tokens where family_id = $2 and user_id = $1) as revoked
         from users where id = $1 and deleted_at is null and deactivated_at is null`,
      [id, claims.sid],
    );
    const row = rows[0];
    if (!row || row.revoked !== false) throw unauthorized('Token is invalid or expired.');
    const now = Date.now();
    if ((lastSeenWritten.get(id) ?? 0) < now - LAST_SEEN_EVERY_MS) {
      lastSeenWritten.set(id, now);
      void opts.db.execute(sql`update users set last_seen_at = now() where id = ${id}`).catch(() => {});
    }
    const session: SessionUser = { id, userType: row.user_type, familyId: claims.sid, firstName: row.first_name, lastName: row.last_name, email: row.email };
    if (sessionCache.size >= SESSION_CACHE_MAX) sessionCache.clear();
    sessionCache.set(cacheKey, { session, until: now + SESSION_CACHE_MS });
    return session;
  }

  // onSend: after the handler committed, before the client can see the answer and call again.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && sessionCache.size > 0) sessionCache.clear();
    return payload;
  });

  app.decorate('signAccessToken', (user: { id: number; userType: UserType }, familyId: string) =>
    app.jwt.sign({ sub: String(user.id), typ: user.userType, sid: familyId }),
  );
  app.decorate('authenticateToken', async (token: string) => {
    let claims: AccessClaims;
    try {
      claims = app.jwt.verify<AccessClaims>(token);
    } catch {
      throw unauthorized('Token is invalid or expired.');
    }
    // Always asked of the database: a socket lives as long as its token, so one opened on a session
    // another process just ended (a deactivation closing its sockets, the client reconnecting at
    // once) must not ride this process's 2 s trust until the token expires.
    return loadSession(claims, false);
  });
  app.decorateRequest('session', null as unknown as SessionUser);

  // Deny by default: runs for every route, public ones opt out explicitly.
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (config?.public || !request.routeOptions.url) return;
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized();
    let claims: AccessClaims;
    try {
      claims = await request.jwtVerify<AccessClaims>();
    } catch {
      throw unauthorized('Token is invalid or expired.');
    }
    request.session = await loadSession(claims);
    const roles = config?.roles ?? ['admin'];
    if (!roles.includes(request.session.userType)) throw forbidden();
  });
});
