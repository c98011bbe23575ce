import { seriousAxeViolations } from '../support/axe';
import { ChatScreen } from '../pages/chat-page';
import { ChatApi, PEERS, uniqueText, type ChatContact } from '../support/chat-api';
import { BASE_URL } from '../support/env';
import { uniqueName } from '../support/loads-api';
import { PeopleApi, type ApiPerson } from '../support/people-api';
import { expect, test } from '../support/fixtures';

// Spec part 1 "Chat screen", section 4 "Chat", 5, 8 "Chat", 9. Each test talks to its own
// demo user (support/chat-api.ts PEERS); chat tests run one at a time (playwright.config.ts).
test.use({ session: 'admin-api' });

const unreadName = (n: number) => (n ? `Chat, ${n} unread message${n === 1 ? '' : 's'}` : 'Chat');
// A 1x1 PNG: the server checks that a camera upload really is an image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// Issue 31: ten thousand drivers were 2 MB in one answer; the list now asks 50 at a time as it scrolls.
test("the people list fetches 50 at a time as it scrolls: the company's last person is reached by scrolling", async ({ page, request }) => {
  const admin = await ChatApi.admin(request);
  const people = await PeopleApi.admin(request);
  // More people than a page, the last of them (by name, none written to) made here.
  const have = (await admin.contacts()).length;
  const made: ApiPerson[] = [];
  for (let i = 0; i < Math.max(2, 52 - have); i++) made.push(await people.createDriver(uniqueName('Zzscroll')));
  try {
    const all = await admin.contacts();
    const last = all.at(-1)!.user.first_name;
    expect(last).toMatch(/^Zzscroll /);
    const pagesAsked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/chat/list/') pagesAsked.push(url.searchParams.get('page') ?? 'all');
    });

    const chat = new ChatScreen(page);
    await chat.goto();
    await expect(chat.contact(all[0].user.first_name)).toBeVisible();
    await expect(chat.contact(last)).toHaveCount(0);
    // The reader scrolls down until the last person shows: the next page comes on the way.
    await expect(async () => {
      await chat.contacts.evaluate((list) => list.scrollTo(0, list.scrollHeight));
      await expect(chat.contact(last)).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(pagesAsked).toEqual(expect.arrayContaining(['1', '2']));
    expect(pagesAsked).not.toContain('all');
  } finally {
    for (const person of made) await people.deleteUser(person.id);
  }
});

