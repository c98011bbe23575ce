import type { WebSocketRoute } from '@playwright/test';
import { AdminShell } from '../pages/admin-shell';
import { ChatDock, ChatScreen } from '../pages/chat-page';
import { ChatApi, PEERS, uniqueText } from '../support/chat-api';
import { expect, test } from '../support/fixtures';

// The "Live and safe" and its e2e list: live delivery from a second signed-in user,
// the panel opened from another area, and the chat remote down. Each test has its own demo
// user (support/chat-api.ts PEERS); chat tests run one at a time (playwright.config.ts).
test.use({ session: 'admin-api' });

const unreadName = (n: number) => (n ? `Chat, ${n} unread message${n === 1 ? '' : 's'}` : 'Chat');

test('a dispatcher signed in elsewhere: messages arrive and vanish live; unread counts follow', async ({ page, request }) => {
  const admin = await ChatApi.admin(request);
  const peer = PEERS.live;
  const dispatcher = await ChatApi.as(request, peer);
  const adminId = await dispatcher.contactId('admin');
  const chat = new ChatScreen(page);
  await chat.goto();
  await chat.openConversation(peer);

  // On the open conversation: it shows without a reload, and is read at once.
  const first = await dispatcher.send(adminId, uniqueText('Dispatcher says hi'));
  await expect(chat.messages(first.message)).toBeVisible();
  await expect(chat.unreadBadge(peer.first_name)).toHaveCount(0);
  await expect.poll(async () => (await admin.contacts()).find((c) => c.user.first_name === peer.first_name)!.unread_count).toBe(0);
  // Deleted on the other side: gone here too.
  await dispatcher.delete(first.id);
  await expect(chat.messages(first.message)).toHaveCount(0);

  // On another conversation: the badge and the total count it.
  await chat.openConversation(PEERS.liveOther);
  const second = await dispatcher.send(adminId, uniqueText('Are you there?'));
  await chat.search.fill(`${peer.first_name} ${peer.last_name}`);
  await expect(chat.unreadBadge(peer.first_name, 1)).toBeVisible();
  await expect(chat.contact(peer.first_name)).toContainText(second.message);
  await chat.search.clear();
  await expect(chat.messages(second.message)).toHaveCount(0);
  const chatLink = page.getByRole('link', { name: /^Chat(, \d+ unread messages?)?$/ });
  await expect(async () => {
    const total = await admin.unreadTotal();
    expect(total).toBeGreaterThan(0);
    await expect(chatLink).toHaveAccessibleName(unreadName(total), { timeout: 1000 });
    await expect(page).toHaveTitle(`(${total}) Chat · Haulboard`, { timeout: 1000 });
  }).toPass();

  // Deleting an unread message takes it off the counts as well.
  const third = await dispatcher.send(adminId, uniqueText('Never mind'));
  await chat.search.fill(`${peer.first_name} ${peer.last_name}`);
  await expect(chat.unreadBadge(peer.first_name, 2)).toBeVisible();
  await dispatcher.delete(third.id);
  await expect(chat.unreadBadge(peer.first_name, 1)).toBeVisible();

  // Opening it reads it: the badge goes and the total drops with it.
  await chat.contact(peer.first_name).getByRole('button').click();
  await expect(chat.messages(second.message)).toBeVisible();
  await expect(chat.unreadBadge(peer.first_name)).toHaveCount(0);
  await expect(async () => {
    const total = await admin.unreadTotal();
    await expect(chatLink).toHaveAccessibleName(unreadName(total), { timeout: 1000 });
  }).toPass();
});

test("two tabs of the administrator see each other's sends and deletions live", async ({ page, context }) => {
  const peer = PEERS.twoTabs;
  const tabA = new ChatScreen(page);
  const tabB = new ChatScreen(await context.newPage());
  await tabA.goto();
  await tabA.openConversation(peer);
  await tabB.goto();
  await tabB.openConversation(peer);

  const text = uniqueText('Sent from tab A');
  await tabA.sendText(text);
  await expect(tabA.messages(text).getByRole('time')).toBeVisible();
  await expect(tabB.messages(text)).toHaveCount(1);
  await expect(tabB.messages(text)).toBeVisible();

  // Tab B sent it too as far as the server knows (the same user): it may delete it.
  await tabB.deleteMessage(tabB.messages(text));
  await expect(tabB.messages(text)).toHaveCount(0);
  await expect(tabA.messages(text)).toHaveCount(0);
});

