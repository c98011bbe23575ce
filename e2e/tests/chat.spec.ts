import { seriousAxeViolations } from '../support/axe';
import { ChatScreen } from '../pages/chat-page';
import { ChatApi, PEERS, uniqueText } from '../support/chat-api';
import { BASE_URL } from '../support/env';
import { uniqueName } from '../support/loads-api';
import { PeopleApi, type ApiPerson } from '../support/people-api';
import { expect, test } from '../support/fixtures';

// Spec part 1 "Chat screen", section 4 "Chat", 5, 8 "Chat", 9. Each test talks to its own
// demo user (support/chat-api.ts PEERS); chat tests run one at a time (playwright.config.ts).
test.use({ session: 'admin-api' });

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
