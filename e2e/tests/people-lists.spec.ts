import { seriousAxeViolations } from '../support/axe';
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PeopleApi, PERSON_PASSWORD, uniqueEmail, uniqueName, uniquePhone } from '../support/people-api';
import { DELETE_DRIVER_TEXT, PeopleListPage, STRONG_PASSWORD_HINT } from '../pages/people-lists-page';
import { normalizeLogin } from '@haulboard/shared/contracts';

// Each test makes its own people under a unique name and searches for it: no test depends on
// another one, on the order they run in, or on the demo data. Drivers made here are deleted at
// the end; dispatchers cannot be (the spec disables it), so theirs are unique and left.
test.use({ session: 'admin-api' });

/** The serious and critical axe violations on the page as the user sees it, each `what: rule: help`. */
const serious = (page: Page, testInfo: TestInfo, what: string) => seriousAxeViolations(page, { what, testInfo, pointerAway: true });

// One person per list, one page each: the list checked by axe, added through the dialog, opened
// from the list by the login in ?email=, and (a driver) deleted after the confirmation, the empty
// add dialog and the delete confirmation checked by axe on the way.
test('adds a dispatcher: a weak password keeps Save disabled, a strong one saves, the dispatcher is listed and opens by e-mail; the list has no serious or critical axe violation', async ({
  page,
  request,
}, testInfo) => {
  const list = new PeopleListPage(page, 'dispatcher');
  const name = uniqueName('Disp');
  const email = uniqueEmail(name);
  await list.goto();
  await expect(list.rows.first()).toBeVisible();
  expect(await serious(page, testInfo, 'dispatchers')).toEqual([]);
  await list.fillAdd(name, email, 'weakpass');
  const form = list.form;
  await expect(form.hint).toBeVisible();
  await expect(form.save).toBeDisabled();
  await form.password.fill('NoSymbol12');
  await expect(form.save).toBeDisabled();
  await form.password.fill(PERSON_PASSWORD);
  await expect(form.save).toBeEnabled();
  await form.save.click();
  await expect(page.getByText('Dispatcher added successfully!')).toBeVisible();
  await expect(list.addDialog).toBeHidden();

  await list.searchFor(name);
  await list.expectNames([name]);
  await expect(list.row(name)).toContainText(email);
  expect((await (await PeopleApi.admin(request)).findDispatcher(email))?.first_name).toBe(name);
  // Delete is there, disabled, and says why.
  const remove = list.deleteButton(name);
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('Dispatchers cannot be deleted.');

  await list.viewLink(name).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/dispatchers/profile' && url.searchParams.get('email') === email);
});

test('adds a driver with a phone number as the login (a taken one says why), opens the profile by it, and deletes the driver after the confirmation; the list, the add dialog and the confirmation have no serious or critical axe violation', async ({
  page,
  request,
}, testInfo) => {
  // Two journeys' work on one page (one context, one cold load instead of two).
  test.slow();
  const api = await PeopleApi.admin(request);
  const list = new PeopleListPage(page, 'driver');
  const name = uniqueName('Drv');
  const phone = uniquePhone();
  await list.goto();
  await expect(list.rows.first()).toBeVisible();
  expect(await serious(page, testInfo, 'drivers')).toEqual([]);
  await list.openAdd();
  await expect(list.form.hint).toBeVisible();
  expect(await serious(page, testInfo, 'add driver')).toEqual([]);
  await list.fillForm(name, phone, PERSON_PASSWORD);
  await expect(list.form.hint).toHaveText(STRONG_PASSWORD_HINT);
  await list.form.save.click();
  await expect(page.getByText('Driver added successfully!')).toBeVisible();
  const driver = await api.findDriver(phone);
  expect(driver?.first_name).toBe(name);
  try {
    await list.searchFor(name);
    await list.expectNames([name]);
    // The login is kept and shown without separators, so one number is one login however it is typed.
    await expect(list.row(name).getByRole('cell')).toHaveText([name, normalizeLogin(phone), '0', '0', 'View']);

    await list.fillAdd(uniqueName('Drv'), normalizeLogin(phone), PERSON_PASSWORD);
    await list.form.save.click();
    await expect(page.getByText('Failed to register driver. Please check the details and try again.')).toBeVisible();
    await expect(page.getByText('A user with this phone number already exists.')).toBeVisible();
    await expect(list.addDialog).toBeVisible();
    await list.addDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(list.addDialog).toBeHidden();

    await list.viewLink(name).click();
    await expect(page).toHaveURL((url) => url.pathname === '/admin/drivers/profile' && url.searchParams.get('email') === driver!.email);
    // Back on the list, still searched (the search is in the URL).
    await page.goBack();
    await list.expectNames([name]);

    // The refusal's toast may still show: its description is fully opaque since this check found it
    // at 3.5:1 on the red (axe color-contrast).
    await list.deleteButton(name).click();
    await expect(list.confirmDialog).toContainText(DELETE_DRIVER_TEXT);
    await expect(list.confirmDialog).toContainText('go back to unassigned');
    expect(await serious(page, testInfo, 'delete driver')).toEqual([]);
    await list.confirmDialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Driver deleted successfully!')).toBeVisible();
    await expect(list.confirmDialog).toBeHidden();
    await expect(list.row(name)).toHaveCount(0);
    await expect(list.table.getByText('No drivers found')).toBeVisible();
    expect(await api.findDriver(phone)).toBeUndefined();
  } finally {
    if (driver) await api.deleteUser(driver.id);
  }
});
