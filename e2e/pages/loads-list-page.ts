import { expect, type Locator, type Page } from '@playwright/test';
import { expectColumn, searchAndWait } from './list-parts';

export const DELETE_TITLE = 'Confirm Delete';

/** /admin/loads (spec part 2 "Loads list"). */
export class LoadsListPage {
  readonly heading: Locator;
  readonly addLoad: Locator;
  readonly search: Locator;
  readonly dateFilter: Locator;
  readonly paymentFilter: Locator;
  readonly table: Locator;
  readonly pagination: Locator;
  readonly bulkBar: Locator;
  readonly exportCsv: Locator;
  readonly confirmDialog: Locator;
  readonly empty: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'All Loads' });
    this.addLoad = main.getByRole('link', { name: '+ Add Load' });
    this.search = main.getByRole('searchbox', { name: 'Search loads' });
    this.dateFilter = main.getByRole('combobox', { name: 'Date filter' });
    this.paymentFilter = main.getByRole('combobox', { name: 'Payment filter' });
    this.table = main.getByRole('table', { name: 'Loads' });
    this.pagination = main.getByRole('navigation', { name: 'Pagination' });
    this.bulkBar = main.getByRole('toolbar', { name: 'Bulk actions' });
    this.exportCsv = main.getByRole('button', { name: 'Export CSV' });
    this.confirmDialog = page.getByRole('alertdialog', { name: DELETE_TITLE });
    this.empty = this.table.getByText('No loads found', { exact: true });
  }

  async goto(query = '') {
    await this.page.goto(`/admin/loads${query}`);
    await expect(this.heading).toBeVisible();
    // The toolbar's code arrives on its own: the list is ready for keys once its search box is drawn.
    await expect(this.search).toBeVisible();
  }

  tab(name: 'All' | 'Assigned Load' | 'Unassigned Load'): Locator {
    return this.page.getByRole('main').getByRole('tab', { name, exact: true });
  }

  /** The data rows shown (not the loading, empty or error row). */
  get rows(): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('checkbox') });
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** The load names shown, in order, once the table is not busy. */
  async names(): Promise<string[]> {
    await expect(this.table).not.toHaveAttribute('aria-busy', 'true');
    return this.rows.locator('td:nth-child(3)').allTextContents();
  }

  /** Waits until the names shown are exactly `expected`, in that order. */
  async expectNames(expected: string[]) {
    await expectColumn(this.table, this.rows, 3, expected);
  }

  columnHeader(header: string): Locator {
    return this.table.getByRole('columnheader').filter({ hasText: new RegExp(`^${header}$`) });
  }

  async searchFor(text: string) {
    await searchAndWait(this.page, this.search, text);
  }

  select(name: string): Locator {
    return this.table.getByRole('checkbox', { name: `Select load ${name}` });
  }

  deleteButton(name: string): Locator {
    return this.table.getByRole('button', { name: `Delete load ${name}` });
  }

  toast(text: string): Locator {
    return this.page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true });
  }
}
