import { seriousAxeViolations } from '../support/axe';
import { ChatScreen } from '../pages/chat-page';
import { ChatApi, uniqueText } from '../support/chat-api';
import { expect, test } from '../support/fixtures';
import { PeopleApi, uniqueName, type ApiPerson } from '../support/people-api';

// Issue 28: a deactivated person's conversation in the chat, at both widths the suite supports.
// Each test registers its own dispatcher, who writes to the administrator before the end.
test.use({ session: 'admin-api' });

/** A new dispatcher who has written `text` to the administrator: a conversation the chat keeps after deactivation. */
async function dispatcherWhoWrote(people: PeopleApi, request: Parameters<typeof ChatApi.as>[0], text: string): Promise<ApiPerson> {
  const person = await people.createDispatcher(uniqueName('Leaver'));
  const theirs = await ChatApi.signIn(request, person.login, person.password);
  await theirs.send(await theirs.contactId('admin'), text);
  return person;
}

/** Chooses the person from the list (narrowed by the search box, the list is virtualised). */
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
}
