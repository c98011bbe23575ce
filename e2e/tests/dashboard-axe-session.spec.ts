import { seriousAxeViolations } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { DashboardPage } from '../pages/dashboard-page';
import { apiLogin } from '../support/api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, NO_SESSION, stateOf, storedSession, test } from '../support/fixtures';

// The dashboard's tests that compare no figure with the API: they run in the `chromium`
// project beside the specs that change data, not in the `dashboard` project that runs alone
// (dashboard.spec.ts, dashboard-activity.spec.ts).
test.use({ session: 'admin-ui' });

test('a 401 that the refresh token cannot save clears the session and goes to /login', async ({ browser, request }) => {
  const tokens = await apiLogin(request, ADMIN.email, ADMIN.password);
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: stateOf({ ...tokens, refresh_token: 'not-a-refresh-token' }) });
  try {
    const page = await context.newPage();
    await page.route('**/api/stats/', (route) => route.fulfill({ status: 401, json: { detail: 'Token expired' } }));
    const refresh = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/token/refresh/');
    await page.goto('/admin');
    expect((await refresh).ok(), 'the server refuses the bad refresh token').toBe(false);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    expect(await storedSession(page)).toEqual(NO_SESSION);
  } finally {
    await context.close();
  }
});

/** axe on the loaded dashboard; the serious and critical violations, `rule: help (targets)`. */
async function axeOnDashboard(page: Page, testInfo: TestInfo, label: string): Promise<string[]> {
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.loaded();
  await expect(dashboard.activity.grid).toBeVisible();
  // The minor and moderate ones are printed, not failed on.
  return seriousAxeViolations(page, { what: `/admin (${label})`, testInfo, print: true });
}

test('/admin: no serious or critical axe violation', async ({ page }, testInfo) => {
  expect(await axeOnDashboard(page, testInfo, 'all rules')).toEqual([]);
});
