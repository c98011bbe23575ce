import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { SignInPage } from '../pages/sign-in-page';
import { apiLogin, type Tokens } from './api';
import { watchApiAnswers } from './api-answers';
import { ADMIN, BASE_URL, SESSION_KEYS } from './env';

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * How a test's page starts:
 * - `signed-out`: empty storage.
 * - `admin-ui`: the session this worker got by signing in through the sign-in screen once
 *   (shared by the worker's tests, so those must not log out: that revokes it).
 * - `admin-api`: a fresh session from POST /api/login/ per test, in localStorage before the
 *   first page load; fast, and safe to log out of.
 */
export type SessionMode = 'signed-out' | 'admin-ui' | 'admin-api';

/** A context's storage holding a session's three keys, as the sign-in screen leaves them (on the suite's server, or `origin`). */
export const stateOf = (tokens: Tokens, origin = BASE_URL): StorageState => ({
  cookies: [],
  origins: [{ origin, localStorage: SESSION_KEYS.map((name) => ({ name, value: tokens[name] })) }],
});

async function signInThroughUi(browser: Browser): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  try {
    const page = await context.newPage();
    const signIn = new SignInPage(page);
    await signIn.goto();
    await signIn.signIn(ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/admin$/);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

// Module state lives once per worker process: the UI sign-in happens once per worker, and
// only in workers that run an `admin-ui` test. Renewed well before the 15-minute access
// token would expire: a page refreshing it would rotate the refresh token the other
// contexts still hold, and the server revokes a session whose refresh token is replayed.
const UI_SESSION_MAX_AGE_MS = 10 * 60_000;
let uiState: { at: number; state: Promise<StorageState> } | null = null;
const workerUiState = (browser: Browser) => {
  if (!uiState || Date.now() - uiState.at > UI_SESSION_MAX_AGE_MS) {
    uiState = { at: Date.now(), state: signInThroughUi(browser) };
  }
  return uiState.state;
};

export const test = base.extend<{ session: SessionMode }>({
  session: ['signed-out', { option: true }],

  // Route handlers still in flight when a test ends (a held script, a fetch) must not throw
  // into whichever test runs next.
  // Every API answer the page received must be what the OpenAPI document describes (api-answers.ts).
  page: async ({ page }, use) => {
    const answerProblems = watchApiAnswers(page);
    await use(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(await answerProblems(), 'API answers the OpenAPI document does not describe').toEqual([]);
  },

  // The session goes into localStorage through an init script rather than the context's
  // `storageState`: Playwright applies an origin's storage by loading a blank page of it in the
  // new context, about 0.4 s of every test on this machine. The script writes the keys before the
  // first page of the origin runs and never again in that context (a marker key, which the app's
  // sign-out does not touch, records it), so a sign-out or a rotated token is not undone by a
  // later load. Its own API context: the `request` fixture takes its defaults from the context
  // options, this one among them, so depending on it here would leave it without a baseURL.
  context: async ({ context, session, playwright, browser }, use) => {
    let state: StorageState | undefined;
    if (session === 'admin-api') {
      const api = await playwright.request.newContext({ baseURL: BASE_URL });
      state = stateOf(await apiLogin(api, ADMIN.email, ADMIN.password).finally(() => api.dispose()));
    } else if (session === 'admin-ui') {
      state = await workerUiState(browser);
    }
    const entries = state?.origins.find((o) => o.origin === BASE_URL)?.localStorage ?? [];
    if (entries.length > 0) await context.addInitScript(seedStorage, { origin: BASE_URL, entries, marker: SEEDED_MARKER });
    await use(context);
  },
});

const SEEDED_MARKER = 'haulboard-e2e-session-seeded';

/** Runs in the page, before its scripts: the session's keys, once per context, on the suite's origin. */
function seedStorage({ origin, entries, marker }: { origin: string; entries: { name: string; value: string }[]; marker: string }) {
  if (window.top !== window || window.location.origin !== origin) return;
  if (window.localStorage.getItem(marker)) return;
  window.localStorage.setItem(marker, '1');
  for (const { name, value } of entries) window.localStorage.setItem(name, value);
}

export { expect };

/** The three session keys as the page's localStorage holds them (null when absent). */
export async function storedSession(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate((keys) => Object.fromEntries(keys.map((k) => [k, window.localStorage.getItem(k)])), [...SESSION_KEYS]);
}

export const NO_SESSION = Object.fromEntries(SESSION_KEYS.map((k) => [k, null]));
