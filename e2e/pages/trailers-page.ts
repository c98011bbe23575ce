import { expect, type Locator, type Page } from '@playwright/test';
import { AppRoutes } from '@haulboard/shared/routes';

export const DELETE_TRAILER_TEXT = (name: string) => `Are you sure you want to delete the trailer ${name}? This action cannot be undone.`;

/** The form's titles by mode (spec part 2: 'Assign Trailer to Truck' in assign mode). */
const FORM_TITLES = { add: 'Add Trailer', edit: 'Edit Trailer', assign: 'Assign Trailer to Truck' } as const;
export type TrailerFormMode = keyof typeof FORM_TITLES;

/**
 * The All Trailers card of /admin/trucks-trailers (spec part 2 "Trucks & Trailers"). Parallel
 * workers share the server, so rows are found by a trailer's unique name, never by position.
 */
export class TrailersPage {
  readonly card: Locator;
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly table: Locator;
  readonly detailsDialog: Locator;
  readonly confirmDialog: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.card = main.getByRole('region', { name: /^All Trailers/ });
    this.heading = this.card.getByRole('heading', { level: 2, name: /^All Trailers/ });
    this.addButton = this.card.getByRole('button', { name: 'Add Trailer' });
    this.table = this.card.getByRole('table', { name: 'Trailers' });
    this.detailsDialog = page.getByRole('dialog', { name: 'Trailer Details' });
    this.confirmDialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  }

  async goto() {
    await this.page.goto(AppRoutes.trucksTrailers);
    // The count shows once the trailers have come (table or cards, by width).
    await expect(this.heading).toHaveText(/^All Trailers \(\d+\)$/);
  }

  /** The trailer's row, by its name (exact). */
  row(name: string): Locator {
    return this.table.locator('tbody tr').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** The trailer's card on a phone (below 768 px the table gives way to one card per trailer), by its name. */
  phoneCard(name: string): Locator {
    return this.card
      .getByRole('list', { name: 'Trailers' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) });
  }

  /** Waits until the trailer's row reads `[name, number, assigned truck]`. */
  async expectRow(name: string, cells: [string, string, string]) {
    await expect(this.row(name).getByRole('cell')).toHaveText([...cells, 'Assign Truck']);
  }

  async view(name: string) {
    await this.table.getByRole('button', { name: `View trailer ${name}`, exact: true }).click();
    await expect(this.detailsDialog).toBeVisible();
  }

  async edit(name: string) {
    await this.table.getByRole('button', { name: `Edit trailer ${name}`, exact: true }).click();
    await expect(this.formDialog('edit')).toBeVisible();
  }

  async assign(name: string) {
    await this.table.getByRole('button', { name: `Assign Truck to trailer ${name}`, exact: true }).click();
    await expect(this.formDialog('assign')).toBeVisible();
  }

  async delete(name: string) {
    await this.table.getByRole('button', { name: `Delete trailer ${name}`, exact: true }).click();
    await expect(this.confirmDialog).toBeVisible();
  }

  formDialog(mode: TrailerFormMode): Locator {
    return this.page.getByRole('dialog', { name: FORM_TITLES[mode] });
  }

  /**
   * The trailer dialog's fields and buttons in `mode`. Add and edit are the whole form (name and
   * number as fields); assign has the truck alone as a field, the name and number as text (`context`).
   */
  form(mode: TrailerFormMode) {
    const d = this.formDialog(mode);
    return {
      dialog: d,
      name: d.getByRole('textbox', { name: /^Trailer Name/ }),
      number: d.getByRole('textbox', { name: /^Trailer Number/ }),
      /** Assign's read-only name and number, as a description list's values. */
      context: d.getByRole('definition'),
      truck: d.getByRole('combobox', { name: 'Assigned Truck' }),
      submit: d.getByRole('button', { name: 'Save', exact: true }),
    };
  }

  /** Picks a truck by its number ('' for Unassigned) once the trucks have come. */
  async chooseTruck(mode: TrailerFormMode, truckNumber: string) {
    const { truck } = this.form(mode);
    if (truckNumber) await expect(truck.locator(`option[value="${truckNumber}"]`)).toHaveCount(1);
    await truck.selectOption(truckNumber);
  }
}
