import { expect, type Locator, type Page } from '@playwright/test';

/** /admin/activity (issue 28): the company's recorded changes, newest first, with who/what/when filters. */
export class ActivityPage {
  readonly heading: Locator;
  readonly who: Locator;
  readonly what: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly table: Locator;
  readonly exportCsv: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Activity' });
    this.who = main.getByRole('combobox', { name: 'Who' });
    this.what = main.getByRole('combobox', { name: 'What' });
    this.from = main.getByLabel('From', { exact: true });
    this.to = main.getByLabel('To', { exact: true });
    this.table = main.getByRole('table', { name: 'Activity' });
    this.exportCsv = main.getByRole('button', { name: 'Export CSV' });
  }

  async goto(query = '') {
    await this.page.goto(`/admin/activity${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The table's rows whose text matches. */
  rows(text: string | RegExp) {
    return this.table.getByRole('row').filter({ hasText: text });
  }
}
