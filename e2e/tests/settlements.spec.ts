import { ApiPaths } from '@haulboard/shared/contracts';
import { seriousAxeViolationsOfScreen } from '../pages/load-form-parts';
import { PersonProfilePage } from '../pages/person-profile-page';
import { apiLogin, apiUrl } from '../support/api';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { isoDay, LoadsApi } from '../support/loads-api';
import { PeopleApi, uniqueName } from '../support/people-api';
import { pdfText } from '../support/reports-api';

test.use({ session: 'admin-api' });

// Issue 30: a load delivered (through the API) by a new driver, settled in the UI: a settlement
// created from the driver's profile for today, marked settled on the Settlements screen, and its
// statement downloaded with the load and the total. A new driver, so no other test's loads are in it.
test("settle a driver's delivered load: create a settlement on their profile, settle it, download the statement", async ({ page, request }) => {
  const people = await PeopleApi.admin(request);
  const loads = await LoadsApi.admin(request);
  const driver = await people.createDriver(uniqueName('Settle'));
  const name = uniqueName('Settled load');
  const load = await loads.createLoad(name, { pickupInDays: -1 });
  await loads.assign(load.id, driver.id);
  const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const delivered = await request.post(apiUrl(ApiPaths.loadDelivery(load.id)), {
    headers: { authorization: `Bearer ${access_token}` },
    data: { delivered_at: new Date().toISOString() },
  });
  expect(delivered.status()).toBe(200);

  const profile = new PersonProfilePage(page, 'driver');
  await profile.goto(driver.login);
  const section = await profile.showSettlements();
  await expect(section.getByText('No settlements found')).toBeVisible();
  const dialog = await profile.openNewSettlement(driver.full_name);
  await dialog.getByLabel(/From/).fill(isoDay(0));
  await dialog.getByLabel(/To/).fill(isoDay(0));
  const preview = dialog.getByRole('table', { name: 'Loads to settle' });
  await expect(preview.getByRole('cell', { name, exact: true })).toBeVisible();
  // The load's driver fee (450) is the whole total.
  await expect(dialog.getByTestId('settlement-preview-total')).toHaveText('Total: $450.00 for 1 load');
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create settlement' }).click();
  await expect(profile.toast('Settlement created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = section.getByRole('table', { name: 'Settlements' }).getByRole('row').nth(1);
  await expect(row).toContainText('$450.00');
  await expect(row).toContainText('Draft');

  // The Settlements screen, from the sidebar, filtered to this driver by a link.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settlements' }).click();
  await expect(page).toHaveURL(/\/admin\/settlements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settlements' })).toBeVisible();
  await page.goto(`/admin/settlements?driver=${driver.id}`);
  const list = page.getByRole('main').getByRole('table', { name: 'Settlements' });
  const mine = list.getByRole('row', { name: new RegExp(driver.full_name) });
  await expect(mine).toHaveCount(1);
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);

  await mine.getByRole('button', { name: /^Settle settlement/ }).click();
  const settle = page.getByRole('dialog', { name: /^Settle settlement \d+\?$/ });
  await expect(settle).toContainText(`${driver.full_name} is paid $450.00 for 1 load`);
  await expect(settle.getByLabel(/Paid on/)).toHaveValue(isoDay(0));
  await settle.getByRole('button', { name: 'Mark settled' }).click();
  await expect(settle).toBeHidden();
  await expect(mine).toContainText('Settled');
  await expect(mine.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), mine.getByRole('button', { name: /^Download statement/ }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^settlement-\\d+-${isoDay(0)}-${isoDay(0)}\\.pdf$`));
  const text = await pdfText(await download.path());
  expect(text).toContain(driver.full_name);
  expect(text).toContain(String(load.id));
  expect(text).toContain(name);
  expect(text).toContain('Total driver fees');
  expect(text).toContain('$450.00');
  expect(text).toContain('Settled, paid on');

  // A settled load is history: its delivery cannot be taken back.
  const undo = await request.delete(apiUrl(ApiPaths.loadDelivery(load.id)), { headers: { authorization: `Bearer ${access_token}` } });
  expect(undo.status()).toBe(409);
  expect((await undo.json()).detail).toContain('a settled load is history');
});
