import { AddLoadPage, type NewLoad } from '../pages/add-load-page';
import { driverOptions, seriousAxeViolationsOfScreen, toast } from '../pages/load-form-parts';
import { expect, test } from '../support/fixtures';
import { isoDay as day, LoadsApi, uniqueName } from '../support/loads-api';

test.use({ session: 'admin-api' });

// Issue 30: a broker is added on the Brokers screen, picked on a new load, and its terms edited.
test('add a broker, pick it on a new load, edit its payment terms', async ({ page, request }) => {
  const api = await LoadsApi.admin(request);
  const broker = uniqueName('Broker');
  await page.goto('/admin/brokers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Brokers', level: 1 })).toBeVisible();
  await expect(main.getByRole('table', { name: 'Brokers' })).toBeVisible();
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);

  await main.getByRole('button', { name: 'Add Broker' }).click();
  const add = page.getByRole('dialog', { name: 'Add Broker' });
  await add.getByRole('textbox', { name: 'Name' }).fill(broker);
  await add.getByRole('textbox', { name: 'Billing E-mail' }).fill('ap@broker.example');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Broker added successfully')).toBeVisible();
  await expect(add).toBeHidden();

  const form = new AddLoadPage(page);
  await form.goto();
  const load: NewLoad = {
    name: uniqueName('Brokered'),
    pickup: 'Denver, CO',
    delivery: 'Phoenix, AZ',
    pickupDate: day(2),
    pickupTime: '07:30',
    deliveryDate: day(3),
    deliveryTime: '18:15',
    weight: '24000',
  };
  await form.fill(load);
  const picker = form.form.getByRole('combobox', { name: 'Broker' });
  // The broker as the server lists it for what was typed (not the "New broker" choice).
  await (await driverOptions(page, picker, broker)).filter({ hasText: '30 days terms' }).click();
  await expect(picker).toHaveValue(broker);
  await form.create.click();
  await expect(form.toast('Load created successfully!')).toBeVisible();
  await expect.poll(async () => (await api.findLoad(load.name))?.broker).toBe(broker);

  await page.goto(`/admin/brokers?search=${encodeURIComponent(broker)}`);
  const table = main.getByRole('table', { name: 'Brokers' });
  const row = table.getByRole('row').filter({ hasText: broker });
  await expect(row).toContainText('30 days');
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await row.getByRole('button', { name: `Edit broker ${broker}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Broker' });
  await edit.getByRole('spinbutton', { name: /Payment Terms/ }).fill('45');
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Broker updated successfully')).toBeVisible();
  await expect(row).toContainText('45 days');
});
