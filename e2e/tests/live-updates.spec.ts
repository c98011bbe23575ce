import type { Browser, Page } from '@playwright/test';
import { DashboardPage } from '../pages/dashboard-page';
import { LoadDetailPage } from '../pages/load-detail-page';
import { LoadsListPage } from '../pages/loads-list-page';
import { apiLogin } from '../support/api';
import { DashboardApi } from '../support/dashboard-api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, stateOf, test } from '../support/fixtures';
import { LoadsApi, uniqueName } from '../support/loads-api';
import { startSecondProcess, type SecondProcess } from '../support/second-process';

// Issue 29 part 1: a change made in one admin session (its UI, or the API) shows in another
// session's open screen within 2 s, without a reload, over the page's chat socket.
test.use({ session: 'admin-api' });

/** The bound: a change is on every open screen within 2 s. */
const LIVE_MS = 2000;

/** A second administrator's session in its own browser context (another person, another tab). */
async function secondAdmin(browser: Browser, request: Parameters<typeof apiLogin>[0]): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: stateOf(await apiLogin(request, ADMIN.email, ADMIN.password)) });
  return context.newPage();
}

/**
 * The dashboard's Total Loads card, after a load was made elsewhere, catches up with what the API
 * counts: read together, within the bound, they agree. The API's figure is read at each look, not
 * once: the other worker creates and deletes loads meanwhile (CI saw the card at 546, rightly, one
 * past the 545 read a moment before it).
 */
async function expectTotalLoadsFollows(dashboard: DashboardPage, figures: DashboardApi): Promise<void> {
  await expect
    .poll(
      async () => {
        const [card, { total_loads }] = await Promise.all([dashboard.cardValue('Total Loads').textContent(), figures.stats()]);
        return Number(card) === total_loads;
      },
      { timeout: LIVE_MS },
    )
    .toBe(true);
}

/** The loads list searched for `prefix`, nothing found yet: where a load made elsewhere should appear. */
async function watchLoads(page: Page, prefix: string): Promise<LoadsListPage> {
  const list = new LoadsListPage(page);
  await list.goto();
  await list.search.fill(prefix);
  await expect(list.empty).toBeVisible();
  return list;
}

test('the loads list and a load detail screen show a load created and renamed in another session', async ({ page, browser, request }) => {
  const api = await LoadsApi.admin(request);
  const prefix = uniqueName('Live');
  const list = await watchLoads(page, prefix);

  // Created through the API by another session: the row appears, marked for a moment.
  const load = await api.createLoad(`${prefix} one`);
  await expect(list.row(load.loadname)).toBeVisible({ timeout: LIVE_MS });
  await expect(list.row(load.loadname)).toHaveAttribute('data-fresh');
  await expect(page.getByText('1 row updated')).toHaveAttribute('aria-live', 'polite');
  // The search typed here stays: the page was refreshed in place, not reloaded.
  await expect(list.search).toHaveValue(prefix);

  // Both sessions on the load's screen; renamed through the other's UI.
  const detail = new LoadDetailPage(page);
  await detail.goto(load.id);
  await expect(detail.detailsCard.getByText(load.loadname)).toBeVisible();
  const other = new LoadDetailPage(await secondAdmin(browser, request));
  await other.goto(load.id);
  await other.editDetails.click();
  const renamed = `${prefix} renamed`;
  await other.field('Load Name').fill(renamed);
  await other.saveAll.click();
  await expect(other.detailsCard.getByText(renamed)).toBeVisible();
  await expect(detail.detailsCard.getByText(renamed)).toBeVisible({ timeout: LIVE_MS });
  await other.page.context().close();
});

test("the dashboard's cards count a load created in another session", async ({ page, request }) => {
  const loads = await LoadsApi.admin(request);
  const figures = await DashboardApi.admin(request);
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.loaded();
  await loads.createLoad(uniqueName('Live dashboard'));
  await expectTotalLoadsFollows(dashboard, figures);
});

// With two API processes (a load balancer in front of two): each browser on its own process, the
// change made through one process reaches the screens served by the other, through PostgreSQL.
test.describe('with two API processes', () => {
  let second: SecondProcess;
  test.beforeAll(async () => {
    second = await startSecondProcess();
  });
  test.afterAll(async () => {
    await second?.stop();
  });

  test('the loads list, a detail screen and the dashboard follow changes made through the other process', async ({ page, browser, playwright }) => {
    const remote = await playwright.request.newContext({ baseURL: second.base });
    const other = await browser.newContext({ baseURL: second.base, storageState: stateOf(await apiLogin(remote, ADMIN.email, ADMIN.password), second.base) });
    try {
      const api = await LoadsApi.admin(remote);
      const prefix = uniqueName('Two');
      const list = await watchLoads(page, prefix);

      // Created through the second process: the first process's list shows it.
      const load = await api.createLoad(`${prefix} one`);
      await expect(list.row(load.loadname)).toBeVisible({ timeout: LIVE_MS });

      // Renamed in the other browser, on the second process: this detail screen follows.
      const detail = new LoadDetailPage(page);
      await detail.goto(load.id);
      await expect(detail.detailsCard.getByText(load.loadname)).toBeVisible();
      const theirs = new LoadDetailPage(await other.newPage());
      await theirs.goto(load.id);
      await theirs.editDetails.click();
      const renamed = `${prefix} renamed`;
      await theirs.field('Load Name').fill(renamed);
      await theirs.saveAll.click();
      await expect(theirs.detailsCard.getByText(renamed)).toBeVisible();
      await expect(detail.detailsCard.getByText(renamed)).toBeVisible({ timeout: LIVE_MS });

      // The dashboard's Total Loads card counts a load created through the second process.
      const dashboard = new DashboardPage(page);
      await dashboard.goto();
      await dashboard.loaded();
      await api.createLoad(`${prefix} two`);
      await expectTotalLoadsFollows(dashboard, await DashboardApi.admin(remote));
    } finally {
      await other.close();
      await remote.dispose();
    }
  });
});
