import { seriousAxeViolations } from '../support/axe';
import { ChatScreen } from '../pages/chat-page';
import { ChatApi, uniqueText } from '../support/chat-api';
import { expect, test } from '../support/fixtures';
import { PeopleApi, uniqueName, type ApiPerson } from '../support/people-api';

// Issue 28: a deactivated person's conversation in the chat, at both widths the suite supports.
// Each test registers its own dispatcher, who writes to the administrator before the end.
test.use({ session: 'admin-api' });

const REFUSED = 'This person has been deactivated: their conversation can be read but not written to.';

/** A new dispatcher who has written `text` to the administrator: a conversation the chat keeps after deactivation. */
async function dispatcherWhoWrote(people: PeopleApi, request: Parameters<typeof ChatApi.as>[0], text: string): Promise<ApiPerson> {
  const person = await people.createDispatcher(uniqueName('Leaver'));
  const theirs = await ChatApi.signIn(request, person.login, person.password);
  await theirs.send(await theirs.contactId('admin'), text);
  return person;
}

/** Chooses the person from the list (narrowed by the search box, the list is virtualised). */
const CHAT_LIST = /\/api\/chat\/list\//;
const SEND = /\/api\/messages\/\d+\/$/;

async function open(chat: ChatScreen, person: ApiPerson) {
  await chat.search.fill(person.first_name);
  await chat.contact(person.first_name).getByRole('button').click();
  await expect(chat.conversationHeading(person.full_name)).toBeVisible();
}

for (const [width, height] of [
  [1366, 900],
  [390, 844],
] as const) {
  test(`at ${width} px: a deactivated person is marked, their messages stay readable, and no composer invites a send`, async ({ page, request }, testInfo) => {
    await page.setViewportSize({ width, height });
    const people = await PeopleApi.admin(request);
    const text = uniqueText('Handing over my loads');
    const person = await dispatcherWhoWrote(people, request, text);
    await people.deactivate(person.id);

    const chat = new ChatScreen(page);
    await chat.goto();
    await chat.search.fill(person.first_name);
    await expect(chat.deactivatedMark(person.first_name)).toBeVisible();
    await expect(chat.contact(person.first_name).getByRole('button')).toHaveAccessibleName(/Deactivated/);
    await open(chat, person);
    await expect(chat.headerDeactivatedMark(person.full_name)).toBeVisible();
    await expect(chat.lastSeen).toHaveCount(0);
    await expect(chat.messages(text)).toBeVisible();
    await expect(chat.deactivatedNotice).toHaveText(
      `${person.full_name} has been deactivated and cannot receive messages. Earlier messages stay here to read.`,
    );
    await expect(chat.input).toHaveCount(0);
    await expect(chat.send).toHaveCount(0);

    expect(await seriousAxeViolations(page, { testInfo })).toEqual([]);
  });

  test(`at ${width} px: a send to someone deactivated while the conversation is open shows the server's reason, and the conversation turns read-only`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    const people = await PeopleApi.admin(request);
    const person = await dispatcherWhoWrote(people, request, uniqueText('Last day tomorrow'));
    // The screen learns of a deactivation live and closes the composer, often before a hand could
    // type (CI typed into nothing). A send made as it happens is the case here: the contact list is
    // answered as it was until the send goes out, as a slow connection would leave it; the list
    // asked after the refusal is the server's.
    let contacts: string | null = null;
    let sent = false;
    page.on('response', async (r) => {
      if (CHAT_LIST.test(r.url()) && r.ok() && !sent) contacts = await r.text().catch(() => contacts);
    });
    page.on('request', (r) => {
      if (r.method() === 'POST' && SEND.test(r.url())) sent = true;
    });
    const chat = new ChatScreen(page);
    await chat.goto();
    await open(chat, person);
    await expect(chat.input).toBeVisible();
    expect(contacts).not.toBeNull();
    const asItWas = contacts!;
    await page.route(CHAT_LIST, (route) => (sent ? route.continue() : route.fulfill({ status: 200, contentType: 'application/json', body: asItWas })));

    await people.deactivate(person.id);
    const late = uniqueText('Good luck');
    await chat.sendText(late);
    await expect(chat.messages(late)).toContainText(REFUSED);
    await expect(chat.messages(late).getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(chat.error).toHaveText('Failed to send message');
    // The list was asked again: the conversation is read-only now, the person marked.
    await expect(chat.deactivatedNotice).toBeVisible();
    await expect(chat.input).toHaveCount(0);
    await expect(chat.headerDeactivatedMark(person.full_name)).toBeVisible();

    await chat.messages(late).getByRole('button', { name: 'Discard' }).click();
    await expect(chat.messages(late)).toHaveCount(0);
  });
}
