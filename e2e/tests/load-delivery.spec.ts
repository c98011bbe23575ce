import fs from 'node:fs';
import { LoadDetailPage } from '../pages/load-detail-page';
import { seriousAxeViolationsOfScreen } from '../pages/load-form-parts';
import { expect, test } from '../support/fixtures';
import { isoDay, LoadsApi, uniqueName } from '../support/loads-api';

test.use({ session: 'admin-api' });

// Issue 28: an assigned load marked delivered on a phone (390 px) with its proof of delivery, a
// real upload. Picked up yesterday, so the delivery's default time (now) is after the pickup day in
// any time zone. Analytics' Delivered Load tab and Undo delivery are the component and server
// tests' (e2e/README.md); invoicing.spec.ts delivers by keyboard and invoices what it delivered.
test('on a phone, mark a load delivered with a proof of delivery: the load reads delivered, its proof under Documents', async ({ page, request }) => {
  const api = await LoadsApi.admin(request);
  const name = uniqueName('Delivery');
  const load = await api.createLoad(name, { assigned: true, pickupInDays: -1 });
  const pod = test.info().outputPath('signed-pod.pdf');
  fs.writeFileSync(pod, '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

  await page.setViewportSize({ width: 390, height: 844 });
  const detail = new LoadDetailPage(page);
  await detail.goto(load.id);
  await expect(detail.title).toHaveText('Assigned Load Details');
  await detail.main.getByRole('button', { name: 'Mark Delivered' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Delivered' });
  await expect(dialog.getByLabel(/Delivery date/)).toHaveValue(isoDay(0));
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);
  await dialog.getByLabel('Proof of delivery (optional)', { exact: true }).setInputFiles(pod);
  await expect(dialog.getByText('signed-pod.pdf').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark Delivered' }).click();
  await expect(detail.toast('Load marked as delivered')).toBeVisible();
  await expect(detail.toast('Proof of delivery uploaded successfully!')).toBeVisible();
  await expect(detail.title).toHaveText('Load Delivered Successfully');
  await expect(dialog).toBeHidden();

  await detail.tab('Documents').click();
  const proof = detail.main.getByRole('listitem', { name: 'signed-pod.pdf' });
  await expect(proof.getByText('Proof of delivery')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const delivered = await api.getLoad(load.id);
  expect(delivered).toMatchObject({ status: 'delivered', document: expect.stringMatching(/^\/api\/media\/.+\.pdf\?/) });
});
