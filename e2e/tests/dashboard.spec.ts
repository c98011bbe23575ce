import AxeBuilder from '@axe-core/playwright';
import type { Page, Route, TestInfo } from '@playwright/test';
import { CARDS, DashboardPage } from '../pages/dashboard-page';
import { apiLogin } from '../support/api';
import {
  barValue,
  DashboardApi,
  hoursMinutes,
  hoursRow,
  pageAnswer,
  upcomingCount,
  type DriverHours,
  type TopDispatcher,
  type TopDriver,
} from '../support/dashboard-api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, NO_SESSION, stateOf, storedSession, test } from '../support/fixtures';

// Spec part 1 "Dashboard", sections 3, 8 and 9, against the demo data: what the screen shows
// must be what the API answers. Nothing here changes data; the figures it reads (loads,
// users, check-ins) are changed by no other spec (see README.md before adding one that does).
// The truck activity grid: dashboard-activity.spec.ts; the chat toggle: dashboard-chat.spec.ts.
test.use({ session: 'admin-ui' });

test("the heading, the five cards, the top lists and the daily hours show the API's figures", async ({ page, request }) => {
  const api = await DashboardApi.admin(request);
  const [stats, users, upcoming] = await Promise.all([api.stats(), api.activeUsers(), api.upcomingLoads()]);
  // Hours grow while a shift is open: these three are compared with the answers the page drew.
  const topDrivers = pageAnswer<TopDriver[]>(page, 'top-drivers/');
  const topDispatchers = pageAnswer<TopDispatcher[]>(page, 'top-dispatchers/');
  const driverHours = pageAnswer<{ count: number; results: DriverHours[] }>(page, 'driver-hours/');
  const before = new Date();
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.loaded();
  const after = new Date();

  await expect(dashboard.heading).toHaveText('Dashboard');
  await expect(dashboard.error).toHaveCount(0);

  // The cards, in the spec's order.
  const articles = dashboard.main.getByRole('article');
  await expect(articles).toHaveCount(CARDS.length);
  for (const [i, label] of CARDS.entries()) await expect(articles.nth(i)).toHaveAccessibleName(label);
  await expect(dashboard.cardValue('Active Dispatchers')).toHaveText(`${users.checked_in_dispatchers}/${users.total_dispatchers}`);
  await expect(dashboard.cardValue('Active Drivers')).toHaveText(`${users.checked_in_drivers}/${users.total_drivers}`);
  await expect(dashboard.cardValue('Total Loads')).toHaveText(String(stats.total_loads));
  await expect(dashboard.cardValue('Transit Loads')).toHaveText(String(stats.active_assigned));
  // The server answers today to today + 7 (whole days); the card keeps those from now to now +
  // 7 days, so the demo's loads later on day 7 (it has some every day) are left out.
  const shownUpcoming = Number(await dashboard.cardValue('Upcoming Loads').textContent());
  expect([upcomingCount(upcoming, before), upcomingCount(upcoming, after)]).toContain(shownUpcoming);
  expect(shownUpcoming).toBeGreaterThan(0);
  expect(shownUpcoming).toBeLessThan(upcoming.length);
  expect(users.total_dispatchers).toBeGreaterThan(0);
  expect(users.total_drivers).toBeGreaterThan(0);

  // The top lists: the first 3, name and 'N Hrs M Min', a bar of hours x 10 % capped at 100.
  const lists = [
    {
      title: 'Top Working Drivers',
      entries: (await topDrivers).map((t) => ({ name: `${t.first_name} ${t.last_name}`, hours: t.hours })),
      empty: 'No driver data available',
    },
    {
      title: 'Top Working Dispatchers',
      // The contract spells the dispatcher's first name first_naem.
      entries: (await topDispatchers).map((t) => ({ name: `${t.first_naem} ${t.last_name}`, hours: t.hours })),
      empty: 'No dispatcher data available',
    },
  ] as const;
  for (const { title, entries, empty } of lists) {
    const shown = entries.slice(0, 3);
    await expect(dashboard.topEntries(title)).toHaveText(
      shown.map((e) => `${e.name} ${hoursMinutes(e.hours * 60)}`),
      { useInnerText: true },
    );
    for (const [i, e] of shown.entries()) {
      const bar = dashboard
        .topEntries(title)
        .nth(i)
        .getByRole('progressbar', { name: `${e.name}: hours worked today` });
      await expect(bar).toHaveAttribute('aria-valuenow', String(barValue(e.hours)));
    }
    await expect(dashboard.topList(title).getByText(empty, { exact: true })).toHaveCount(shown.length ? 0 : 1);
  }

  // 'Drivers Daily Hours': the first 5 rows; HH:mm times, 'N/A' when missing; only 'Sort by: Daily'.
  const hours = (await driverHours).results.slice(0, 5);
  expect(hours.length, 'the demo has 25 drivers').toBe(5);
  await expect(dashboard.hoursTable.getByRole('columnheader')).toHaveText(['Driver Name', 'Check In', 'Check Out', 'Total Hours']);
  await expect(dashboard.hoursRows).toHaveCount(5);
  for (const [i, record] of hours.entries()) {
    await expect(dashboard.hoursRows.nth(i).getByRole('cell')).toHaveText(hoursRow(record));
  }
  await expect(dashboard.sortBy.getByRole('option')).toHaveText(['Sort by: Daily']);
  await expect(dashboard.sortBy).toHaveValue('daily');

  // The page asked for its 5 rows; the plain daily list holds the same drivers.
  const full = await api.driverHours();
  expect((await driverHours).count).toBe(full.length);
  for (const r of hours) expect(full.map((f) => f.id)).toContain(r.id);
});

