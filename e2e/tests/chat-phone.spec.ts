import { ChatScreen } from '../pages/chat-page';
import { PEERS, writeToAdmin } from '../support/chat-api';
import { expect, test } from '../support/fixtures';

// The chat screen on a phone (spec part 1 "Chat screen": the small-screen variant): the people
// and the conversation each take the whole width, with a way back to the people.
test.use({ session: 'admin-api', viewport: { width: 390, height: 844 } });

test('the people come first, told apart by name and initials with their unread badges; a conversation fills the screen; Back to people returns to the list', async ({
  page,
  request,
}) => {
  const [first, second] = [PEERS.phoneFirst, PEERS.phoneSecond];
  const [, toSecond] = await writeToAdmin(request, [first, second], 'Phone');
  const chat = new ChatScreen(page);
  await chat.goto();
  await expect(chat.search).toBeVisible();
  for (const person of [first, second]) {
    await expect(chat.contact(person.first_name)).toBeVisible();
    await expect(chat.initials(person)).toBeVisible();
    await expect(chat.contact(person.first_name).getByLabel(/^\d+ unread messages?$/)).toBeVisible();
    const row = (await chat.contact(person.first_name).boundingBox())!;
    expect(row.width).toBeGreaterThan(300);
  }
  // Nothing is read until a conversation is opened.
  await expect(chat.log).toBeHidden();

  await chat.contact(second.first_name).getByRole('button').click();
  await expect(chat.conversationHeading(`${second.first_name} ${second.last_name}`)).toBeFocused();
  await expect(chat.messages(toSecond.message)).toBeVisible();
  await expect(chat.people).toBeHidden();
  await expect(chat.input).toBeVisible();
  // Read now: its badge is gone when the list comes back.
  await chat.backToPeople.click();
  await expect(chat.people).toBeVisible();
  await expect(chat.contact(second.first_name).getByRole('button')).toBeFocused();
  await expect(chat.contact(second.first_name).getByLabel(/unread/)).toHaveCount(0);
  await expect(chat.contact(first.first_name).getByLabel(/^\d+ unread messages?$/)).toBeVisible();
  await expect(chat.log).toBeHidden();
});
