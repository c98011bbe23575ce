import { seriousAxeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { CheckInOutPage, HOURS_PAGE_SIZE } from '../pages/check-in-out-page';

// Spec part 2 "Check In/Out" and issue 14's period and export. Each test registers its own
// drivers under a unique name and searches for it: no test depends on another one or on the demo.
test.use({ session: 'admin-api' });

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
