import { expect, type Locator, type Page } from '@playwright/test';
import { AppRoutes } from '@haulboard/shared/routes';
import { searchAndWait } from './list-parts';

export const TRUCKS_PAGE_SIZE = 10;
export const deleteTruckText = (truckNumber: string) => `Are you sure you want to delete the truck ${truckNumber}? This action cannot be undone.`;

/** Add Truck / Edit Truck: the fields by their labels, and Save. */
export class TruckForm {
  readonly number: Locator;
  readonly model: Locator;
  readonly vin: Locator;
  readonly registration: Locator;
  readonly nextService: Locator;
  readonly insurance: Locator;
  readonly notes: Locator;
  readonly save: Locator;

  constructor(readonly dialog: Locator) {
    this.number = dialog.getByLabel(/^Truck Number/);
    this.model = dialog.getByLabel(/^Truck Model/);
    this.vin = dialog.getByLabel(/^VIN Number/);
    this.registration = dialog.getByLabel('Registration Expiry');
    this.nextService = dialog.getByLabel('Next Service');
    this.insurance = dialog.getByLabel('Insurance Expiry');
    this.notes = dialog.getByLabel('Notes');
    this.save = dialog.getByRole('button', { name: 'Save' });
  }
}

/** /admin/trucks-trailers, the All Trucks card (spec part 2 "Trucks & Trailers"). */
export class TrucksPage {
  readonly heading: Locator;
  readonly card: Locator;
  readonly title: Locator;
  readonly addButton: Locator;
  readonly attention: Locator;
  readonly search: Locator;
  readonly sort: Locator;
  readonly expiryFilter: Locator;
  readonly table: Locator;
  readonly pagination: Locator;
  readonly addForm: TruckForm;
  readonly editForm: TruckForm;
  readonly details: Locator;
  readonly assignDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: 'Trucks & Trailers' });
    this.card = main.getByRole('region', { name: /^All Trucks/ });
    this.title = this.card.getByRole('heading', { level: 2, name: /^All Trucks/ });
    this.addButton = this.card.getByRole('button', { name: 'Add Truck' });
    this.attention = this.card.getByRole('button', { name: /need attention$/ });
    this.search = this.card.getByRole('searchbox', { name: 'Search trucks' });
    this.sort = this.card.getByRole('combobox', { name: 'Sort by' });
    this.expiryFilter = this.card.getByRole('combobox', { name: 'Expiry filter' });
    this.table = this.card.getByRole('table', { name: 'Trucks' });
    this.pagination = this.card.getByRole('navigation', { name: 'Pagination' });
    this.addForm = new TruckForm(page.getByRole('dialog', { name: 'Add Truck' }));
    this.editForm = new TruckForm(page.getByRole('dialog', { name: 'Edit Truck' }));
    this.details = page.getByRole('dialog', { name: 'Truck Details' });
    this.assignDialog = page.getByRole('dialog', { name: 'Assign Drivers to Truck' });
    this.confirmDialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  }

  async goto(query = '') {
    await this.page.goto(`${AppRoutes.trucksTrailers}${query}`);
    await expect(this.heading).toBeVisible();
    // The toolbar's code arrives on its own: the card is ready for keys once its search box is drawn.
    await expect(this.search).toBeVisible();
  }

  /** The data rows shown (those with a View button: not the loading or empty row). */
  get rows(): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('button', { name: /^View truck / }) });
  }

  row(truckNumber: string): Locator {
    return this.rows.filter({ has: this.page.getByRole('button', { name: `View truck ${truckNumber}`, exact: true }) });
  }

  /** A row's cells by the spec's columns: 0 Truck Number ... 7 Notes. */
  cell(truckNumber: string, column: number): Locator {
    return this.row(truckNumber).getByRole('cell').nth(column);
  }

  rowButton(truckNumber: string, action: 'View' | 'Edit' | 'Delete' | 'Assign drivers to'): Locator {
    return this.row(truckNumber).getByRole('button', { name: `${action} truck ${truckNumber}`, exact: true });
  }

  async searchFor(text: string) {
    await searchAndWait(this.page, this.search, text);
  }

  /** Waits until the table is settled and lists exactly these truck numbers, in order. */
  async expectTrucks(numbers: string[]) {
    await expect(this.table).not.toHaveAttribute('aria-busy', 'true');
    await expect(this.rows.locator('td:first-child strong')).toHaveText(numbers);
  }

  async sortBy(label: string) {
    await this.sort.selectOption({ label });
  }

  async openAdd(): Promise<TruckForm> {
    await this.addButton.click();
    await expect(this.addForm.dialog).toBeVisible();
    return this.addForm;
  }

  /** The assign dialog's checkbox of a driver, and the line showing their current truck. */
  driverCheckbox(name: string): Locator {
    return this.assignDialog.getByRole('checkbox', { name, exact: true });
  }

  driverLine(name: string): Locator {
    return this.assignDialog.getByRole('listitem').filter({ has: this.page.getByRole('checkbox', { name, exact: true }) });
  }

  async searchDrivers(text: string) {
    await this.assignDialog.getByRole('searchbox', { name: 'Search drivers' }).fill(text);
  }
}
