import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { AdminProfile } from '@haulboard/shared/contracts';
import { AdminProfilePage } from '../pages/admin-profile-page';
import { AdminShell } from '../pages/admin-shell';
import { expectToastClearOf } from '../pages/load-form-parts';
import { SignInPage } from '../pages/sign-in-page';
import { apiLogin, type Tokens } from '../support/api';
import { ADMIN, BASE_URL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { uniqueName } from '../support/loads-api';

// These tests change the e2e administrator every other test signs in as: its name (the
// sidebar), its e-mail and its password (which also signs its other sessions out). So they run
// in the 'profile-writes' project, after every other test (playwright.config.ts), and each puts
// the administrator back as it was at its end, through the API, whatever happened, so a re-run works.
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

/** An address no other run uses. */
const uniqueEmail = () => `${uniqueName('boss').replace(/\s+/g, '.').toLowerCase()}@e2e.test`;

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

test('change the e-mail: the screen and the sidebar show it, and it signs in', async ({ page, request, playwright }) => {
  const before = await readProfile(request);
  const email = uniqueEmail();
  try {
    const profile = new AdminProfilePage(page);
    const shell = new AdminShell(page);
    await profile.goto();
    await profile.edit.click();
    await profile.changeEmail(email, ADMIN.password);
    await expect(profile.toast('Email updated successfully!')).toBeVisible();
    await expect(profile.emailDialog).toBeHidden();
    await expect(profile.main.getByText(email).first()).toBeVisible();
    await expect(shell.sidebar.getByTestId('admin-email')).toHaveText(email);
    // This session stays signed in.
    await page.reload();
    await expect(shell.sidebar.getByTestId('admin-email')).toHaveText(email);

    const api = await playwright.request.newContext({ baseURL: BASE_URL });
    try {
      expect(await tryLogin(api, { email, password: ADMIN.password }), 'signs in with the new e-mail').not.toBeNull();
      expect(await tryLogin(api, ADMIN), 'no longer with the old one').toBeNull();
    } finally {
      await api.dispose();
    }
  } finally {
    await restoreAdmin(request, before, [{ email, password: ADMIN.password }]);
  }
});

test('change the password: a mismatch is refused on the spot, then the new one signs in', async ({ page, request, browser }) => {
  const before = await readProfile(request);
  const newPassword = `New-${Date.now().toString(36)}-pass1!`;
  try {
    const profile = new AdminProfilePage(page);
    await profile.goto();
    const sent: string[] = [];
    page.on('request', (req) => req.url().includes('/api/admin-update-password/') && sent.push(req.method()));

    await profile.edit.click();
    await profile.changePassword(ADMIN.password, newPassword, `${newPassword}x`);
    await expect(profile.passwordDialog.getByText('New passwords do not match')).toBeVisible();
    await expect(profile.passwordDialog.getByLabel(/^Confirm New Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await profile.passwordDialog.getByLabel(/^Confirm New Password/).fill(newPassword);
    await profile.passwordDialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(profile.toast('Password updated successfully!')).toBeVisible();
    await expect(profile.passwordDialog).toBeHidden();
    expect(sent).toEqual(['POST']);
    // This session stays signed in (the server signs out only the others).
    await page.reload();
    await expect(profile.field('First Name')).toHaveValue(before.first_name);

    // Signing in through the sign-in screen with the new password works.
    // Signed out: a context takes the test's signed-in storage unless told otherwise.
    const context = await browser.newContext({ baseURL: BASE_URL, storageState: { cookies: [], origins: [] } });
    try {
      const signIn = new SignInPage(await context.newPage());
      await signIn.goto();
      await signIn.signIn(ADMIN.email, newPassword);
      await expect(signIn.page).toHaveURL(/\/admin$/);
    } finally {
      await context.close();
    }
  } finally {
    await restoreAdmin(request, before, [{ email: ADMIN.email, password: newPassword }]);
  }
});
