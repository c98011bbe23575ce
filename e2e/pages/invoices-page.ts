import { expect, type Locator, type Page } from '@playwright/test';
import { toast } from './load-form-parts';

/** /admin/invoices (issue 30): the list, its filters and New invoice. */
export class InvoicesPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly newInvoice: Locator;
  readonly search: Locator;
  readonly table: Locator;
  readonly cards: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Invoices' });
    this.newInvoice = this.main.getByRole('button', { name: 'New invoice' });
    this.search = this.main.getByRole('searchbox', { name: 'Search invoice number' });
    this.table = this.main.getByRole('table', { name: 'Invoices' });
    this.cards = this.main.getByRole('list', { name: 'Invoices' });
    this.dialog = page.getByRole('dialog', { name: 'New invoice' });
  }

  async goto(query = '') {
    await this.page.goto(`/admin/invoices${query}`);
    await expect(this.heading).toBeVisible();
  }

  /** The table's row (or the phone's card) of the invoice numbered `number` ('INV-000012'). */
  invoice(number: string, phone = false): Locator {
    return phone
      ? this.cards.getByRole('listitem').filter({ has: this.page.getByRole('heading', { name: new RegExp(`^${number} `) }) })
      : this.table.getByRole('row').filter({ has: this.page.getByRole('cell', { name: number, exact: true }) });
  }

  /** New invoice's loads, as the table draws them (a phone: cards). */
  previewLoads(phone = false): Locator {
    return phone ? this.dialog.getByRole('list', { name: 'Loads to invoice' }) : this.dialog.getByRole('table', { name: 'Loads to invoice' });
  }

  brokerField(scope: Locator): Locator {
    return scope.getByRole('combobox', { name: 'Broker' });
  }

  toast(text: string | RegExp) {
    return toast(this.page, text);
  }
}

/** The Receivables section of /admin/analytics. */
export class ReceivablesSection {
  readonly region: Locator;
  readonly asOf: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('main').getByRole('region', { name: 'Receivables' });
    this.asOf = this.region.getByLabel('As of');
    this.table = this.region.getByRole('table', { name: 'Receivables by broker' });
  }

  /** Scrolls to the section, far down the analytics screen: it loads as the reader nears it. */
  async show(): Promise<void> {
    await this.region.scrollIntoViewIfNeeded();
  }

  /** A broker's line: [broker, 0-30, 31-60, 61-90, over 90, total]. */
  line(broker: string): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: broker, exact: true }) })
      .getByRole('cell');
  }
}
