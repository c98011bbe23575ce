import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What every admin list (loads, people, hours) shares on screen: the kit's table, search box and
 * pagination. The page objects call these, so a change to the kit changes one place here.
 */

/** Waits until the table is no longer busy and one column of its data rows reads exactly `expected`, in order. */
export async function expectColumn(table: Locator, rows: Locator, column: number, expected: string[]) {
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(rows.locator(`td:nth-child(${column})`)).toHaveText(expected);
}

/** Types a search and waits until the list has written it to the URL (after the 300 ms pause). */
export async function searchAndWait(page: Page, search: Locator, text: string) {
  await search.fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${encodeURIComponent(text).replace(/%20/g, '\\+')}`));
}
