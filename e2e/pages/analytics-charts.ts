import { expect, type Download, type Locator, type Page } from '@playwright/test';

export const CHART_TITLES = {
  revenue: 'Revenue, costs and profit per day',
  statuses: 'Loads by status',
  brokers: 'Top brokers by revenue',
} as const;
export type ChartName = keyof typeof CHART_TITLES;

/** One chart of /admin/analytics: its card, the drawing, the Chart/Table toggle, the table and Download CSV. */
export class ChartCard {
  readonly card: Locator;
  /** The drawing: role="img" with a summary of its figures as its name. */
  readonly image: Locator;
  readonly chartButton: Locator;
  readonly tableButton: Locator;
  readonly table: Locator;
  readonly downloadCsv: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.card = page.getByRole('main').getByRole('region', { name: title, exact: true });
    this.image = this.card.getByRole('img');
    this.chartButton = this.card.getByRole('button', { name: 'Chart', exact: true });
    this.tableButton = this.card.getByRole('button', { name: 'Table', exact: true });
    this.table = this.card.getByRole('table');
    this.downloadCsv = this.card.getByRole('button', { name: /Download CSV/ });
  }

  /** Switches to the table view and reads it: the header row, then each row's cells as text. */
  async readTable(): Promise<string[][]> {
    await this.tableButton.click();
    await expect(this.tableButton).toHaveAttribute('aria-pressed', 'true');
    await expect(this.table).toBeVisible();
    return this.table
      .getByRole('row')
      .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent?.trim() ?? '')));
  }

  /** Clicks Download CSV and hands back the browser's download. */
  async download(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadCsv.click()]);
    return download;
  }
}

/** The charts under the Analytics & Reports screen (the `charts` lazy chunk). */
export class AnalyticsCharts {
  readonly region: Locator;
  readonly revenue: ChartCard;
  readonly statuses: ChartCard;
  readonly brokers: ChartCard;

  constructor(readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Charts', exact: true });
    this.revenue = new ChartCard(page, CHART_TITLES.revenue);
    this.statuses = new ChartCard(page, CHART_TITLES.statuses);
    this.brokers = new ChartCard(page, CHART_TITLES.brokers);
  }

  /** Opens the screen on `query` (`?period=monthly&date=...&search=...`) and waits for the charts to be drawn. */
  async goto(query: string) {
    await this.page.goto(`/admin/analytics${query}`);
    await expect(this.page.getByRole('main').getByRole('heading', { level: 1, name: 'Analytics & Reports' })).toBeVisible();
    await expect(this.statuses.image).toBeVisible();
  }
}
