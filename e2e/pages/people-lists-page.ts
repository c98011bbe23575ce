import { expect, type Locator, type Page } from '@playwright/test';
import { expectColumn, searchAndWait } from './list-parts';
import { STRONG_PASSWORD_HINT } from '@haulboard/shared/contracts';
import { AppRoutes } from '@haulboard/shared/routes';

export const DELETE_DRIVER_TEXT = 'Are you sure you want to delete driver? This action cannot be undone.';
export { STRONG_PASSWORD_HINT };

type Kind = 'dispatcher' | 'driver';
const WORDS = {
  dispatcher: { route: AppRoutes.dispatchers, title: 'Dispatchers', table: 'Dispatchers', add: '+ Add Dispatcher', dialog: 'Add Dispatcher', login: 'Email' },
  driver: { route: AppRoutes.drivers, title: 'Drivers', table: 'Drivers', add: '+ Add Driver', dialog: 'Add Driver', login: 'Phone Number' },
} as const;

/** /admin/dispatchers and /admin/drivers (spec part 2 "Dispatchers list", "Drivers list"): one screen, two words. */
export class PeopleListPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly sort: Locator;
  readonly table: Locator;
  readonly pagination: Locator;
  readonly confirmDialog: Locator;
  readonly addDialog: Locator;
  private readonly words: (typeof WORDS)[Kind];

  constructor(
    readonly page: Page,
    readonly kind: Kind,
  ) {
    this.words = WORDS[kind];
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: this.words.title });
    this.addButton = main.getByRole('button', { name: this.words.add });
    this.search = main.getByRole('searchbox', { name: `Search ${kind}s` });
    this.sort = main.getByRole('combobox', { name: 'Sort by' });
    this.table = main.getByRole('table', { name: this.words.table });
    this.pagination = main.getByRole('navigation', { name: 'Pagination' });
    this.confirmDialog = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    this.addDialog = page.getByRole('dialog', { name: this.words.dialog });
  }

  async goto(query = '') {
    await this.page.goto(`${this.words.route}${query}`);
    await expect(this.heading).toBeVisible();
    // The toolbar's code arrives on its own: the list is ready for keys once its search box is drawn.
    await expect(this.search).toBeVisible();
  }

  /** The data rows shown (the ones with a View link: not the loading, empty or error row). */
  get rows(): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('link', { name: /^View / }) });
  }

  row(fullName: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('cell', { name: fullName, exact: true }) });
  }

  viewLink(fullName: string): Locator {
    return this.table.getByRole('link', { name: `View ${fullName}`, exact: true });
  }

  deleteButton(fullName: string): Locator {
    return this.table.getByRole('button', { name: `Delete ${this.kind} ${fullName}`, exact: true });
  }

  /** Waits until the names shown (first column) are exactly `expected`, in that order. */
  async expectNames(expected: string[]) {
    await expectColumn(this.table, this.rows, 1, expected);
  }

  async searchFor(text: string) {
    await searchAndWait(this.page, this.search, text);
  }

  async sortBy(label: 'Name (A-Z)' | 'Name (Z-A)' | 'Email (A-Z)' | 'Email (Z-A)') {
    await this.sort.selectOption({ label });
  }

  /** The add dialog's fields and Save. */
  get form() {
    const d = this.addDialog;
    return {
      firstName: d.getByRole('textbox', { name: 'First Name' }),
      login: d.getByRole('textbox', { name: this.words.login }),
      password: d.getByLabel('Password', { exact: false }).and(d.locator('input')),
      hint: d.getByText(STRONG_PASSWORD_HINT),
      save: d.getByRole('button', { name: 'Save' }),
    };
  }

  /** Opens the add dialog, empty. */
  async openAdd() {
    await this.addButton.click();
    await expect(this.addDialog).toBeVisible();
  }

  /** Opens the add dialog and fills it (Save not pressed). */
  async fillAdd(firstName: string, login: string, password: string) {
    await this.openAdd();
    await this.fillForm(firstName, login, password);
  }

  /** Fills the open add dialog (Save not pressed). */
  async fillForm(firstName: string, login: string, password: string) {
    const f = this.form;
    await f.firstName.fill(firstName);
    await f.login.fill(login);
    await f.password.fill(password);
  }
}
