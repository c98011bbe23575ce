import { AdminShell } from '../pages/admin-shell';
import { RecoveryPage } from '../pages/recovery-page';
import { SignInPage } from '../pages/sign-in-page';
import { expect, test } from '../support/fixtures';

// Spec part 1 section 2, "Top-level routing". The guard's rules are host/src/features/session/
// guards.test.tsx's; here, each path loaded cold from the gateway (its page fallback, then the
// guard). One page per session state: each path is a fresh page load anyway.
test('signed out: /, an unknown path, /admin and screens below it go to /login; /forgot-password and /reset-password show the recovery screen', async ({
  page,
}) => {
  const signIn = new SignInPage(page);
  for (const path of ['/', '/no/such/screen', '/admin', '/admin/loads', '/admin/trucks-trailers']) {
    await page.goto(path);
    await expect(page, `${path} goes to /login`).toHaveURL(/\/login$/);
    await expect(signIn.heading).toBeVisible();
  }

  const recovery = new RecoveryPage(page);
  for (const path of ['/forgot-password', '/reset-password'] as const) {
    await recovery.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(recovery.step(1)).toBeVisible();
    await expect(recovery.email).toBeVisible();
    await expect(recovery.sendCode).toBeVisible();
  }
});

test.describe('signed in', () => {
  test.use({ session: 'admin-ui' });

  test('/, /login, /forgot-password, /reset-password and an unknown path (through /login) go to /admin', async ({ page }) => {
    const shell = new AdminShell(page);
    for (const path of ['/', '/login', '/forgot-password', '/reset-password', '/no/such/screen']) {
      await page.goto(path);
      await expect(page, `${path} goes to /admin`).toHaveURL(/\/admin$/);
      await expect(shell.nav).toBeVisible();
    }
  });
});