test('with the demo data: People, the first contact selected, its conversation, unread badges and the total', async ({ page, request }) => {
  const admin = await ChatApi.admin(request);
  // Two people write to the administrator: the later one leads the list (and is read on
  // opening), the earlier one keeps an unread badge.
  const earlier = await ChatApi.as(request, PEERS.demoFirst);
  const adminId = await earlier.contactId('admin');
  await earlier.send(adminId, uniqueText('Earlier note'));
  const later = await ChatApi.as(request, PEERS.demoSecond);
  const latest = uniqueText('Latest note');
  await later.send(adminId, latest);

  const chat = new ChatScreen(page);
  // The list the page got decides which contact is first: its first page of 50, unsearched.
  const listAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/chat/list/' && r.request().method() === 'GET');
  await chat.goto();
  const answer = await listAnswer;
  expect(Object.fromEntries(new URL(answer.url()).searchParams)).toEqual({ page: '1', page_size: '50' });
  const [first] = ((await answer.json()) as { results: ChatContact[] }).results;

  await expect(chat.search).toBeVisible();
  await expect(chat.contact(first.user.first_name).getByRole('button')).toHaveAttribute('aria-current', 'true');
  await expect(chat.conversationHeading(`${first.user.first_name} ${first.user.last_name}`)).toBeVisible();
  await expect(chat.lastSeen).toHaveText(/^Online - Last seen, (recently|.*\d:\d\d [AP]M)$/);
  await expect(chat.messages().first()).toBeVisible();
  expect(first.user.first_name, 'the latest writer leads the list').toBe(PEERS.demoSecond.first_name);
  await expect(chat.messages(latest)).toBeVisible();

  // The earlier writer's unread badge, as many as the server counts.
  const earlierUnread = (await admin.contacts()).find((c) => c.user.first_name === PEERS.demoFirst.first_name)!.unread_count;
  expect(earlierUnread).toBeGreaterThan(0);
  await chat.search.fill(`${PEERS.demoFirst.first_name} ${PEERS.demoFirst.last_name}`);
  await expect(chat.unreadBadge(PEERS.demoFirst.first_name, earlierUnread)).toBeVisible();
  await expect(chat.contact(PEERS.demoFirst.first_name)).toContainText(/Earlier note/);

  // The sidebar's Chat link and the tab title carry the server's unread total.
  const chatLink = page.getByRole('link', { name: /^Chat(, \d+ unread messages?)?$/ });
  await expect(async () => {
    const total = await admin.unreadTotal();
    expect(total).toBeGreaterThan(0);
    await expect(chatLink).toHaveAccessibleName(unreadName(total), { timeout: 1000 });
    await expect(page.getByTestId('chat-unread-total')).toHaveText(total > 99 ? '99+' : String(total), { timeout: 1000 });
    await expect(page).toHaveTitle(`(${total}) Chat · Haulboard`, { timeout: 1000 });
  }).toPass();

  // Clicking the earlier writer reads the conversation: the badge goes, here and on the server.
  await chat.contact(PEERS.demoFirst.first_name).getByRole('button').click();
  await expect(chat.conversationHeading(`${PEERS.demoFirst.first_name} ${PEERS.demoFirst.last_name}`)).toBeVisible();
  await expect(chat.unreadBadge(PEERS.demoFirst.first_name)).toHaveCount(0);
  await expect.poll(async () => (await admin.contacts()).find((c) => c.user.first_name === PEERS.demoFirst.first_name)!.unread_count).toBe(0);
});

test('a text sends with Enter, shows at once and persists; Shift+Enter breaks the line; Send needs text', async ({ page, request }) => {
  const admin = await ChatApi.admin(request);
  const peer = PEERS.sending;
  const peerId = await admin.contactId(peer);
  const chat = new ChatScreen(page);
  await chat.goto();
  await chat.openConversation(peer);
  // The seed gives this driver no conversation, and only this test writes to it.
  await expect(chat.noMessages).toBeVisible();

  await expect(chat.send).toBeDisabled();
  await chat.input.fill('   \n  ');
  await expect(chat.send).toBeDisabled();
  await chat.input.fill('x');
  await expect(chat.send).toBeEnabled();
  await chat.input.clear();
  await expect(chat.send).toBeDisabled();

  // Shift+Enter starts a new line and sends nothing.
  const first = uniqueText('Line one');
  await chat.input.pressSequentially(first);
  await chat.input.press('Shift+Enter');
  await chat.input.pressSequentially('line two');
  await expect(chat.input).toHaveValue(`${first}\nline two`);
  await expect(chat.noMessages).toBeVisible();

  // Held on its way: the message shows before the server has answered.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => /^\/api\/messages\/\d+\/$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fallback();
    },
  );
  await chat.input.press('Enter');
  await expect(chat.input).toHaveValue('');
  const bubble = chat.messages(first);
  await expect(bubble).toBeVisible();
  await expect(bubble.getByRole('status')).toHaveText('Sending...');
  release();
  await expect(bubble.getByRole('status')).toBeHidden();
  await expect(bubble).toHaveCount(1);
  await page.unrouteAll({ behavior: 'wait' });
  // (A form sends a line break as CRLF.)
  expect((await admin.messages(peerId)).map((m) => m.message.replace(/\r\n/g, '\n'))).toEqual([`${first}\nline two`]);

  // The list shows the last message and its time (the one the message shows).
  const second = uniqueText('Second message');
  await chat.sendText(second);
  await expect(chat.messages(second)).toBeVisible();
  const time = await chat.messages(second).getByRole('time').textContent();
  expect(time).toMatch(/\d:\d\d [AP]M$/);
  await chat.search.fill(`${peer.first_name} ${peer.last_name}`);
  await expect(chat.contact(peer.first_name)).toContainText(second);
  await expect(chat.contact(peer.first_name)).toContainText(time!);
  await chat.search.clear();

  // Persisted: after a reload the conversation still holds both, once each.
  await page.reload();
  await expect(chat.peopleHeading).toBeVisible();
  await chat.openConversation(peer);
  await expect(chat.messages(first)).toHaveCount(1);
  await expect(chat.messages(second)).toHaveCount(1);
});

