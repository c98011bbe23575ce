import fs from 'node:fs';
import { LoadDetailPage } from '../pages/load-detail-page';
import { expect, test } from '../support/fixtures';
import { LoadsApi, uniqueName as uniqueLoadName } from '../support/loads-api';

test.use({ session: 'admin-api' });

// One load, one page: a document uploaded while it is unassigned, then a driver assigned and
// changed, and the document in the assigned load's viewer.
test('upload a document with progress; assign a driver found by typing, then change the driver; the assigned load shows the document', async ({
  page,
  request,
}) => {
  // Two journeys' work on one load (one context, one cold load instead of two).
  test.slow();
  const api = await LoadsApi.admin(request);
  const [first, second] = await api.drivers(2);
  const load = await api.createLoad(uniqueLoadName('Document'));
  const pdf = test.info().outputPath('rate-confirmation.pdf');
  const pdfText =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  fs.writeFileSync(pdf, pdfText);
  const detail = new LoadDetailPage(page);
  await detail.goto(load.id);
  await detail.tab('Upload Documents').click();
  await detail.uploadDocument.click();
  await expect(detail.toast('Please select a file first')).toBeVisible();
  // Dropped on the picker's zone, lit while over it: the first of two files is taken, and it says so.
  await detail.dropFiles(
    [
      { name: 'bol.pdf', mimeType: 'application/pdf', text: pdfText },
      { name: 'extra.png', mimeType: 'image/png', text: 'x' },
    ],
    () => expect(detail.dropZone.getByText('Drop the file to choose it')).toBeVisible(),
  );
  await expect(detail.main.getByText('2 files were dropped: only the first, bol.pdf, was taken.')).toBeVisible();
  await expect(detail.main.locator('iframe[title="Preview of bol.pdf"]')).toBeVisible();
  await detail.fileInput.setInputFiles(pdf);
  await expect(detail.main.getByText('rate-confirmation.pdf')).toBeVisible();
  await expect(detail.main.locator('iframe[title="Preview of rate-confirmation.pdf"]')).toBeVisible();
  // Held by the test, the upload shows its progress and can be cancelled: nothing is stored.
  let release: () => void = () => {};
  await page.route(`**/api/loads/${load.id}/documents/`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await new Promise<void>((r) => (release = r));
    await route.continue().catch(() => {});
  });
  await detail.uploadDocument.click();
  await expect(detail.uploadProgress).toBeVisible();
  await detail.cancelUpload.click();
  await expect(detail.uploadProgress).toBeHidden();
  release();
  await expect(detail.main.getByText('rate-confirmation.pdf')).toBeVisible();
  expect((await api.getLoad(load.id)).document).toBeNull();

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await detail.uploadDocument.click();
  await expect(detail.toast('Load document uploaded successfully!')).toBeVisible();
  // Stored under its name: the link ends in it.
  await expect.poll(async () => (await api.getLoad(load.id)).document).toMatch(/^\/api\/media\/\d{4}\/[0-9a-f]{32}\/rate-confirmation\.pdf\?/);

  // Assigned from its Assign Driver tab, a driver found by typing, then changed.
  await detail.goto(load.id);
  await expect(detail.completeAssignment).toBeDisabled();
  await detail.pickDriver(detail.driverPicker, first.full_name);
  await expect(detail.chosenDriver).toContainText(first.full_name);
  await expect(detail.chosenDriver).toContainText(first.email);
  await detail.completeAssignment.click();
  await expect(detail.toast('Driver assigned successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/loads$/);
  expect((await api.getLoad(load.id)).assigned_driver?.id).toBe(first.id);

  await detail.goto(load.id);
  await expect(detail.title).toHaveText('Assigned Load Details');
  await expect(detail.main.getByRole('tabpanel')).toContainText(first.full_name);
  await detail.editDriver.click();
  await detail.pickDriver(detail.newDriverPicker, second.full_name);
  await detail.saveDriver.click();
  await expect(detail.toast('Driver updated successfully!')).toBeVisible();
  await expect(detail.main.getByRole('tabpanel')).toContainText(second.full_name);
  expect((await api.getLoad(load.id)).assigned_driver?.id).toBe(second.id);

  // Assigned, the load shows its document in the viewer.
  await detail.tab('Documents').click();
  const frame = detail.main.locator('iframe[title="Preview of rate-confirmation.pdf"]');
  await expect(frame).toBeVisible();
  // Listed among the load's documents by the name it was uploaded under.
  await expect(detail.main.getByRole('listitem', { name: 'rate-confirmation.pdf' })).toBeVisible();
  expect((await frame.boundingBox())?.height).toBeCloseTo(398, -1);
  const src = await frame.getAttribute('src');
  const res = await request.get(src!);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(res.headers()['content-disposition']).toBe(`inline; filename="rate-confirmation.pdf"; filename*=UTF-8''rate-confirmation.pdf`);
});
