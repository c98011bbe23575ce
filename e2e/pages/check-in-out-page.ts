import { expect, type Locator, type Page } from '@playwright/test';
import { expectColumn, searchAndWait } from './list-parts';

export const HOURS_PAGE_SIZE = 7;

/** /admin/check-in-out (spec part 2 "Check In/Out"). */
export class CheckInOutPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly period: Locator;
  /** The line saying which dates the period covers. */
  readonly periodRange: Locator;
  readonly table: Locator;
  readonly pagination: Locator;
  readonly exportCsv: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Check In/Out' });
    this.search = main.getByRole('searchbox', { name: 'Search drivers' });
    this.period = main.getByRole('combobox', { name: 'Period' });
    this.periodRange = main.getByTestId('period-range');
    this.table = main.getByRole('table', { name: 'Driver hours' });
    this.pagination = main.getByRole('navigation', { name: 'Pagination' });
    this.exportCsv = main.getByRole('button', { name: 'Export CSV' });
    this.empty = this.table.getByText('No drivers found', { exact: true });
  }

  async goto(query = '') {
    await this.page.goto(`/admin/check-in-out${query}`);
    await expect(this.heading).toBeVisible();
    // The toolbar's code arrives on its own: the list is ready for keys once its search box is drawn.
    await expect(this.search).toBeVisible();
  }

  /** The data rows shown (not the loading, empty or error row). */
  get rows(): Locator {
    return this.table.locator('tbody tr').filter({ hasNot: this.page.locator('td[data-state]') });
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** The driver names shown, in order, once the table is not busy. */
  async expectNames(expected: string[]) {
    await expectColumn(this.table, this.rows, 1, expected);
  }

  /** Types the search and waits for it to reach the URL. */
  async searchFor(text: string) {
    await searchAndWait(this.page, this.search, text);
  }

  pageButton(n: number): Locator {
    return this.pagination.getByRole('button', { name: new RegExp(`page ${n}$`, 'i') });
  }
}
