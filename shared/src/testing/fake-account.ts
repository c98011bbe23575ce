// The fake backend's accounts: signing in and out, the password reset, the administrator's profile
// and password, as server/src/routes/{auth,profile}.
import {
  ConfirmResetSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutRequestSchema,
  RefreshRequestSchema,
  RequestResetSchema,
  ResetResponseSchema,
  TokenPairSchema,
  VerifyCodeSchema,
  type UserType,
} from '../contracts/auth';
import { MessageResponseSchema } from '../contracts/common';
import { ApiPaths } from '../contracts/paths';
import { AdminProfileListSchema, AdminProfileSchema, normalizeLogin, UpdateAdminProfileSchema, UpdatePasswordSchema } from '../contracts/people';
import type { FakeDb } from './fake-db';
import { endpoint, mediaUrlOf, NO_CONTENT, ok, parsed, refuse, refuseStaleEdit, withNextVersion, type Endpoint, type FakeRequest } from './fake-server-kit';

/** The code every reset mail of the fake carries. */
export const FAKE_RESET_CODE = '123456';
const INVALID_CODE = 'Invalid or expired verification code.';
const WRONG_PASSWORD = 'Current password is incorrect.';
const LOGIN_TAKEN = 'A user with this email already exists.';

const sameLogin = (a: string, b: string) => normalizeLogin(a).toLowerCase() === normalizeLogin(b).toLowerCase();

export function accountEndpoints(db: FakeDb): Endpoint[] {
  /** Who signs in with `login`, and as what. */
  const account = (login: string): { email: string; userType: UserType } | null => {
    if (sameLogin(db.admin.email, login)) return { email: db.admin.email, userType: 'admin' };
    const driver = db.drivers.find((d) => sameLogin(d.email, login));
    if (driver) return { email: driver.email, userType: 'driver' };
    const dispatcher = db.dispatchers.find((d) => sameLogin(d.email, login));
    return dispatcher ? { email: dispatcher.email, userType: 'dispatcher' } : null;
  };
  const passwordOf = (email: string) => Object.entries(db.passwords).find(([login]) => sameLogin(login, email))?.[1];
  const issue = (userType: UserType) => {
    db.issued += 1;
    const pair = { access_token: `access-${db.issued}`, refresh_token: `refresh-${db.issued}`, user_type: userType };
    db.refreshTokens.set(pair.refresh_token, userType);
    return pair;
  };
  /** The account a reset code is for; a wrong or spent code refuses. */
  const checkCode = (code: string, email: string | undefined) => {
    const reset = email ? db.resets.get(normalizeLogin(email).toLowerCase()) : undefined;
    if (!reset || reset.code !== code) refuse(400, INVALID_CODE);
    return reset!;
  };
  const updateProfile = (req: FakeRequest) => {
    // A new picture comes as form fields with the file; anything else as JSON.
    const form = req.body instanceof FormData ? req.body : null;
    const fields = form ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) : req.body;
    const u = parsed(UpdateAdminProfileSchema, fields);
    refuseStaleEdit('profile', db.admin, u.version, db.otherEditor);
    if (u.email && u.email.toLowerCase() !== db.admin.email.toLowerCase()) {
      // A new sign-in address takes the current password, like a new password.
      if (!u.current_password) refuse(400, 'Enter your current password to change the e-mail.');
      if (u.current_password !== passwordOf(db.admin.email)) refuse(400, WRONG_PASSWORD);
      if ([...db.drivers, ...db.dispatchers].some((p) => sameLogin(p.email, u.email!))) refuse(409, LOGIN_TAKEN);
      const password = passwordOf(db.admin.email);
      if (password !== undefined) db.passwords[u.email] = password;
    }
    const { current_password: _, version: _version, ...changes } = u;
    // '' from a form means "cleared".
    const cleared = Object.fromEntries(
      Object.entries(changes)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, v === '' ? null : v]),
    );
    const avatar = form?.get('avatar');
    db.admin = withNextVersion(db.admin, { ...db.admin, ...cleared, ...(avatar instanceof File ? { profile: mediaUrlOf(avatar) } : {}) });
    return ok(db.admin);
  };

  return [
    endpoint(
      'POST',
      ApiPaths.login,
      (req) => {
        const { email, password } = parsed(LoginRequestSchema, req.body);
        const who = account(email);
        if (!who || passwordOf(who.email) !== password) refuse(401, 'Invalid email or password.');
        return ok(issue(who!.userType));
      },
      LoginResponseSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.refreshToken,
      (req) => {
        const { refresh_token } = parsed(RefreshRequestSchema, req.body);
        const userType = db.refreshTokens.get(refresh_token) ?? refuse(401, 'Refresh token is invalid or expired.');
        db.refreshTokens.delete(refresh_token);
        return ok(issue(userType));
      },
      TokenPairSchema,
    ),
    endpoint('POST', ApiPaths.logout, (req) => {
      db.refreshTokens.delete(parsed(LogoutRequestSchema, req.body).refresh_token);
      return NO_CONTENT;
    }),
    endpoint(
      'POST',
      ApiPaths.requestReset,
      (req) => {
        const { email } = parsed(RequestResetSchema, req.body);
        const who = account(email);
        // Whether an account uses the address or not, the answer is the same.
        if (who) {
          db.resets.set(normalizeLogin(email).toLowerCase(), { email: who.email, code: FAKE_RESET_CODE });
          db.mail.push({ to: who.email, code: FAKE_RESET_CODE });
        }
        return ok({ message: 'If an account uses that address, a reset code has been sent to it.', status: 200 });
      },
      ResetResponseSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.verifyCode,
      (req) => {
        const { code, email } = parsed(VerifyCodeSchema, req.body);
        checkCode(code, email);
        return ok({ message: 'Code is valid', status: 200 });
      },
      ResetResponseSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.confirmReset,
      (req) => {
        const { code, email, new_password } = parsed(ConfirmResetSchema, req.body);
        const reset = checkCode(code, email);
        db.passwords[reset.email] = new_password;
        // A code resets once.
        db.resets.delete(normalizeLogin(email!).toLowerCase());
        return ok({ message: 'Password has been reset successfully.', status: 200 });
      },
      ResetResponseSchema,
    ),
    endpoint('GET', ApiPaths.admin, () => ok([db.admin]), AdminProfileListSchema),
    endpoint('PUT', ApiPaths.admin, updateProfile, AdminProfileSchema),
    endpoint(
      'POST',
      ApiPaths.adminUpdatePassword,
      (req) => {
        const { old_password, new_password } = parsed(UpdatePasswordSchema, req.body);
        if (old_password !== passwordOf(db.admin.email)) refuse(400, WRONG_PASSWORD);
        db.passwords[db.admin.email] = new_password;
        return ok({ message: 'Password updated successfully.' });
      },
      MessageResponseSchema,
    ),
  ];
}