test("the emoji picker: the spec's categories; a choice is appended and closes it; an outside click and Escape close it; nothing comes from a CDN", async ({
  page,
}) => {
  const foreign: string[] = [];
  const origin = new URL(BASE_URL).origin;
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.origin !== origin) foreign.push(req.url());
  });
  const chat = new ChatScreen(page);
  await chat.goto();
  await chat.openConversation(PEERS.emoji);

  await chat.input.fill('Hi ');
  await expect(chat.chooseEmoji).toHaveAttribute('aria-expanded', 'false');
  await chat.chooseEmoji.click();
  await expect(chat.chooseEmoji).toHaveAttribute('aria-expanded', 'true');
  await expect(chat.emojiPicker).toBeVisible();
  // emoji-mart draws in the open shadow root of <em-emoji-picker>; role locators pierce it.
  // The spec's categories (emoji-mart shows those that have emoji: not the empty 'custom').
  for (const category of [
    'Frequently used',
    'Smileys & People',
    'Animals & Nature',
    'Food & Drink',
    'Activity',
    'Travel & Places',
    'Objects',
    'Symbols',
    'Flags',
  ]) {
    await expect(chat.emojiPicker.getByRole('button', { name: category, exact: true }), category).toBeVisible();
  }
  await chat.emojiPicker.getByRole('button', { name: '😀', exact: true }).first().click();
  await expect(chat.emojiPicker).toBeHidden();
  await expect(chat.chooseEmoji).toHaveAttribute('aria-expanded', 'false');
  await expect(chat.input).toHaveValue('Hi 😀');

  // A click outside closes it; the text stays.
  await chat.chooseEmoji.click();
  await expect(chat.emojiPicker.getByRole('button', { name: '😀', exact: true }).first()).toBeVisible();
  await chat.peopleHeading.click();
  await expect(chat.emojiPicker).toBeHidden();
  await expect(chat.input).toHaveValue('Hi 😀');

  // Escape closes it just opened: the picker focuses its search box, and emoji-mart keeps the
  // keys pressed there to itself.
  await chat.chooseEmoji.click();
  await expect(chat.emojiPicker.getByRole('button', { name: '😀', exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat.emojiPicker).toBeHidden({ timeout: 3000 });
  await expect(chat.chooseEmoji).toHaveAttribute('aria-expanded', 'false');

  // An emoji-only message is drawn large; a message with text is not.
  const text = uniqueText('Hi 😀');
  await chat.sendText(text);
  await expect(chat.messages(text)).toBeVisible();
  await chat.chooseEmoji.click();
  await chat.emojiPicker.getByRole('button', { name: '👍', exact: true }).first().click();
  await expect(chat.input).toHaveValue('👍');
  await chat.input.press('Enter');
  const emojiOnly = chat.log.getByText('👍', { exact: true });
  await expect(emojiOnly).toBeVisible();
  const fontSize = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
  // Polled: the bubble sent is replaced by the server's copy, and a size read from the one being
  // replaced is NaN (CI saw it once).
  await expect
    .poll(
      async () => {
        const [big, normal] = [await emojiOnly.last().evaluate(fontSize), await chat.log.getByText(text, { exact: true }).evaluate(fontSize)];
        return big > normal * 1.5;
      },
      { message: 'emoji-only font size vs text' },
    )
    .toBe(true);

  expect(foreign, 'requests that left the page origin').toEqual([]);
});

