import type { Locator, Page } from '@playwright/test';
import { ChatDock } from '../pages/chat-page';
import { CARDS, DashboardPage } from '../pages/dashboard-page';
import { PEERS, writeToAdmin } from '../support/chat-api';
import { expect, test } from '../support/fixtures';

// The dashboard's chat toggle (spec part 1 "Dashboard": it "opens or closes an in-page chat
// panel"). Opening the panel reads what the chat shows: this file belongs to the `chat`
// project, whose tests run one at a time (its name matches playwright.config.ts CHAT_FILES).
test.use({ session: 'admin-ui' });

/** Whether a pointer aimed at the element's centre reaches it (nothing, such as the panel, lies over it). */
async function reachable(target: Locator): Promise<boolean> {
  await target.scrollIntoViewIfNeeded();
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!top && el.contains(top);
  });
}

async function openDashboard(page: Page) {
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.loaded();
  return { dashboard, dock: new ChatDock(page) };
}

/** From 1024 px: the panel opens beside the dashboard, its header stays whole and reachable, the same toggle closes it. */
async function besideTheDashboard(page: Page, { dashboard, dock }: Awaited<ReturnType<typeof openDashboard>>) {
  await expect(dock.aside).toBeHidden();
  await dock.open();
  await expect(dock.view.peopleHeading).toBeVisible();

  // The page made room: its header (the toggle is its right end) and controls lie beside the panel, not under it.
  const panel = (await dock.aside.boundingBox())!;
  const toggle = (await dock.toggle.boundingBox())!;
  expect(toggle.x + toggle.width).toBeLessThanOrEqual(panel.x);
  for (const part of [dashboard.heading, dock.toggle, ...CARDS.map((c) => dashboard.cardValue(c)), dashboard.activity.next, dashboard.activity.calendar]) {
    await expect(part).toBeVisible();
    expect(await reachable(part), `${part} is not covered`).toBe(true);
  }

  // The header's own toggle closes it, and keeps the focus.
  await dock.toggle.click();
  await expect(dock.aside).toBeHidden();
  await expect(dock.toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(dock.toggle).toBeFocused();

  // Escape closes it too, focus back on the toggle.
  await dock.open();
  await page.keyboard.press('Escape');
  await expect(dock.aside).toBeHidden();
  await expect(dock.toggle).toBeFocused();
  await expect(dashboard.cardValue('Total Loads')).toBeVisible();
}

// One dashboard per viewport: the people checks first (opening the panel reads nothing before
// them), then the panel's place and the ways to close it. Beside the screen at 1024 px, the narrowest
// width that puts it there: a wider window (the spec's 1366 px laptop) only leaves the page more room.
test.describe('at 1024x768, the narrowest width with the panel beside the screen', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('two people are told apart by name and initials in the panel, and the search box finds one; the panel opens beside the dashboard, its header stays whole, and the same toggle closes it', async ({
    page,
    request,
  }) => {
    const [first, second] = [PEERS.panelFirst, PEERS.panelSecond];
    await writeToAdmin(request, [first, second], 'Panel');
    const opened = await openDashboard(page);
    const { dock } = opened;
    await dock.open();
    const view = dock.view;
    for (const person of [first, second]) {
      await expect(view.contact(person.first_name)).toBeVisible();
      await expect(view.initials(person)).toBeVisible();
      await expect(view.contact(person.first_name).getByLabel(/^\d+ unread messages?$/)).toBeVisible();
    }

    await view.search.fill(second.last_name);
    await expect(view.contact(second.first_name)).toBeVisible();
    await expect(view.contact(first.first_name)).toHaveCount(0);
    await view.search.clear();
    await expect(view.contact(first.first_name)).toBeVisible();
    await dock.toggle.click();

    await besideTheDashboard(page, opened);
  });
});

test.describe('at 390x844 (a phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('two people are told apart by name in the panel; it covers the page with its own close button; focus goes in and comes back', async ({
    page,
    request,
  }) => {
    const [first, second] = [PEERS.panelFirst, PEERS.panelSecond];
    await writeToAdmin(request, [first, second], 'Phone panel');
    const { dashboard, dock } = await openDashboard(page);
    await dock.open();
    for (const person of [first, second]) {
      await expect(dock.view.contact(person.first_name)).toBeVisible();
      await expect(dock.view.initials(person)).toBeVisible();
    }
    await expect(dock.view.search).toBeVisible();

    const panel = (await dock.aside.boundingBox())!;
    expect(panel.width).toBe(390);
    await dock.close.click();
    await expect(dock.aside).toBeHidden();
    await expect(dock.toggle).toBeFocused();
    await expect(dashboard.heading).toBeVisible();
  });
});