test('bars are hours x 10 %, capped at 100; only 3 entries; the empty texts', async ({ page }) => {
  // Answers the demo never gives at this hour: a 12.5-hour day, more than 3 people, nobody.
  const person = (id: number, first: string, hours: number) => ({ id, first_name: first, first_naem: first, last_name: 'Test', hours });
  await page.route('**/api/top-drivers/', (route) =>
    route.fulfill({ json: [person(1, 'Long', 12.5), person(2, 'Almost', 9.96), person(3, 'Brief', 0.04), person(4, 'Fourth', 0.01)] }),
  );
  await page.route('**/api/top-dispatchers/', (route) => route.fulfill({ json: [] }));
  await page.route(
    (url) => url.pathname === '/api/driver-hours/',
    (route) => route.fulfill({ json: { count: 0, results: [] } }),
  );
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.loaded();
  const drivers = dashboard.topEntries('Top Working Drivers');
  await expect(drivers).toHaveText(['Long Test 12 Hrs 30 Min', 'Almost Test 9 Hrs 58 Min', 'Brief Test 0 Hrs 2 Min'], { useInnerText: true });
  for (const [i, value] of ['100', '100', '0'].entries()) {
    await expect(drivers.nth(i).getByRole('progressbar')).toHaveAttribute('aria-valuenow', value);
  }
  await expect(dashboard.topEntries('Top Working Dispatchers')).toHaveCount(0);
  await expect(dashboard.topList('Top Working Dispatchers').getByText('No dispatcher data available', { exact: true })).toBeVisible();
  await expect(dashboard.hoursTable).toHaveCount(0);
  await expect(dashboard.hours.getByText('No driver hours data available', { exact: true })).toBeVisible();
});

test.describe('failures', () => {
  test("a failing section shows the alert and stops every placeholder; 'Try again' repeats it", async ({ page, request }) => {
    const api = await DashboardApi.admin(request);
    const stats = await api.stats();
    let failing = true;
    await page.route('**/api/stats/', (route) => (failing ? route.fulfill({ status: 500, json: { detail: 'Boom' } }) : route.fallback()));
    // Top drivers held until the alert is on screen: a section still loading when another fails.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/top-drivers/', async (route: Route) => {
      await held;
      await route.fallback();
    });

    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    // Each section has its own placeholder while it loads (the failing call is retried first).
    await expect(dashboard.main.getByLabel('Loading Top Working Drivers', { exact: true })).toBeVisible();
    await expect(dashboard.error).toBeVisible();
    await expect(dashboard.tryAgain).toBeVisible();
    await expect(dashboard.loadingPlaceholders).toHaveCount(0);
    // What failed or never came shows nothing; what arrived stays.
    await expect(dashboard.cardValue('Total Loads')).toHaveText('—');
    await expect(dashboard.cardValue('Transit Loads')).toHaveText('—');
    await expect(dashboard.topEntries('Top Working Drivers')).toHaveCount(0);
    await expect(dashboard.topList('Top Working Drivers').getByText('No driver data available')).toHaveCount(0);
    const users = await api.activeUsers();
    await expect(dashboard.cardValue('Active Drivers')).toHaveText(`${users.checked_in_drivers}/${users.total_drivers}`);
    await expect(dashboard.hoursRows).toHaveCount(5);
    await expect(dashboard.heading).toBeVisible();

    release();
    failing = false;
    await dashboard.tryAgain.click();
    await expect(dashboard.error).toBeHidden();
    await expect(dashboard.cardValue('Total Loads')).toHaveText(String(stats.total_loads));
    await expect(dashboard.cardValue('Transit Loads')).toHaveText(String(stats.active_assigned));
    await expect(
      dashboard.topEntries('Top Working Drivers').or(dashboard.topList('Top Working Drivers').getByText('No driver data available')).first(),
    ).toBeVisible();
  });

  // Chakra v3's Alert.Root carries no role of its own: each failure message sets role="alert".
  test('both failure messages are alerts, announced to screen readers', async ({ page }) => {
    await page.route('**/api/stats/', (route) => route.fulfill({ status: 500, json: { detail: 'Boom' } }));
    await page.route(
      (url) => url.pathname === '/api/loads-overview/',
      (route) => route.fulfill({ status: 500, json: { detail: 'Boom' } }),
    );
    const dashboard = new DashboardPage(page);
    await dashboard.goto();
    await expect(dashboard.error).toBeVisible();
    await expect(dashboard.activity.error).toBeVisible();
    await expect(dashboard.errorAlert).toBeVisible({ timeout: 1000 });
    await expect(dashboard.activity.errorAlert).toBeVisible({ timeout: 1000 });
  });

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
});

/** axe on the loaded dashboard; the serious and critical violations, `rule: help (targets)`. */
async function axeOnDashboard(page: Page, testInfo: TestInfo, label: string): Promise<string[]> {
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.loaded();
  await expect(dashboard.activity.grid).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  const report = violations.map((v) => `${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  // The minor and moderate ones are printed, not failed on.
  if (report.length) console.log(`axe on /admin (${label}):\n  ${report.join('\n  ')}`);
  await testInfo.attach('axe-violations', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('/admin: no serious or critical axe violation', async ({ page }, testInfo) => {
  expect(await axeOnDashboard(page, testInfo, 'all rules')).toEqual([]);
});
