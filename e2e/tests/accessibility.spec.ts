import AxeBuilder from '@axe-core/playwright';
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
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    const report = violations.map((v) => `${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
    // The minor and moderate ones are printed, not failed on.
    if (report.length) console.log(`axe on ${path}:\n  ${report.join('\n  ')}`);
    await testInfo.attach(`axe-violations ${path}`, { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
    found.push(...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id}: ${v.help}`));
  }
  expect(found).toEqual([]);
});
