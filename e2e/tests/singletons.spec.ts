import { AdminShell } from '../pages/admin-shell';
import { RecoveryPage } from '../pages/recovery-page';
import { SignInPage } from '../pages/sign-in-page';
import { ADMIN } from '../support/env';
import { expect, test } from '../support/fixtures';

declare global {
  interface Window {
    __e2eInjects?: number;
    __e2ePageMark?: string;
    __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
  }
}
type ShareEntry = { loaded?: boolean; lib?: unknown; from?: string; useIn?: string[] };

/**
 * A stand-in for the React DevTools hook: every copy of React DOM that starts registers its
 * renderer here, so a second copy shows up as a second inject.
 */
function installDevtoolsHook() {
  window.__e2eInjects = 0;
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      window.__e2eInjects = (window.__e2eInjects ?? 0) + 1;
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
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

  expect(await page.evaluate(() => window.__e2eInjects), 'React DOM renderers injected').toBe(1);

  // Every @haulboard/shared entry point the page loaded has exactly one loaded instance.
  const loaded = await page.evaluate(() => {
    const share = window.__FEDERATION__?.__SHARE__ ?? {};
    const byName = new Map<string, Set<ShareEntry>>();
    for (const scopes of Object.values(share))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages)) {
          if (!name.startsWith('@haulboard/shared/')) continue;
          const set = byName.get(name) ?? new Set<ShareEntry>();
          for (const entry of Object.values(versions)) if (entry.loaded || entry.lib) set.add(entry);
          byName.set(name, set);
        }
    return Object.fromEntries([...byName].map(([name, set]) => [name, set.size]));
  });
  console.log('loaded @haulboard/shared entries:', loaded);
  for (const entry of ['session', 'router', 'ui', 'bus', 'api', 'federation']) {
    expect(loaded[`@haulboard/shared/${entry}`], `@haulboard/shared/${entry}`).toBe(1);
  }
  for (const [name, count] of Object.entries(loaded)) {
    if (count > 0) expect(count, name).toBe(1);
  }
});
