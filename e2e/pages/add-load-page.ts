import { expect, type Locator, type Page } from '@playwright/test';
import { pickDriver, toast } from './load-form-parts';

export type NewLoad = {
  name: string;
  pickup: string;
  delivery: string;
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
  weight: string;
  price?: string;
};

/** /admin/add-load (spec part 2 "Add Load"). */
export class AddLoadPage {
  readonly main: Locator;
  readonly form: Locator;
  readonly driverPicker: Locator;
  readonly create: Locator;
  /** The picker's warning that the chosen driver's truck has registration or insurance expired by the pickup date. */
  readonly truckExpiryAlert: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.form = this.main.getByRole('form', { name: 'Add Load' });
    this.driverPicker = this.form.getByRole('combobox', { name: 'Driver' });
    this.create = this.form.getByRole('button', { name: /^(Create Load|Creating Load\.\.\.)$/ });
    this.truckExpiryAlert = this.form.getByRole('alert').filter({ hasText: 'You can still assign this driver' });
  }

  async goto() {
    await this.page.goto('/admin/add-load');
    await expect(this.main.getByRole('heading', { name: 'Add Load', level: 1 })).toBeVisible();
  }

  field(label: string) {
    return this.form.getByLabel(label, { exact: false });
  }

  async fill(load: NewLoad) {
    await this.form.getByRole('textbox', { name: 'Load Name' }).fill(load.name);
    await this.form.getByRole('textbox', { name: 'Pickup Location' }).fill(load.pickup);
    await this.form.getByRole('textbox', { name: 'Delivery Location' }).fill(load.delivery);
    await this.field('Pickup Date').fill(load.pickupDate);
    await this.field('Pickup Time').fill(load.pickupTime);
    await this.field('Delivery Date').fill(load.deliveryDate);
    await this.field('Delivery Time').fill(load.deliveryTime);
    await this.form.getByRole('spinbutton', { name: 'Weight (lbs)' }).fill(load.weight);
    if (load.price) await this.form.getByRole('spinbutton', { name: 'Price', exact: true }).fill(load.price);
  }

  pickDriver(name: string) {
    return pickDriver(this.page, this.driverPicker, name);
  }

  toast(text: string | RegExp) {
    return toast(this.page, text);
  }
}