test('a document: Attach -> Document, its preview can be removed, the sent link downloads it', async ({ page, request }) => {
  const admin = await ChatApi.admin(request);
  const peer = PEERS.documents;
  const chat = new ChatScreen(page);
  await chat.goto();
  await chat.openConversation(peer);

  const doc = { name: 'rate-confirmation.csv', mimeType: 'text/csv', buffer: Buffer.from('load,rate\nL-1001,2450.00\n') };
  const chooser = await chat.attachFile('Document', doc);
  // Any type of file: the document chooser sets no filter.
  expect(await chooser.element().getAttribute('accept')).toBeNull();
  expect(chooser.isMultiple()).toBe(false);
  await expect(chat.pendingAttachments).toContainText(doc.name);
  await expect(chat.send).toBeEnabled();
  await chat.removeAttachment.click();
  await expect(chat.pendingAttachments).toBeHidden();
  await expect(chat.send).toBeDisabled();

  await chat.attachFile('Document', doc);
  await expect(chat.pendingAttachments).toContainText(doc.name);
  await chat.send.click();
  await expect(chat.pendingAttachments).toBeHidden();
  const link = chat.log.getByRole('link', { name: doc.name });
  await expect(link).toHaveAttribute('href', /\/api\//);
  const href = (await link.getAttribute('href'))!;
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-disposition']).toContain(`filename="${doc.name}"`);
  expect(await res.body()).toEqual(doc.buffer);

  await chat.search.fill(`${peer.first_name} ${peer.last_name}`);
  await expect(chat.contact(peer.first_name)).toContainText('[Document]');
  expect((await admin.contacts()).find((c) => c.user.first_name === peer.first_name)!.last_message).toBe('[Document]');
});

test('a photo: Attach -> Camera opens an image chooser; one pending file at a time; the photo shows', async ({ page }) => {
  const peer = PEERS.camera;
  const chat = new ChatScreen(page);
  await chat.goto();
  await chat.openConversation(peer);

  await chat.attachFile('Document', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(chat.pendingAttachments).toContainText('notes.txt');
  const chooser = await chat.attachFile('Camera', { name: 'dock-door.png', mimeType: 'image/png', buffer: PNG });
  expect(await chooser.element().getAttribute('accept')).toBe('image/*');
  expect(await chooser.element().getAttribute('capture')).toBe('environment');
  // The photo replaced the document.
  await expect(chat.pendingAttachments.getByRole('img', { name: 'dock-door.png' })).toBeVisible();
  await expect(chat.pendingAttachments).not.toContainText('notes.txt');
  await expect(chat.removeAttachment).toHaveCount(1);

  await chat.send.click();
  await expect(chat.pendingAttachments).toBeHidden();
  const photo = chat.log.getByRole('img', { name: 'Camera Media' });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('src', /\/api\//);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  await chat.search.fill(`${peer.first_name} ${peer.last_name}`);
  await expect(chat.contact(peer.first_name)).toContainText('[Photo]');
});

test.describe('voice notes', () => {
  // Chromium's fake microphone (playwright.config.ts launch args); the page may use it.
  test.use({ permissions: ['microphone'] });

  test('record, stop, preview, remove, record again and send: the server stores voice_note.wav as WAV', async ({ page }) => {
    const peer = PEERS.voice;
    const chat = new ChatScreen(page);
    await chat.goto();
    await chat.openConversation(peer);

    await chat.record.click();
    await expect(chat.stopRecording).toBeVisible();
    await expect(chat.recordingStatus).toBeVisible();
    await expect(chat.send).toBeDisabled();
    // A second of sound, as the elapsed time shows it.
    await expect(chat.recordingStatus).toHaveText('Recording 0:01');
    await chat.stopRecording.click();
    await expect(chat.recordedVoiceNote).toBeVisible();
    await expect(chat.send).toBeEnabled();
    await chat.removeVoiceNote.click();
    await expect(chat.recordedVoiceNote).toBeHidden();
    await expect(chat.send).toBeDisabled();

    await chat.record.click();
    await expect(chat.recordingStatus).toHaveText('Recording 0:01');
    await chat.stopRecording.click();
    await expect(chat.recordedVoiceNote).toBeVisible();
    // The multipart body, read on its way (for a body this size Chromium reports it only to
    // an intercepting route, not to the request event).
    const bodies: Buffer[] = [];
    await page.route(
      (url) => /^\/api\/messages\/\d+\/$/.test(url.pathname),
      async (route) => {
        if (route.request().method() === 'POST') bodies.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
        await route.fallback();
      },
    );
    await chat.send.click();

    await expect(chat.recordedVoiceNote).toBeHidden();
    await expect.poll(() => bodies.length).toBe(1);
    const body = bodies[0].toString('latin1');
    expect(body).toContain('Content-Disposition: form-data; name="voice_note"; filename="voice_note.wav"\r\nContent-Type: audio/wav\r\n\r\nRIFF');
    const note = chat.log.getByLabel('Voice Note', { exact: true });
    await expect(note).toHaveAttribute('src', /\/api\//);
    const res = await page.request.get((await note.getAttribute('src'))!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^audio\/(wav|x-wav|wave)/);
    // The server kept the name the upload carried.
    expect(res.headers()['content-disposition']).toContain('filename="voice_note.wav"');
    const wav = await res.body();
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(wav.length).toBeGreaterThan(1000);
    await chat.search.fill(`${peer.first_name} ${peer.last_name}`);
    await expect(chat.contact(peer.first_name)).toContainText('[Voice Note]');
  });
});

test("'Delete Message' on a sent message removes it for both; a received one has no 'Delete Message'", async ({ page, request }) => {
  const admin = await ChatApi.admin(request);
  const peer = PEERS.deleting;
  const peerApi = await ChatApi.as(request, peer);
  const adminId = await peerApi.contactId('admin');
  const received = uniqueText('From the driver');
  await peerApi.send(adminId, received);

  const chat = new ChatScreen(page);
  await chat.goto();
  await chat.openConversation(peer);
  const sent = uniqueText('To be deleted');
  await chat.sendText(sent);
  await expect(chat.messages(sent).getByRole('time')).toBeVisible();

  const receivedMenu = await chat.openActions(chat.messages(received));
  await expect(receivedMenu.getByRole('menuitem')).toHaveText(['Copy Text']);
  await page.keyboard.press('Escape');
  await expect(receivedMenu).toBeHidden();

  const sentMenu = await chat.openActions(chat.messages(sent));
  await expect(sentMenu.getByRole('menuitem')).toHaveText(['Copy Text', 'Delete Message']);
  await page.keyboard.press('Escape');
  await chat.deleteMessage(chat.messages(sent));
  await expect(chat.messages(sent)).toHaveCount(0);
  await expect(chat.messages(received)).toBeVisible();

  const peerId = await admin.contactId(peer);
  const texts = async (api: ChatApi, other: number) => (await api.messages(other)).map((m) => m.message);
  expect(await texts(admin, peerId)).not.toContain(sent);
  expect(await texts(peerApi, adminId)).not.toContain(sent);
  expect(await texts(peerApi, adminId)).toContain(received);
  await page.reload();
  await chat.openConversation(peer);
  await expect(chat.messages(received)).toBeVisible();
  await expect(chat.messages(sent)).toHaveCount(0);
});

test.describe('a failed send', () => {
  test("keeps the text with 'Not sent' and Retry; the retry sends it once", async ({ page, request }) => {
    const admin = await ChatApi.admin(request);
    const peer = PEERS.failedSend;
    const peerId = await admin.contactId(peer);
    const chat = new ChatScreen(page);
    await chat.goto();
    await chat.openConversation(peer);

    // The first send never reaches the server.
    await page.route(
      (url) => /^\/api\/messages\/\d+\/$/.test(url.pathname),
      (route) => (route.request().method() === 'POST' ? route.abort('connectionfailed') : route.fallback()),
    );
    const text = uniqueText('Lost on the way');
    await chat.sendText(text);
    await expect(chat.error).toHaveText('Failed to send message');
    const bubble = chat.messages(text);
    await expect(bubble).toContainText('Not sent');
    await expect(bubble.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(bubble.getByRole('button', { name: 'Discard' })).toBeVisible();

    await page.unrouteAll({ behavior: 'wait' });
    await bubble.getByRole('button', { name: 'Retry' }).click();
    await expect(bubble).not.toContainText('Not sent');
    await expect(bubble.getByRole('time')).toBeVisible();
    await expect(chat.messages(text)).toHaveCount(1);
    await expect(chat.error).toBeHidden();
    expect((await admin.messages(peerId)).filter((m) => m.message === text)).toHaveLength(1);
  });

  test('whose answer was lost is retried without a duplicate (the server knows its client id)', async ({ page, request }) => {
    const admin = await ChatApi.admin(request);
    const peer = PEERS.failedSend;
    const peerId = await admin.contactId(peer);
    const peerApi = await ChatApi.as(request, peer);
    const adminId = await peerApi.contactId('admin');
    // The socket's frames are held back until after the retry: the stored copy's event then
    // arrives last, the worst order for a duplicate.
    let holding = true;
    const held: Array<() => void> = [];
    await page.routeWebSocket(/\/api\/ws\b/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => (holding ? held.push(() => ws.send(m)) : ws.send(m)));
    });
    const chat = new ChatScreen(page);
    await chat.goto();
    await chat.openConversation(peer);

    // The server stores the first send, but its answer never reaches the page.
    let stored = false;
    await page.route(
      (url) => /^\/api\/messages\/\d+\/$/.test(url.pathname),
      async (route) => {
        if (route.request().method() !== 'POST' || stored) return route.fallback();
        const res = await route.fetch();
        stored = res.status() === 201;
        await route.abort('connectionreset');
      },
    );
    const text = uniqueText('Answer lost');
    await chat.sendText(text);
    const bubble = chat.messages(text);
    await expect(bubble).toContainText('Not sent');
    await expect(chat.error).toHaveText('Failed to send message');
    expect(stored, 'the server stored the first attempt').toBe(true);

    await page.unrouteAll({ behavior: 'wait' });
    await bubble.getByRole('button', { name: 'Retry' }).click();
    await expect(bubble.getByRole('time')).toBeVisible();
    await expect(chat.messages(text)).toHaveCount(1);
    await expect(chat.messages(text)).not.toContainText('Not sent');
    await expect(chat.error).toBeHidden();

    // The held events arrive, then a message from the driver: once that shows, the stored
    // copy's event has been applied too, and the message is still there once.
    holding = false;
    held.splice(0).forEach((deliver) => deliver());
    const after = uniqueText('Seen it');
    await peerApi.send(adminId, after);
    await expect(chat.messages(after)).toBeVisible();
    await expect(chat.messages(text)).toHaveCount(1);
    expect((await admin.messages(peerId)).filter((m) => m.message === text)).toHaveLength(1);
  });
});

test.describe('a send whose answer was lost', () => {
  test('but whose stored copy arrived over the socket leaves no error behind', async ({ page }) => {
    // The stored copy (same client id) arrives over the socket: the send counts as delivered.
    const chat = new ChatScreen(page);
    await chat.goto();
    await chat.openConversation(PEERS.failedSend);
    let stored = false;
    await page.route(
      (url) => /^\/api\/messages\/\d+\/$/.test(url.pathname),
      async (route) => {
        if (route.request().method() !== 'POST' || stored) return route.fallback();
        stored = (await route.fetch()).status() === 201;
        await route.abort('connectionreset');
      },
    );
    const text = uniqueText('Delivered after all');
    await chat.sendText(text);
    await expect(chat.messages(text).getByRole('time')).toBeVisible();
    await expect(chat.messages(text)).toHaveCount(1);
    expect(stored).toBe(true);
    await expect(chat.error).toBeHidden({ timeout: 3000 });
  });
});

test('/admin/chat: no serious or critical axe violation', async ({ page, request }, testInfo) => {
  // A conversation with a received and a sent message on screen.
  const peer = PEERS.axe;
  const driver = await ChatApi.as(request, peer);
  await driver.send(await driver.contactId('admin'), uniqueText('Checking in'));
  const chat = new ChatScreen(page);
  await chat.goto();
  await chat.openConversation(peer);
  const sent = uniqueText('Thanks');
  await chat.sendText(sent);
  await expect(chat.messages(sent).getByRole('time')).toBeVisible();

  // The minor and moderate ones are printed, not failed on (as tests/accessibility.spec.ts).
  expect(await seriousAxeViolations(page, { testInfo, print: true })).toEqual([]);
});
