import { AdminShell } from '../pages/admin-shell';
import { RecoveryPage } from '../pages/recovery-page';
import { SignInPage } from '../pages/sign-in-page';
import { expect, test } from '../support/fixtures';

// Spec part 1 section 2, "Top-level routing".
test.describe('signed out', () => {
  test('/ goes to /login', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(new SignInPage(page).heading).toBeVisible();
  });

  test('an unknown path goes to /login', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/login$/);
    await expect(new SignInPage(page).heading).toBeVisible();
  });

  test('/admin and a screen below it go to /login', async ({ page }) => {
    for (const path of ['/admin', '/admin/loads', '/admin/trucks-trailers']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(new SignInPage(page).heading).toBeVisible();
    }
  });

  test('/forgot-password and /reset-password show the same recovery screen', async ({ page }) => {
    const recovery = new RecoveryPage(page);
    for (const path of ['/forgot-password', '/reset-password'] as const) {
      await recovery.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(recovery.step(1)).toBeVisible();
      await expect(recovery.email).toBeVisible();
      await expect(recovery.sendCode).toBeVisible();
    }
  });
});

test.describe('signed in', () => {
  test.use({ session: 'admin-ui' });

  for (const path of ['/', '/login', '/forgot-password', '/reset-password']) {
    test(`${path} goes to /admin`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(new AdminShell(page).nav).toBeVisible();
    });
  }

  test('an unknown path goes to /login, which sends a signed-in user on to /admin', async ({ page }) => {
    await page.goto('/no/such/screen');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
