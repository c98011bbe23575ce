import { ApiPaths } from '@haulboard/shared/contracts';
import { InvoicesPage, ReceivablesSection } from '../pages/invoices-page';
import { LoadDetailPage } from '../pages/load-detail-page';
import { seriousAxeViolationsOfScreen } from '../pages/load-form-parts';
import { PersonProfilePage } from '../pages/person-profile-page';
import { apiLogin, apiUrl, countMailsTo } from '../support/api';
import { BillingApi } from '../support/billing-api';
import { ADMIN } from '../support/env';
import { tabTo, typeDay } from '../support/keyboard';
import { expect, test } from '../support/fixtures';
import { isoDay, LoadsApi } from '../support/loads-api';
import { PeopleApi, uniqueName } from '../support/people-api';
import { pdfText } from '../support/reports-api';

test.use({ session: 'admin-api' });

const DAY_MS = 86_400_000;

// Issue 30's journey: a driver's loads delivered for a new broker (30 days' terms); one invoiced
// 75 days ago (through the API: the invoice that has aged), one invoiced now in the UI. The
// Receivables age both, the new invoice's PDF and e-mail go out, and its payment marks the load Paid
// (settling the driver from the profile: settlements.spec.ts). A new broker and driver, so no other
// test's data is in it.
test('deliver, invoice the broker, see it age and record the payment (1366 px, by mouse)', async ({ page, request }) => {
  // Five screens and two files in one journey: more than one ordinary test's minute on a busy machine.
  test.slow();
  const people = await PeopleApi.admin(request);
  const loads = await LoadsApi.admin(request);
  const billing = await BillingApi.admin(request);
  const brokerName = uniqueName('Billing Broker');
  const billingEmail = `billing-${Date.now().toString(36)}@broker.example`;
  const broker = await billing.createBroker(brokerName, billingEmail);
  const driver = await people.createDriver(uniqueName('Invoiced'));
  const oldName = uniqueName('Aged load');
  const old = await loads.createLoad(oldName, { pickupInDays: -80, broker: brokerName, price: 1200 });
  await loads.assign(old.id, driver.id);
  await loads.deliver(old.id, new Date(Date.now() - 79 * DAY_MS));
  const aged = await billing.createInvoice(broker.id, [old.id], isoDay(-75));
  const name = uniqueName('Invoiced load');
  const load = await loads.createLoad(name, { pickupInDays: -1, broker: brokerName, price: 2500 });
  await loads.assign(load.id, driver.id);
  await loads.deliver(load.id);

  // New invoice: the broker's delivered load on no invoice, checked, totalled.
  const invoices = new InvoicesPage(page);
  await invoices.goto();
  await invoices.newInvoice.click();
  await expect(invoices.dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await invoices.brokerField(invoices.dialog).fill(brokerName);
  await page.getByRole('option', { name: new RegExp(brokerName) }).click();
  const preview = invoices.previewLoads();
  await expect(preview.getByRole('checkbox', { name: `Invoice load ${load.id} ${name}` })).toBeChecked();
  // The aged load is on an invoice already: it is not offered again.
  await expect(preview.getByRole('cell', { name: oldName })).toHaveCount(0);
  await expect(invoices.dialog.getByText('Total: $2,500.00 for 1 load')).toBeVisible();
  // Create turns on once the preview has settled (a fade from 50%): axe reads it after, not mid-fade.
  await expect(invoices.dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);
  await invoices.dialog.getByRole('button', { name: 'Create' }).click();
  await expect(invoices.toast('Invoice created')).toBeVisible();
  await expect(invoices.dialog).toBeHidden();

  // The list, filtered to the broker by a pasted link: the new invoice open, the aged one overdue.
  await invoices.goto(`?broker=${broker.id}`);
  const rows = invoices.table.getByRole('row');
  await expect(rows).toHaveCount(3);
  const fresh = rows.nth(1);
  const number = (await fresh.getByRole('cell').first().textContent())!;
  expect(number).toMatch(/^INV-\d{6}$/);
  // Numbered without gaps: the next number after the aged invoice's (nothing else invoiced meanwhile in this test's worker).
  expect(Number(number.slice(4))).toBeGreaterThan(aged.number);
  await expect(fresh).toContainText('$2,500.00');
  await expect(fresh.getByText('Open', { exact: true })).toBeVisible();
  await expect(invoices.invoice(`INV-${String(aged.number).padStart(6, '0')}`)).toContainText('Overdue');

  const [download] = await Promise.all([page.waitForEvent('download'), fresh.getByRole('button', { name: /^Download PDF of/ }).click()]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const text = await pdfText(await download.path());
  for (const expected of [number, brokerName, '100 Main St, Tulsa, OK 74103', String(load.id), name, 'Tulsa, OK', 'Omaha, NE', '$2,500.00'])
    expect(text).toContain(expected);

  const mailsBefore = countMailsTo(billingEmail);
  await fresh.getByRole('button', { name: /^E-mail .* to the broker$/ }).click();
  await expect(invoices.toast(`Invoice e-mailed to ${billingEmail}`)).toBeVisible();
  await expect.poll(() => countMailsTo(billingEmail)).toBe(mailsBefore + 1);

  // Receivables: today both invoices are owed, the aged one 45 days past due; 40 days ago only the aged one, not yet due.
  await page.goto('/admin/analytics');
  const receivables = new ReceivablesSection(page);
  await receivables.show();
  await expect(receivables.line(brokerName)).toHaveText([brokerName, '$2,500.00', '$1,200.00', '$0.00', '$0.00', '$3,700.00']);
  await receivables.asOf.fill(isoDay(-40));
  await expect(receivables.line(brokerName)).toHaveText([brokerName, '$1,200.00', '$0.00', '$0.00', '$0.00', '$1,200.00']);

  // Record the payment: the invoice is Paid, and so is its load.
  await invoices.goto(`?broker=${broker.id}`);
  await invoices
    .invoice(number)
    .getByRole('button', { name: /^Record payment of/ })
    .click();
  const pay = page.getByRole('dialog', { name: 'Record payment' });
  await expect(pay).toContainText(`${number} (${brokerName}, $2,500.00) is paid, and its load is marked Paid.`);
  await expect(pay.getByLabel(/Paid on/)).toHaveValue(isoDay(0));
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(invoices.toast(`${number} marked paid`)).toBeVisible();
  await expect(invoices.invoice(number)).toContainText('Paid');
  await expect(invoices.invoice(number).getByRole('button', { name: /^Record payment/ })).toHaveCount(0);
  const detail = new LoadDetailPage(page);
  await detail.goto(load.id);
  await expect(detail.main.getByRole('combobox', { name: 'Payment' })).toHaveValue('Paid');
  expect((await loads.getLoad(load.id)).payment).toBe('Paid');

  // A paid load's switch cannot disagree with its invoice.
  const { access_token } = await apiLogin(request, ADMIN.email, ADMIN.password);
  const unpay = await request.post(apiUrl(ApiPaths.bulkLoadPayment), {
    headers: { authorization: `Bearer ${access_token}` },
    data: { ids: [load.id], payment: 'Unpaid' },
  });
  expect(unpay.status()).toBe(409);
  expect((await unpay.json()).detail).toContain(number);
});

// The same work on a 390 px phone, by keyboard alone: New invoice, a load left out by its
// card's checkbox, Create; then Record payment. Each control is reached with Tab and used with
// Enter, Space or arrows.
test('on a phone, by keyboard: invoice one of two delivered loads, then record its payment', async ({ page, request }) => {
  const loads = await LoadsApi.admin(request);
  const billing = await BillingApi.admin(request);
  const brokerName = uniqueName('Phone Broker');
  const broker = await billing.createBroker(brokerName, `phone-${Date.now().toString(36)}@broker.example`, 15);
  const names = [uniqueName('Kept load'), uniqueName('Left load')];
  const made = [];
  for (const n of names) {
    const l = await loads.createLoad(n, { pickupInDays: -2, broker: brokerName, price: 1000, assigned: true });
    await loads.deliver(l.id);
    made.push(l);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const invoices = new InvoicesPage(page);
  await invoices.goto();
  await invoices.newInvoice.focus();
  await page.keyboard.press('Enter');
  await expect(invoices.dialog).toBeVisible();
  const field = invoices.brokerField(invoices.dialog);
  await expect(field).toBeFocused();
  await page.keyboard.type(brokerName);
  const option = page.getByRole('option', { name: new RegExp(brokerName) });
  await expect(option).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const cards = invoices.previewLoads(true);
  const leave = cards.getByRole('checkbox', { name: `Invoice load ${made[1].id} ${names[1]}` });
  await expect(leave).toBeChecked();
  await expect(invoices.dialog.getByText('Total: $2,000.00 for 2 loads')).toBeVisible();
  // Tab from the broker's field to the second card's checkbox.
  await tabTo(page, leave);
  await page.keyboard.press('Space');
  await expect(leave).not.toBeChecked();
  await expect(invoices.dialog.getByText('Total: $1,000.00 for 1 load')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const create = invoices.dialog.getByRole('button', { name: 'Create' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  await expect(invoices.toast('Invoice created')).toBeVisible();
  await expect(invoices.dialog).toBeHidden();

  await invoices.goto(`?broker=${broker.id}`);
  const card = invoices.cards.getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('$1,000.00');
  const payButton = card.getByRole('button', { name: /^Record payment of/ });
  await payButton.focus();
  await page.keyboard.press('Enter');
  const pay = page.getByRole('dialog', { name: 'Record payment' });
  await expect(pay).toBeVisible();
  await expect(pay.getByLabel(/Paid on/)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(invoices.toast(/ marked paid$/)).toBeVisible();
  await expect(card).toContainText('Paid');
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);
  // The load left out is still offered for the next invoice, and unpaid.
  expect((await loads.getLoad(made[1].id)).payment).toBe('Unpaid');
  expect((await loads.getLoad(made[0].id)).payment).toBe('Paid');
});

// The rest of the journey on a phone by keyboard: a load marked delivered from its detail screen,
// then its driver settled from their profile (a new driver: no other test's loads are theirs).
test('on a phone, by keyboard: mark a load delivered, then settle its driver', async ({ page, request }) => {
  const people = await PeopleApi.admin(request);
  const loads = await LoadsApi.admin(request);
  const driver = await people.createDriver(uniqueName('Keyboard'));
  const name = uniqueName('Keyboard load');
  const load = await loads.createLoad(name, { pickupInDays: -1 });
  await loads.assign(load.id, driver.id);

  await page.setViewportSize({ width: 390, height: 844 });
  const detail = new LoadDetailPage(page);
  await detail.goto(load.id);
  await detail.main.getByRole('button', { name: 'Mark Delivered' }).focus();
  await page.keyboard.press('Enter');
  const deliver = page.getByRole('dialog', { name: 'Mark Delivered' });
  await expect(deliver.getByLabel(/Delivery date/)).toHaveValue(isoDay(0));
  await tabTo(page, deliver.getByRole('button', { name: 'Mark Delivered' }));
  await page.keyboard.press('Enter');
  await expect(detail.toast('Load marked as delivered')).toBeVisible();
  await expect(detail.title).toHaveText('Load Delivered Successfully');

  const profile = new PersonProfilePage(page, 'driver');
  await profile.goto(driver.login);
  const section = profile.main.getByRole('region', { name: 'Settlements' });
  await section.getByRole('button', { name: 'New settlement' }).focus();
  await page.keyboard.press('Enter');
  const create = page.getByRole('dialog', { name: `New settlement for ${driver.full_name}` });
  // Last month at first: the period is typed, today to today.
  await tabTo(page, create.getByLabel(/From/));
  await typeDay(page, isoDay(0));
  await tabTo(page, create.getByLabel(/To/));
  await typeDay(page, isoDay(0));
  await expect(create.getByTestId('settlement-preview-total')).toHaveText('Total: $450.00 for 1 load');
  await tabTo(page, create.getByRole('button', { name: 'Create settlement' }), 30);
  await page.keyboard.press('Enter');
  await expect(profile.toast('Settlement created')).toBeVisible();
  await expect(create).toBeHidden();

  const settleButton = section.getByRole('button', { name: /^Settle settlement/ });
  await settleButton.focus();
  await page.keyboard.press('Enter');
  const settle = page.getByRole('dialog', { name: /^Settle settlement \d+\?$/ });
  await expect(settle).toContainText(`${driver.full_name} is paid $450.00 for 1 load`);
  await tabTo(page, settle.getByRole('button', { name: 'Mark settled' }));
  await page.keyboard.press('Enter');
  await expect(settle).toBeHidden();
  await expect(section.getByRole('button', { name: /^Settle settlement/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
