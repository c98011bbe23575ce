import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { uniqueName } from '../support/loads-api';
import { mondayIn, ReportsApi, shiftDay, type DayLoad } from '../support/reports-api';
import { AnalyticsPage } from '../pages/analytics-page';

// Spec part 2 "Analytics & Reports" and issue 16. Each test makes its loads on known days of a
// future week under a name no other test uses, and shows them through the search: the tests
// neither see each other's loads nor the demo's.
test.use({ session: 'admin-api' });

const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** A week of loads: Monday a delivered and an assigned one, Tuesday an unassigned one, Sunday another, and one the Monday after. */
function weekOf(prefix: string, monday: string): DayLoad[] {
  return [
    { name: `${prefix} 01`, day: monday, status: 'delivered', price: 2000 },
    { name: `${prefix} 02`, day: monday, status: 'assigned', price: 1500 },
    { name: `${prefix} 03`, day: shiftDay(monday, 1), status: 'unassigned', price: 1200 },
    { name: `${prefix} 04`, day: shiftDay(monday, 6), status: 'unassigned', price: 1300 },
    { name: `${prefix} 05`, day: shiftDay(monday, 7), status: 'unassigned', price: 9999 },
  ];
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height}: a row (or a card) per load, the summary, nothing wider than the screen, Tab walks the controls, and axe finds nothing serious`, async ({
    page,
    request,
  }, testInfo) => {
    const prefix = uniqueName('Layout');
    const monday = mondayIn(11);
    await (await ReportsApi.admin(request)).createAll(weekOf(prefix, monday));
    await page.setViewportSize(viewport);

    const screen = new AnalyticsPage(page);
    await screen.goto(`?period=weekly&date=${monday}&status=unassigned&search=${encodeURIComponent(prefix)}`);
    const phone = viewport.width < 768;
    const cards = page.getByRole('main').getByRole('list', { name: 'Period loads' });
    await expect(phone ? cards.getByRole('listitem') : screen.rows).toHaveCount(2);
    await expect(phone ? screen.table : cards).toBeHidden();
    await expect(screen.summaryLine('Total price').getByRole('cell')).toHaveText([money(2500), money(2500)]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    // The search and its Clear, the period, its arrows, Today (another week is shown), then the selected tab.
    await screen.search.focus();
    for (const control of [
      page.getByRole('button', { name: 'Clear search' }),
      screen.period,
      screen.previous,
      screen.next,
      screen.today,
      screen.tab('Unassigned Load'),
    ]) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
    }

    expect(await seriousAxeViolations(page, { testInfo })).toEqual([]);
  });
}
