import fs from 'node:fs';
import { seriousAxeViolations } from '../support/axe';
import type { DriverHoursPage } from '@haulboard/shared/api/admin';
import { expect, test } from '../support/fixtures';
import { hoursMinutes } from '../support/dashboard-api';
import { checkIn, checkOut, checkTimeText } from '../support/hours-api';
import { PeopleApi, uniqueName, type ApiPerson } from '../support/people-api';
import { CheckInOutPage, HOURS_COLUMNS, HOURS_PAGE_SIZE, NOT_CHECKED_IN, NOT_CHECKED_OUT } from '../pages/check-in-out-page';

// Spec part 2 "Check In/Out" and issue 14's period and export. Each test registers its own
// drivers under a unique name and searches for it: no test depends on another one or on the demo.
test.use({ session: 'admin-api' });

test("shows a driver's latest check-in and check-out and hours, 'Not checked out' on shift, 'Not checked In' without one; the search narrows", async ({
  page,
  request,
}) => {
  const people = await PeopleApi.admin(request);
  const prefix = uniqueName('Hours');
  const [done, onShift, idle] = [await people.createDriver(`${prefix} A`), await people.createDriver(`${prefix} B`), await people.createDriver(`${prefix} C`)];
  await checkIn(request, done);
  const shift = await checkOut(request, done);
  const open = await checkIn(request, onShift);
  try {
    const screen = new CheckInOutPage(page);
    await screen.goto();
    await expect(screen.table.getByRole('columnheader')).toHaveText(HOURS_COLUMNS);
    const answer = page.waitForResponse((r) => r.url().includes('/api/driver-hours/') && new URL(r.url()).searchParams.get('search') === prefix);
    await screen.searchFor(prefix);
    const { results } = (await (await answer).json()) as DriverHoursPage;
    await screen.expectNames([`${prefix} A`, `${prefix} B`, `${prefix} C`]);

    const minutes = results.find((r) => r.driver_email === done.login)!.total_hours_worked;
    // A driver who signs in with their phone: Email shows a dash, not the phone again (issue 27).
    await expect(screen.row(`${prefix} A`).getByRole('cell')).toHaveText([
      `${prefix} A`,
      done.login,
      '—',
      checkTimeText(shift.check_in_time),
      checkTimeText(shift.check_out_time!),
      hoursMinutes(minutes),
    ]);
    await expect(screen.row(`${prefix} B`).getByRole('cell').nth(3)).toHaveText(checkTimeText(open.check_in_time));
    await expect(screen.row(`${prefix} B`).getByRole('cell').nth(4)).toHaveText(NOT_CHECKED_OUT);
    await expect(screen.row(`${prefix} C`).getByRole('cell')).toHaveText([`${prefix} C`, idle.login, '—', NOT_CHECKED_IN, NOT_CHECKED_OUT, '0 Hrs 0 Min']);

    // By name, then by phone number.
    await screen.searchFor(`${prefix} B`);
    await screen.expectNames([`${prefix} B`]);
    await screen.searchFor(idle.login);
    await screen.expectNames([`${prefix} C`]);
    await screen.searchFor(`${prefix} none`);
    await expect(screen.empty).toBeVisible();
  } finally {
    // Nobody stays on shift after the test.
    await checkOut(request, onShift);
  }
});

test("pages more than 7 drivers, and Export CSV downloads the period's hours of every matching driver, not just the page", async ({ page, request }) => {
  const people = await PeopleApi.admin(request);
  const prefix = uniqueName('Payroll');
  const drivers: ApiPerson[] = [];
  for (let i = 1; i <= HOURS_PAGE_SIZE + 1; i++) drivers.push(await people.createDriver(`${prefix} ${String(i).padStart(2, '0')}`));
  await checkIn(request, drivers[0]);
  await checkOut(request, drivers[0]);

  const screen = new CheckInOutPage(page);
  await screen.goto('?period=weekly');
  await screen.searchFor(prefix);
  await expect(screen.rows).toHaveCount(HOURS_PAGE_SIZE);
  await expect(screen.page.getByText(`Showing 1–7 of ${HOURS_PAGE_SIZE + 1} drivers`)).toBeVisible();
  await screen.pageButton(2).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await screen.expectNames([`${prefix} 08`]);

  const [download] = await Promise.all([page.waitForEvent('download'), screen.exportCsv.click()]);
  expect(download.suggestedFilename()).toMatch(/^driver-hours-weekly-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  // A header, then one line per matching driver: the 8, not the page's 1 (no commas or quotes in these cells).
  expect(lines[0].split(',').slice(0, 6)).toEqual(['Name', 'Phone', 'Email', 'Latest check-in', 'Latest check-out', 'Total hours']);
  expect(lines.length).toBe(HOURS_PAGE_SIZE + 2);
  const cells = (d: ApiPerson) => {
    const mine = lines.slice(1).filter((l) => l.startsWith(`${d.full_name},`));
    expect(mine, d.full_name).toHaveLength(1);
    return mine[0].split(',');
  };
  // A phone number starts with '+': the server's formula-safe quote comes before it.
  for (const d of drivers) expect(cells(d).slice(1, 3)).toEqual([`'${d.login}`, `'${d.login}`]);
  // The one who worked this week has both times; the others have none.
  expect(cells(drivers[0])[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(cells(drivers[0])[4]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  expect(cells(drivers[1]).slice(3, 5)).toEqual(['', '']);
  await expect(screen.exportCsv).toBeEnabled();
});

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height}: every control is reached by Tab, and axe finds nothing serious`, async ({ page }, testInfo) => {
    await page.setViewportSize(viewport);
    const screen = new CheckInOutPage(page);
    await screen.goto();
    // The demo drivers: a table on a desktop, one card each on a phone.
    const shown = viewport.width < 768 ? page.getByRole('main').getByRole('list', { name: 'Driver hours' }).getByRole('listitem') : screen.rows;
    await expect(shown).toHaveCount(HOURS_PAGE_SIZE);
    await expect(viewport.width < 768 ? screen.table : page.getByRole('main').getByRole('list', { name: 'Driver hours' })).toBeHidden();

    // From the header's Export CSV, Tab walks the chat toggle, the search and the period.
    await screen.exportCsv.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(screen.search).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(screen.period).toBeFocused();
    await page.keyboard.press('ArrowDown');
    // A native select: the arrow picks Weekly on a closed select in Chromium.
    await expect(page).toHaveURL(/[?&]period=weekly/);
    // Nothing in the rows takes focus: the next stops are the pages (Previous is disabled on page 1).
    await page.keyboard.press('Tab');
    await expect(screen.pageButton(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(screen.pageButton(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]page=2/);
    // Page 1 stays dimmed (60%) while page 2 loads: axe reads the page it landed on, not the dim.
    await expect(viewport.width < 768 ? page.getByRole('main').getByRole('list', { name: 'Driver hours' }) : screen.table).not.toHaveAttribute(
      'aria-busy',
      'true',
    );

    expect(await seriousAxeViolations(page, { testInfo })).toEqual([]);
  });
}
