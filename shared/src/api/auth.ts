import type { LoginRequest, ResetResponse, TokenPair } from '../contracts/auth';
import { ApiPaths } from '../contracts/paths';
import type { Http } from './http';

export const authApi = (http: Http) => ({
  /** Answers tokens for every user type; the sign-in screen refuses non-admins. */
  login: (body: LoginRequest) => http<TokenPair>(ApiPaths.login, { method: 'POST', body, auth: false }),
  requestReset: (body: { email: string }) => http<ResetResponse>(ApiPaths.requestReset, { method: 'POST', body, auth: false }),
  verifyCode: (body: { code: string; email?: string }) => http<ResetResponse>(ApiPaths.verifyCode, { method: 'POST', body, auth: false }),
  confirmReset: (body: { code: string; new_password: string; confirm_password: string; email?: string }) =>
    http<ResetResponse>(ApiPaths.confirmReset, { method: 'POST', body, auth: false }),
  /** Revokes the refresh token's family on the server. */
  logout: (body: { refresh_token: string }) => http<void>(ApiPaths.logout, { method: 'POST', body, auth: false }),
});
