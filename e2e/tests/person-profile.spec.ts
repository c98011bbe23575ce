import { seriousAxeViolationsOfScreen } from '../pages/load-form-parts';
import { PersonProfilePage, PROFILE_DOCUMENTS, type DocumentBlock, type ProfileRole } from '../pages/person-profile-page';
import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PeopleApi, uniqueName, type ApiPerson } from '../support/people-api';

test.use({ session: 'admin-api' });

// Tiny valid files: the server judges a document by its content, not its name.
const PDF = {
  name: 'scan.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};
// Named in another script: the browser sends the name as UTF-8, and it comes back as given.
const PNG = {
  name: 'Фото №1 dock.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'),
};

const create = (api: PeopleApi, role: ProfileRole, name: string): Promise<ApiPerson> =>
  role === 'driver' ? api.createDriver(uniqueName(name)) : api.createDispatcher(uniqueName(name));

/** The height of the viewer's frame around the preview (the spec's 400 px), whatever it shows. */
const previewHeight = (block: DocumentBlock) =>
  block.preview.evaluate((el) => (el.tagName === 'IFRAME' ? el.parentElement! : el.parentElement!.parentElement!).getBoundingClientRect().height);

for (const role of ['driver', 'dispatcher'] as const) {
  // An unknown login ('No driver data found.', 'No dispatcher data found.' and the button back)
  // is driver-profile-page.test.tsx's and dispatcher-profile-page.test.tsx's.
  // The dispatcher's journey first meets a refused file on the page it then uploads to.
  const refused = role === 'dispatcher' ? '; a refused file says why: in the picker before anything is sent, and from the server' : '';
  test(`a pasted link opens a ${role}'s profile${refused}; upload and view each document: a pdf and an image, each in the 400 px preview; a reload keeps them`, async ({
    page,
    request,
  }) => {
    // Three uploads, each viewed and fetched: more than a minute on a busy two-core machine.
    test.slow();
    const api = await PeopleApi.admin(request);
    const person = await create(api, role, 'Documents');
    const profile = new PersonProfilePage(page, role);
    await profile.goto(person.login);
    await expect(profile.name).toHaveText(person.full_name);
    await expect(profile.value(profile.personal, 'Email / Login')).toHaveText(person.login);
    await expect(profile.value(profile.personal, 'Last Name')).toHaveText('Not provided');
    if (role === 'driver') {
      await expect(profile.title).toHaveText('Driver Profile');
      await expect(profile.value(profile.personal, 'Phone Number')).toHaveText(person.login);
      await expect(profile.value(profile.professional, 'Assigned Truck')).toHaveText('Not assigned');
      await expect(profile.value(profile.professional, 'Documents')).toHaveText('0 of 3 uploaded');
    } else {
      const card = profile.document('ID Card');
      let uploads = 0;
      const countUploads = (r: Request) => void (r.method() === 'PATCH' && uploads++);
      page.on('request', countUploads);
      await card.fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
      await expect(card.region.getByText('Invalid document type.')).toBeVisible();
      await expect(card.region.getByText('No file chosen')).toBeVisible();
      await card.upload.click();
      await expect(profile.toast('Please select a file first')).toBeVisible();
      expect(uploads).toBe(0);
      page.off('request', countUploads);

      // Named like an image but not one: the server judges the content, and the toast gives its reason.
      await card.fileInput.setInputFiles({ name: 'card.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
      await card.upload.click();
      await expect(profile.toast('Failed to upload document. Please try again.')).toBeVisible();
      await expect(profile.toast('Invalid document type.')).toBeVisible();
      await expect(card.status).toHaveText('Not uploaded');
      expect((await api.findDispatcher(person.login))?.id_card).toBeNull();
    }

    for (const [i, label] of PROFILE_DOCUMENTS[role].entries()) {
      const file = i % 2 === 0 ? PDF : PNG;
      const block = profile.document(label);
      await expect(block.status).toHaveText('Not uploaded');
      await expect(block.toggle).toBeDisabled();
      await block.fileInput.setInputFiles(file);
      // The chosen file's own preview, before anything is sent.
      await expect(block.region.getByText(file.name)).toBeVisible();
      await expect(block.region.getByTitle(`Preview of ${file.name}`).or(block.region.getByRole('img', { name: `Preview of ${file.name}` }))).toBeVisible();
      await block.upload.click();
      await expect(profile.toast(`${label} uploaded successfully!`)).toBeVisible();
      await expect(block.status).toHaveText('Uploaded');
      await expect(block.region.getByText(file.name)).toBeHidden();

      await block.toggle.click();
      await expect(block.toggle).toHaveText('Hide Document');
      await expect(file === PDF ? block.previewFrame : block.previewImage).toBeVisible();
      // Under the name it was uploaded with, in the viewer and in what the server sends.
      await expect(block.preview).toHaveAttribute(file === PDF ? 'title' : 'alt', `Preview of ${file.name}`);
      await expect(block.region.getByText(file.name)).toBeVisible();
      expect(await previewHeight(block)).toBe(400);
      const src = await block.preview.getAttribute('src');
      const res = await request.get(src!);
      expect(res.headers()['content-type']).toBe(file.mimeType);
      expect(res.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(file.name)}`);
      await block.toggle.click();
      await expect(block.preview).toBeHidden();
      await expect(block.toggle).toHaveText('View Document');
    }
    await expect(profile.value(profile.professional, 'Documents')).toHaveText('3 of 3 uploaded');

    // Stored on the server: a reload shows every document as uploaded.
    await page.reload();
    for (const label of PROFILE_DOCUMENTS[role]) await expect(profile.document(label).status).toHaveText('Uploaded');
    await expect(profile.name).toHaveText(person.full_name);
    expect(new URL(page.url()).searchParams.get('email')).toBe(person.login);
    await profile.backLink.click();
    await expect(page).toHaveURL(role === 'driver' ? /\/admin\/drivers$/ : /\/admin\/dispatchers$/);
  });
}

test('no serious or critical axe violation, with a document shown and a file chosen', async ({ page, request }) => {
  const api = await PeopleApi.admin(request);
  const driver = await api.createDriver(uniqueName('Axe'));
  const profile = new PersonProfilePage(page, 'driver');
  await profile.goto(driver.login);
  const license = profile.document('Driver License');
  await license.fileInput.setInputFiles(PNG);
  await license.upload.click();
  await expect(license.status).toHaveText('Uploaded');
  await license.toggle.click();
  await expect(license.previewImage).toBeVisible();
  await profile.document('Vehicle').fileInput.setInputFiles(PDF);
  await expect(profile.document('Vehicle').region.getByText(PDF.name)).toBeVisible();
  expect(await seriousAxeViolationsOfScreen(page)).toEqual([]);
});
