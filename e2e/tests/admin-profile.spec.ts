import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { AdminProfile } from '@haulboard/shared/contracts';
import { AdminProfilePage } from '../pages/admin-profile-page';
import { AdminShell } from '../pages/admin-shell';
import { expectToastClearOf } from '../pages/load-form-parts';
import { apiLogin, type Tokens } from '../support/api';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { uniqueName } from '../support/loads-api';

// This test changes the e2e administrator every other test signs in as: its name (the sidebar)
// and its picture. So it runs in the 'profile-writes' project, after every other test
// (playwright.config.ts), and puts the administrator back as it was at its end, through the API,
// whatever happened, so a re-run works. Changing the e-mail and the password: e2e/README.md says
// which component and server tests prove them.
// Edit then cancel changes nothing: admin-profile-read.spec.ts, beside the rest.

test.use({ session: 'admin-api' });

type Credentials = { email: string; password: string };

/** POST /api/login/ without asserting: the tokens, or null when these credentials do not sign in. */
async function tryLogin(request: APIRequestContext, { email, password }: Credentials): Promise<Tokens | null> {
  const res = await request.post('/api/login/', { data: { email, password } });
  return res.ok() ? ((await res.json()) as Tokens) : null;
}

const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });

async function readProfile(request: APIRequestContext): Promise<AdminProfile> {
  const tokens = await apiLogin(request, ADMIN.email, ADMIN.password);
  const res = await request.get('/api/admin/', { headers: bearer(tokens) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as AdminProfile[])[0];
}

/**
 * Puts the administrator back: signs in with whichever of `tried` works now, then restores the
 * name, the e-mail and the password of ADMIN (env.ts) as they were before the test.
 */
async function restoreAdmin(request: APIRequestContext, before: AdminProfile, tried: Credentials[]) {
  let tokens: Tokens | null = null;
  let password: string = ADMIN.password;
  for (const credentials of [{ email: ADMIN.email, password: ADMIN.password }, ...tried]) {
    tokens = await tryLogin(request, credentials);
    if (tokens) {
      password = credentials.password;
      break;
    }
  }
  expect(tokens, 'the administrator signs in with one of the credentials the test used').not.toBeNull();
  const put = await request.put('/api/admin/', {
    headers: bearer(tokens!),
    // A changed e-mail takes the current password back too.
    data: { first_name: before.first_name, last_name: before.last_name, email: ADMIN.email, current_password: password },
  });
  expect(put.status()).toBe(200);
  if (password !== ADMIN.password) {
    const res = await request.post('/api/admin-update-password/', {
      headers: bearer(tokens!),
      data: { old_password: password, new_password: ADMIN.password, confirm_password: ADMIN.password },
    });
    expect(res.status()).toBe(200);
  }
}

test('edit and save: the new name and picture are shown, in the sidebar too', async ({ page, request }) => {
  const before = await readProfile(request);
  const lastName = uniqueName('Saved');
  const avatar = test.info().outputPath('me.png');
  // A 1x1 PNG the server recognises as an image.
  fs.writeFileSync(
    avatar,
    Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0d2b5b20000000049454e44ae426082',
      'hex',
    ),
  );
  try {
    const profile = new AdminProfilePage(page);
    const shell = new AdminShell(page);
    await profile.goto();
    await profile.edit.click();
    await profile.field('Last Name').fill(lastName);
    await profile.avatarInput.setInputFiles(avatar);
    await expect(profile.main.getByRole('img', { name: 'New profile picture (not saved yet)' })).toBeVisible();
    await profile.save.click();
    const updated = profile.toast('Profile updated successfully!');
    await expect(updated).toBeVisible();
    await expect(profile.edit).toBeVisible();
    // Below the header: the pointer resting where Save was is over Edit, not over the toast.
    await expectToastClearOf(updated, [profile.edit, profile.main.locator('header').getByRole('button', { name: /^Chat/ })]);
    await expect(profile.name).toHaveText(`${before.first_name} ${lastName}`);
    await expect(shell.sidebar.getByTestId('admin-name')).toHaveText(`${before.first_name} ${lastName}`);
    await expect(profile.main.getByRole('img', { name: 'Profile picture' })).toHaveJSProperty('complete', true);
    expect(await profile.main.getByRole('img', { name: 'Profile picture' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    // It still closes by itself (5 s), the pointer resting where it clicked.
    await expect(updated).toBeHidden({ timeout: 10_000 });
    // Kept: a reload reads it back from the server.
    await page.reload();
    await expect(profile.field('Last Name')).toHaveValue(lastName);
  } finally {
    await restoreAdmin(request, before, []);
  }
});
