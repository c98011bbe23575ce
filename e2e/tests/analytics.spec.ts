import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { uniqueName } from '../support/loads-api';
import { LOAD_COSTS, mondayIn, pdfText, ReportsApi, shiftDay, type DayLoad } from '../support/reports-api';
import { AnalyticsPage, DOWNLOAD_FAILED } from '../pages/analytics-page';

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

test("the tabs narrow the week's loads, and the Revenue Summary shows only on a tab other than All", async ({ page, request }) => {
  const prefix = uniqueName('Tabs');
  const monday = mondayIn(8);
  await (await ReportsApi.admin(request)).createAll(weekOf(prefix, monday));

  const screen = new AnalyticsPage(page);
  await screen.goto(`?period=weekly&date=${monday}`);
  await screen.search.fill(prefix);
  await expect(page).toHaveURL(/[?&]search=/);
  await screen.expectNames([`${prefix} 01`, `${prefix} 02`, `${prefix} 03`, `${prefix} 04`]);
  await expect(screen.summary).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download Report' })).toBeHidden();

  await screen.tab('Delivered Load').click();
  await screen.expectNames([`${prefix} 01`]);
  await expect(screen.summary).toBeVisible();
  await expect(screen.summaryTable.getByRole('columnheader')).toHaveText(['Figure', 'This page (1 load)', 'Whole week, Delivered Load (1 load)']);
  await expect(screen.summaryLine('Total price').getByRole('cell')).toHaveText([money(2000), money(2000)]);
  await expect(screen.summaryLine('Total profit').getByRole('cell')).toHaveText([money(2000 - LOAD_COSTS), money(2000 - LOAD_COSTS)]);

  await screen.tab('Assigned Load').click();
  await screen.expectNames([`${prefix} 02`]);
  await expect(screen.summaryTable.getByRole('columnheader').nth(2)).toHaveText('Whole week, Assigned Load (1 load)');

  await screen.tab('Unassigned Load').click();
  await screen.expectNames([`${prefix} 03`, `${prefix} 04`]);
  await expect(screen.summaryLine('Total price').getByRole('cell')).toHaveText([money(2500), money(2500)]);
  await expect(page).toHaveURL(/[?&]status=unassigned/);

  // A reload keeps the tab, the week and the search.
  await page.reload();
  await expect(screen.tab('Unassigned Load')).toHaveAttribute('aria-selected', 'true');
  await expect(screen.search).toHaveValue(prefix);
  await screen.expectNames([`${prefix} 03`, `${prefix} 04`]);

  await screen.tab('All').click();
  await screen.expectNames([`${prefix} 01`, `${prefix} 02`, `${prefix} 03`, `${prefix} 04`]);
  await expect(screen.summary).toBeHidden();
});

test("Download Report saves load-report-{week's Monday}.pdf holding the week's loads of the tab; a report that fails says 'Failed to download PDF report. Please try again.' until dismissed", async ({
  page,
  request,
}) => {
  const prefix = uniqueName('Report');
  const monday = mondayIn(10);
  await (await ReportsApi.admin(request)).createAll(weekOf(prefix, monday));

  const screen = new AnalyticsPage(page);
  await screen.goto(`?period=weekly&date=${shiftDay(monday, 3)}&status=unassigned&search=${encodeURIComponent(prefix)}`);
  await screen.expectNames([`${prefix} 03`, `${prefix} 04`]);
  const [download] = await Promise.all([page.waitForEvent('download'), screen.download.click()]);
  expect(download.suggestedFilename()).toBe(`load-report-${monday}.pdf`);
  const text = await pdfText(await download.path());
  expect(text).toContain(`${prefix} 03`);
  expect(text).toContain(`${prefix} 04`);
  // Another status, and the next week, are not in it.
  expect(text).not.toContain(`${prefix} 01`);
  expect(text).not.toContain(`${prefix} 05`);
  expect(text).toContain(money(2500));
  await expect(screen.download).toBeEnabled();
  await expect(screen.failure).toBeHidden();

  // A report that fails says so until dismissed; the button stays usable.
  await page.route('**/api/generate-load-report/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"down"}' }));
  await screen.download.click();
  await expect(screen.failure).toHaveText(DOWNLOAD_FAILED);
  await expect(screen.download).toBeEnabled();
  await screen.failure.getByRole('button', { name: 'Dismiss' }).click();
  await expect(screen.failure).toBeHidden();
});

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
