import type { APIRequestContext } from '@playwright/test';
import type { Analytics } from '@haulboard/shared/contracts';
import { AnalyticsCharts } from '../pages/analytics-charts';
import { apiLogin } from '../support/api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { isoDay, LoadsApi, uniqueName } from '../support/loads-api';

test.use({ session: 'admin-api' });

// Written here independently of the app: Intl, not the app's date-fns formatting.
const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** Today and another day of this month (yesterday, or tomorrow on the 1st), as offsets from today. */
function twoDaysOfThisMonth(): [number, number] {
  return [0, Number(isoDay(0).slice(8)) > 1 ? -1 : 1];
}

async function analyticsOf(request: APIRequestContext, query: Record<string, string>): Promise<Analytics> {
  const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.get('/api/analytics/', { params: query, headers: { authorization: `Bearer ${access_token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Analytics;
}

test.describe('the analytics charts', () => {
  // This month's loads whose names carry a tag no other test uses: the search narrows the figures to them.
  const tag = uniqueName('Charts');
  const monthStart = `${isoDay(0).slice(0, 8)}01`;
  const query = { pickup_date: monthStart, period: 'monthly', search: tag };
  const screenQuery = `?period=monthly&date=${monthStart}&search=${encodeURIComponent(tag)}`;

  // The charts' figures count the loads made once below: one worker runs them all.
  test.describe.configure({ mode: 'default' });
  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      const loads = await LoadsApi.admin(request);
      const [today, other] = twoDaysOfThisMonth();
      await loads.createLoad(`${tag} A`, { pickupInDays: today, price: 1500, assigned: true });
      await loads.createLoad(`${tag} B`, { pickupInDays: other, price: 2750.25 });
      const delivered = await loads.createLoad(`${tag} C`, { pickupInDays: today, price: 990, assigned: true });
      const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
      const res = await request.post(`/api/loads/${delivered.id}/deliver/`, { headers: { authorization: `Bearer ${access_token}` } });
      expect(res.status()).toBe(200);
    } finally {
      await request.dispose();
    }
  });

  test("draws each chart with the API's figures, and its table view shows them", async ({ page, request }) => {
    const figures = await analyticsOf(request, query);
    expect(figures.summary.loads).toBe(3);
    const charts = new AnalyticsCharts(page);
    await charts.goto(screenQuery);

    // Loads by status: the drawing names the counts, its bars carry them, the table lists them.
    const count = (status: string) => figures.statuses.find((s) => s.status === status)!.loads;
    expect([count('delivered'), count('assigned'), count('unassigned')]).toEqual([1, 1, 1]);
    await expect(charts.statuses.image).toHaveAccessibleName(
      `Loads by status: ${count('delivered')} delivered, ${count('assigned')} assigned, ${count('unassigned')} unassigned.`,
    );
    await expect(charts.statuses.image.locator('svg rect')).toHaveCount(3);
    expect(await charts.statuses.readTable()).toEqual([
      ['Status', 'Loads'],
      ['Delivered', `${count('delivered')}`],
      ['Assigned', `${count('assigned')}`],
      ['Unassigned', `${count('unassigned')}`],
    ]);
    await charts.statuses.chartButton.click();
    await expect(charts.statuses.image).toBeVisible();

    // Revenue per day: every day of the month, the API's money on each.
    await expect(charts.revenue.image).toHaveAccessibleName(new RegExp(`revenue ${usd(figures.summary.price).replace(/[$.]/g, '\\$&')},`));
    const revenueRows = await charts.revenue.readTable();
    expect(revenueRows[0]).toEqual(['Date', 'Loads', 'Revenue', 'Costs', 'Profit']);
    expect(revenueRows.slice(1)).toEqual(figures.days.map((d) => [shortDate(d.date), `${d.loads}`, usd(d.revenue), usd(d.costs), usd(d.profit)]));
    expect(figures.days.filter((d) => d.loads > 0)).toHaveLength(2);

    // Top brokers: the loads' one broker with their revenue written at its bar.
    expect(figures.brokers).toHaveLength(1);
    const [broker] = figures.brokers;
    await expect(charts.brokers.image).toContainText(usd(broker.revenue));
    expect(await charts.brokers.readTable()).toEqual([
      ['Broker', 'Loads', 'Revenue', 'Profit'],
      [broker.broker, `${broker.loads}`, usd(broker.revenue), usd(broker.profit)],
    ]);
  });
});
