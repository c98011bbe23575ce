import AxeBuilder from '@axe-core/playwright';
import { RecoveryPage } from '../pages/recovery-page';
import { SignInPage } from '../pages/sign-in-page';
import { expect, test } from '../support/fixtures';

const screens = [
  { path: '/login', ready: (page: import('@playwright/test').Page) => new SignInPage(page).submit },
  { path: '/forgot-password', ready: (page: import('@playwright/test').Page) => new RecoveryPage(page).sendCode },
];

for (const { path, ready } of screens) {
  test(`${path}: no serious or critical axe violation`, async ({ page }, testInfo) => {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const report = violations.map((v) => `${v.impact}: ${v.id} (${v.nodes.length}) ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
    // The minor and moderate ones are printed, not failed on.
    if (report.length) console.log(`axe on ${path}:\n  ${report.join('\n  ')}`);
    await testInfo.attach('axe-violations', { body: JSON.stringify(violations, null, 2), contentType: 'application/json' });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