test('after the connection drops, what was sent meanwhile shows without a reload', async ({ page, request }) => {
  const peer = PEERS.reconnect;
  const driver = await ChatApi.as(request, peer);
  const adminId = await driver.contactId('admin');
  // The page's chat socket through a switch: `up` false refuses connections, as a server
  // that cannot be reached does.
  let up = true;
  const open: WebSocketRoute[] = [];
  let refused = 0;
  await page.routeWebSocket(/\/api\/ws\b/, (ws) => {
    if (!up) {
      refused += 1;
      return ws.close({ code: 1011, reason: 'unreachable' });
    }
    ws.connectToServer();
    open.push(ws);
  });
  const chat = new ChatScreen(page);
  await chat.goto();
  await chat.openConversation(peer);
  await expect.poll(() => open.length).toBeGreaterThan(0);

  const live = await driver.send(adminId, uniqueText('Before the drop'));
  await expect(chat.messages(live.message)).toBeVisible();

  // Down: the open socket drops, the page's attempts to re-open fail.
  up = false;
  await Promise.all(open.splice(0).map((ws) => ws.close({ code: 1001, reason: 'going away' })));
  const missed = await driver.send(adminId, uniqueText('While you were away'));
  await expect.poll(() => refused, { message: 'the page tries to reconnect' }).toBeGreaterThan(0);
  await expect(chat.messages(missed.message)).toHaveCount(0);

  // Back: the page re-opens on its own and catches up, then gets new messages live.
  up = true;
  await expect(chat.messages(missed.message)).toBeVisible({ timeout: 20_000 });
  expect(open.length).toBeGreaterThan(0);
  const after = await driver.send(adminId, uniqueText('After the drop'));
  await expect(chat.messages(after.message)).toBeVisible();
});

test.describe('the chat panel in another area', () => {
  test("a click on the toggle is never lost while the panel's code is on its way", async ({ page }) => {
    // The panel's code (a script drawing "Close chat") is held until the toggle has been clicked.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        const res = await route.fetch();
        if ((await res.text()).includes('Close chat')) await held;
        await route.fulfill({ response: res });
      },
    );
    const shell = new AdminShell(page);
    await shell.goto('/admin');
    await expect(shell.main.getByRole('heading', { level: 1 })).toBeVisible();
    const dock = new ChatDock(page);
    await dock.toggle.click();
    // The toggle answers at once; the panel follows its code.
    await expect(dock.toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(dock.aside).toBeHidden();
    release();
    await expect(dock.aside).toBeVisible();
    await expect(dock.heading).toBeFocused();
  });
});

test.describe('the chat remote down', () => {
  test('/admin/chat shows its error panel with Retry; the sidebar still works; the panel elsewhere fails alone and retries', async ({ page }) => {
    await page.route('**/remotes/chat/**', (route) => route.abort());
    const shell = new AdminShell(page);
    await shell.goto('/admin/chat');
    await expect(shell.areaError('chat')).toBeVisible();
    await expect(shell.retry).toBeVisible();

    await shell.link('Loads').click();
    await expect(page).toHaveURL(/\/admin\/loads$/);
    await shell.link('Dashboard').click();
    await expect(page).toHaveURL(/\/admin$/);
    const areaHeading = shell.main.getByRole('heading', { level: 1 });
    await expect(areaHeading).toBeVisible();

    const dock = new ChatDock(page);
    await dock.open();
    await expect(dock.loadError).toBeVisible();
    await expect(dock.retry).toBeVisible();
    // Only the panel shows it: the area around it works on.
    await expect(page.getByText('The chat could not be loaded.', { exact: true })).toHaveCount(1);
    await expect(areaHeading).toBeVisible();

    await page.unroute('**/remotes/chat/**');
    await dock.retry.click();
    await expect(dock.view.peopleHeading).toBeVisible();
    // Narrow, the people come first.
    await expect(dock.view.contacts).toBeVisible();
    await expect(dock.loadError).toBeHidden();
  });
});
