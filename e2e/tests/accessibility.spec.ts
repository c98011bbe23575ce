import { seriousAxeViolations } from '../support/axe';
import type { Page } from '@playwright/test';
import { RecoveryPage } from '../pages/recovery-page';
import { SignInPage } from '../pages/sign-in-page';
import { expect, test } from '../support/fixtures';

const screens = [
  { path: '/login', ready: (page: Page) => new SignInPage(page).submit },
  { path: '/forgot-password', ready: (page: Page) => new RecoveryPage(page).sendCode },
];

// Both signed-out screens in one page: each is a fresh page load anyway.
test('/login and /forgot-password: no serious or critical axe violation', async ({ page }, testInfo) => {
  const found: string[] = [];
  for (const { path, ready } of screens) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    // The minor and moderate ones are printed, not failed on.
    found.push(...(await seriousAxeViolations(page, { what: path, testInfo, print: true })));
  }
  expect(found).toEqual([]);
});
