import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ApiPaths, type AdminProfile, type Dispatcher, type TokenPair } from '@haulboard/shared/contracts';
import { ADMIN, dataDir } from './env';

/** The URL of an API path: `apiUrl(ApiPaths.login)`. The contracts write each path once, for the screens and the tests. */
export const apiUrl = (path: string) => `/api/${path}`;

/** What POST /api/login/ answers (the contract's type: the screens read the same). */
export type Tokens = TokenPair;

/** POST /api/login/ as the UI does; the answer's tokens, whatever the user type. */
export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<Tokens> {
  const res = await request.post(apiUrl(ApiPaths.login), { data: { email, password } });
  expect(res.status(), `login of ${email}`).toBe(200);
  return (await res.json()) as Tokens;
}

/** What the server answers a wrong password (its `detail`), to compare the screen with. */
export async function wrongCredentialsDetail(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(apiUrl(ApiPaths.login), { data: { email, password: 'surely-not-the-password-1' } });
  expect(res.status()).toBe(401);
  return ((await res.json()) as { detail: string }).detail;
}

async function adminGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.get(url, { headers: { authorization: `Bearer ${access_token}` } });
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** GET /api/admin/: the administrator's profile list (the sidebar shows the first item). */
export const getAdminProfile = (request: APIRequestContext) => adminGet<AdminProfile[]>(request, apiUrl(ApiPaths.admin));

/**
 * The demo dispatchers (the seed's, whose password the tests know), in a stable order, so two
 * tests never share an account. Dispatchers other specs create meanwhile (`@e2e.test`) are left out.
 */
export async function listDispatchers(request: APIRequestContext): Promise<Dispatcher[]> {
  const list = await adminGet<Dispatcher[]>(request, apiUrl(ApiPaths.dispatchers));
  return list.filter((d) => d.email.endsWith('@haulboard.local')).sort((a, b) => a.email.localeCompare(b.email));
}

/** The .eml files the server wrote to `to` in this run's outbox, oldest first. */
function mailsTo(to: string): string[] {
  const outbox = path.join(dataDir(), 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.eml'))
    .sort() // names start with an ISO timestamp
    .map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
    .filter((mail) => mail.split(/\r?\n/).some((line) => line.toLowerCase() === `to: ${to.toLowerCase()}`));
}

export const countMailsTo = (to: string) => mailsTo(to).length;

/**
 * The reset code of the `n`-th mail (1-based) to `to`. The server writes the file after it
 * answers, so this polls until that mail exists.
 */
export async function resetCodeFromOutbox(to: string, n: number): Promise<string> {
  await expect.poll(() => countMailsTo(to), { message: `reset mail #${n} to ${to}` }).toBeGreaterThanOrEqual(n);
  const code = /code is (\d{6})/i.exec(mailsTo(to)[n - 1])?.[1];
  expect(code, 'a 6-digit code in the mail').toMatch(/^\d{6}$/);
  return code!;
}
