import { AdminShell } from '../pages/admin-shell';
import { ChatDock } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { PEERS, uniqueText, writeToAdmin } from '../support/chat-api';
import { expect, test } from '../support/fixtures';

declare global {
  interface Window {
    __e2ePageMark?: string;
  }
}

// An area redeployed while the page is open (its manifest changed since the page loaded it).
// The draft typed in the chat panel is the unsaved input; it puts this file in the `chat`
// project (playwright.config.ts CHAT_FILES), whose tests run one at a time.
test.use({ session: 'admin-api', viewport: { width: 1366, height: 900 } });

test('the shell says an area was redeployed; nothing reloads while a draft is unsent, then the next move loads afresh', async ({ page, request }) => {
  const peer = PEERS.redeploy;
  await writeToAdmin(request, [peer], 'Redeploy');
  const shell = new AdminShell(page);
  const dashboard = new DashboardPage(page);
  const dock = new ChatDock(page);
  await dashboard.goto();
  // A mark that only survives as long as no page load happens.
  await page.evaluate(() => (window.__e2ePageMark = 'same page'));
  const mark = () => page.evaluate(() => window.__e2ePageMark);

  // Typed in the chat panel and not sent: input a reload would lose.
  const draft = uniqueText('Half a thought');
  await dock.open();
  await dock.view.openConversation(peer);
  await dock.view.input.fill(draft);
  await dock.close.click();

  // The dashboard's files are replaced by a new build. Other tests share this server, so the
  // new manifest is served to this page only (the page cannot tell the difference).
  await page.route('**/remotes/dashboard/mf-manifest.json', async (route) => {
    const res = await route.fetch();
    const manifest = await res.json();
    manifest.metaData.buildInfo.buildVersion = `${manifest.metaData.buildInfo.buildVersion}-redeployed`;
    await route.fulfill({ response: res, json: manifest });
  });

  // Moving to another screen, the shell finds out and says so, quietly.
  await shell.link('Loads').click();
  await expect(shell.redeployNotice).toHaveText(/Haulboard has been updated\. Reload to use the new version\./);
  await expect(shell.redeployNotice.getByRole('button', { name: 'Reload' })).not.toBeFocused();
  // The next move does not reload: the draft is still unsent.
  await shell.link('Dashboard').click();
  await expect(dashboard.heading).toBeVisible();
  expect(await mark()).toBe('same page');
  await expect(shell.redeployNotice).toBeVisible();
  // Asked to reload, it warns first.
  await shell.redeployNotice.getByRole('button', { name: 'Reload' }).click();
  await expect(shell.redeployNotice).toContainText('What you typed and have not sent or saved will be lost.');
  await shell.redeployNotice.getByRole('button', { name: 'Cancel' }).click();
  expect(await mark()).toBe('same page');

  // The draft sent, nothing is unsaved: the next move loads the new version.
  await dock.open();
  await dock.view.openConversation(peer);
  await expect(dock.view.input).toHaveValue(draft);
  await dock.view.input.press('Enter');
  await expect(dock.view.messages(draft).getByRole('time')).toBeVisible();
  await dock.close.click();
  const reloaded = page.waitForEvent('load');
  await shell.link('Loads').click();
  await reloaded;
  await expect(page).toHaveURL(/\/admin\/loads$/);
  await expect(shell.nav).toBeVisible();
  expect(await mark()).toBeUndefined();
  // The page now runs on the new build: nothing to say.
  await expect(shell.redeployNotice).toBeHidden();
});
