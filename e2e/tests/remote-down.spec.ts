import { AdminShell } from '../pages/admin-shell';
import { SignInPage } from '../pages/sign-in-page';
import { expect, NO_SESSION, storedSession, test } from '../support/fixtures';

// DESIGN: an area whose remote cannot be loaded shows an error panel with Retry; the rest works.
test('the sign-in area, unreachable, shows an error panel; Retry loads it once it is back', async ({ page }) => {
  await page.route('**/remotes/auth/**', (route) => route.abort());
  await page.goto('/login');
  const panel = page.getByText('The sign-in area could not be loaded.', { exact: true });
  await expect(panel).toBeVisible();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  await page.unroute('**/remotes/auth/**');
  await retry.click();
  const signIn = new SignInPage(page);
  await expect(signIn.heading).toBeVisible();
  await expect(signIn.submit).toBeVisible();
  await expect(panel).toBeHidden();
});

test.describe('signed in', () => {
  test.use({ session: 'admin-api' });

  test('a dashboard area that cannot load shows its panel; the sidebar and Log Out still work', async ({ page }) => {
    // Down whether or not these areas are deployed yet.
    await page.route(/\/remotes\/(dashboard|loads)\//, (route) => route.abort());
    const shell = new AdminShell(page);
    await shell.goto('/admin');
    await expect(shell.areaError('dashboard')).toBeVisible();
    await expect(shell.retry).toBeVisible();

    await shell.link('Loads').click();
    await expect(page).toHaveURL(/\/admin\/loads$/);
    await expect(shell.areaError('loads')).toBeVisible();

    await shell.logOut.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedSession(page)).toStrictEqual(NO_SESSION);
  });
});
