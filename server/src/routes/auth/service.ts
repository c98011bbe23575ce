import { normalizeLogin, type TokenPair, type UserType } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { endSessions, issueRefreshToken, spendRefreshToken } from '../../lib/tokens';
import { findActiveUser, findLoginUser } from './repository';

/** What the sign-in use cases work with: the database and the app's access-token signer. */
export type AuthDeps = { db: Db; signAccessToken: (user: { id: number; userType: UserType }, familyId: string) => string };

const BAD_REFRESH = 'Refresh token is invalid or expired.';
/** Said only to someone who gave the right password: a wrong one never learns the account exists. */
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Contact your administrator.';

/** A new token pair: a refresh token of the sign-in's family (a new family for a new sign-in) and its access token. */
async function issueTokens({ db, signAccessToken }: AuthDeps, user: { id: number; userType: string }, familyId?: string): Promise<TokenPair> {
  const refresh = await issueRefreshToken(db, user.id, familyId);
  return {
    access_token: signAccessToken({ id: user.id, userType: user.userType as UserType }, refresh.familyId),
    refresh_token: refresh.token,
    user_type: user.userType as UserType,
  };
}

export async function login(deps: AuthDeps, email: string, password: string): Promise<TokenPair> {
  // Exactly as typed first: a login kept in another spelling before logins were normalised (two
  // spellings of one number, migration 0017) still reaches its own account.
  const normalized = normalizeLogin(email);
  const user = (normalized !== email ? await findLoginUser(deps.db, email) : null) ?? (await findLoginUser(deps.db, normalized));
  // An unknown login costs the same hash check, so timing does not tell which logins exist.
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) throw unauthorized('Invalid email or password.');
  if (user.deactivatedAt) throw forbidden(ACCOUNT_DEACTIVATED);
  return issueTokens(deps, user);
}

/** Spends a refresh token for a new pair of the same sign-in. */
export async function refreshTokens(deps: AuthDeps, token: string): Promise<TokenPair> {
  const spent = await spendRefreshToken(deps.db, token);
  if (!spent.ok) throw unauthorized(BAD_REFRESH);
  const user = await findActiveUser(deps.db, spent.userId);
  if (!user) throw unauthorized(BAD_REFRESH);
  return issueTokens(deps, user, spent.familyId);
}

/** Ends this sign-in (its whole refresh-token family) and its chat sockets; other devices stay signed in. */
export async function logout({ db }: AuthDeps, session: { id: number; familyId: string }): Promise<void> {
  await db.transaction((tx) => endSessions(tx, session.id, { only: session.familyId }));
}
