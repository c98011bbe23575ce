import { ChatDock } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { expect, test } from '../support/fixtures';

// The dashboard's chat toggle (spec part 1 "Dashboard"). Opening the panel selects, and so
// reads, the contact on top of its list: this file belongs to the `chat` project, which runs
// its tests one at a time (its name matches playwright.config.ts CHAT_FILES).
test.use({ session: 'admin-ui' });

test("the header's chat toggle opens the chat panel beside the dashboard and closes it", async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.loaded();
  const dock = new ChatDock(page);
  await expect(dock.aside).toBeHidden();

  await dock.open();
  await expect(dock.heading).toBeVisible();
  await expect(dock.view.peopleHeading).toBeVisible();
  // The dashboard stays where it was.
  await expect(dashboard.heading).toBeVisible();
  await expect(dashboard.cardValue('Total Loads')).toBeVisible();
  await expect(dashboard.activity.weekLabel).toBeVisible();

  // The panel lies over the right of the page, the header's toggle under it: a pointer closes
  // it with "Close chat"; the toggle itself closes it from the keyboard.
  await dock.close.click();
  await expect(dock.aside).toBeHidden();
  await expect(dock.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(dashboard.heading).toBeVisible();

  await dock.open();
  await dock.toggle.focus();
  await page.keyboard.press('Enter');
  await expect(dock.aside).toBeHidden();
  await expect(dock.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(dashboard.heading).toBeVisible();
  await expect(dashboard.cardValue('Total Loads')).toBeVisible();
});
