import { expect, type Locator, type Page } from '@playwright/test';
import { expectColumn } from './list-parts';

export const ANALYTICS_PAGE_SIZE = 7;
export const STATUS_TABS = ['All', 'Delivered Load', 'Assigned Load', 'Unassigned Load'] as const;

/** /admin/analytics (spec part 2 "Analytics & Reports"). */
export class AnalyticsPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly period: Locator;
  readonly previous: Locator;
  readonly next: Locator;
  readonly today: Locator;
  /** The words of the period shown. */
  readonly periodLabel: Locator;
  readonly tabs: Locator;
  readonly table: Locator;
  readonly empty: Locator;
  readonly summary: Locator;
  readonly summaryTable: Locator;
  readonly download: Locator;
  readonly failure: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Analytics & Reports' });
    this.search = main.getByRole('searchbox', { name: 'Search loads' });
    this.period = main.getByRole('combobox', { name: 'Period' });
    this.previous = main.getByRole('button', { name: 'Previous period' });
    this.next = main.getByRole('button', { name: 'Next period' });
    this.today = main.getByRole('button', { name: 'Today', exact: true });
    this.periodLabel = main.getByRole('group', { name: 'Period shown' }).getByRole('status');
    this.tabs = main.getByRole('tablist', { name: 'Load status' });
    this.table = main.getByRole('table', { name: 'Period loads' });
    this.empty = this.table.getByText('No loads found', { exact: true });
    this.summary = main.getByRole('region', { name: 'Revenue Summary' });
    this.summaryTable = this.summary.getByRole('table', { name: 'Revenue Summary' });
    this.download = this.summary.getByRole('button', { name: 'Download Report' });
    this.failure = this.summary.getByRole('alert');
  }

  async goto(query = '') {
    await this.page.goto(`/admin/analytics${query}`);
    await expect(this.heading).toBeVisible();
    await expect(this.search).toBeVisible();
  }

  tab(name: (typeof STATUS_TABS)[number]): Locator {
    return this.tabs.getByRole('tab', { name, exact: true });
  }

  /** The data rows shown (not the loading, empty or error row). */
  get rows(): Locator {
    return this.table.locator('tbody tr').filter({ hasNot: this.page.locator('td[data-state]') });
  }

  /** The load names shown, in order (the table's second column), once the table is not busy. */
  async expectNames(expected: string[]) {
    await expectColumn(this.table, this.rows, 2, expected);
  }

  /** A Revenue Summary line: [label, this page, whole period]. */
  summaryLine(label: string): Locator {
    return this.summaryTable.getByRole('row').filter({ has: this.page.getByRole('rowheader', { name: label, exact: true }) });
  }
}
