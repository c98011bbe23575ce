import { AdminShell } from '../pages/admin-shell';
import { RecoveryPage } from '../pages/recovery-page';
import { SignInPage } from '../pages/sign-in-page';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';
import { installDevtoolsHook, loadedShares, reactDomCopies } from '../support/singletons';

declare global {
  interface Window {
    __e2ePageMark?: string;
  }
}

test('one React DOM and one @haulboard/shared in the page, however many areas are visited', async ({ page }) => {
  await page.addInitScript(installDevtoolsHook);
  const signIn = new SignInPage(page);
  await signIn.goto();
  // A mark that only survives if no page load happens from here on.
  await page.evaluate(() => (window.__e2ePageMark = 'same page'));

  await signIn.forgotPassword.click();
  const recovery = new RecoveryPage(page);
  await expect(recovery.heading).toBeVisible();
  await recovery.backToLogin.click();

  // The auth remote stores the token; the host's guard must see it at once (one token store).
  await signIn.signIn(ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  const shell = new AdminShell(page);
  await expect(shell.nav).toBeVisible();
  for (const name of ['Loads', 'Drivers', 'Trucks', 'Profile', 'Dashboard']) {
    await shell.link(name).click();
    await expect(shell.link(name)).toHaveAttribute('aria-current', 'page');
    await expect(shell.main.getByRole('button', { name: 'Retry' }).or(shell.main.getByRole('heading')).first()).toBeVisible();
  }
  expect(await page.evaluate(() => window.__e2ePageMark), 'no page load since /login').toBe('same page');

  expect(await reactDomCopies(page), 'React DOM renderers injected').toBe(1);

  // Every @haulboard/shared entry point the page loaded has exactly one loaded instance.
  const shares = await loadedShares(page);
  const loaded = Object.fromEntries(
    Object.entries(shares)
      .filter(([name]) => name.startsWith('@haulboard/shared/'))
      .map(([name, from]) => [name, from.length]),
  );
  console.log('loaded @haulboard/shared entries:', loaded);
  for (const entry of ['session', 'router', 'ui', 'bus', 'api', 'federation', 'chat-dock']) {
    expect(loaded[`@haulboard/shared/${entry}`], `@haulboard/shared/${entry}`).toBe(1);
  }
  for (const [name, count] of Object.entries(loaded)) {
    if (count > 0) expect(count, name).toBe(1);
  }
});
