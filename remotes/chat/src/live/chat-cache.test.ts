import { contact, message, ME } from '../../test/chat-fixtures';
import { chatKeys, contactOf, contactsOf, removeMessage, setUnread, touchContact, upsertMessage, type ContactPages, type Conversation } from './chat-cache';

const conv = (...pages: ReturnType<typeof message>[][]): Conversation => ({ pages, pageParams: pages.map(() => undefined) });
const ids = (c: Conversation) => c.pages.map((p) => p.map((m) => m.id));

describe('upsertMessage', () => {
  it('appends a new message to the newest page', () => {
    const before = conv([message(1, ME, 7, 'a')], [message(5, 7, ME, 'b')]);
    expect(ids(upsertMessage(before, message(9, ME, 7, 'c')))).toEqual([[1], [5, 9]]);
  });

  it('puts a message that arrives late at its place by id', () => {
    const before = conv([message(5, 7, ME, 'b'), message(9, ME, 7, 'c')]);
    expect(ids(upsertMessage(before, message(6, ME, 7, 'late')))).toEqual([[5, 6, 9]]);
  });

  it('replaces the copy with the same id (the socket and the send answer both bring it)', () => {
    const before = conv([message(5, 7, ME, 'b')], [message(9, ME, 7, 'old')]);
    const after = upsertMessage(before, message(9, ME, 7, 'new'));
    expect(ids(after)).toEqual([[5], [9]]);
    expect(after.pages[1][0].message).toBe('new');
  });

  it('starts a page in an empty conversation', () => {
    expect(ids(upsertMessage(conv(), message(3, 7, ME, 'hi')))).toEqual([[3]]);
  });

  it('does not change the conversation it was given', () => {
    const before = conv([message(1, ME, 7, 'a')]);
    upsertMessage(before, message(2, ME, 7, 'b'));
    expect(ids(before)).toEqual([[1]]);
  });
});

it('removeMessage takes the message out of whichever page holds it', () => {
  const before = conv([message(1, ME, 7, 'a'), message(2, 7, ME, 'b')], [message(3, ME, 7, 'c')]);
  expect(ids(removeMessage(before, 2))).toEqual([[1], [3]]);
  expect(ids(removeMessage(before, 42))).toEqual([[1, 2], [3]]);
});

describe('contactOf: the other side of a message', () => {
  const list = [contact(7, 'Dana', 'Driver'), contact(8, 'Eli', 'Dispatch')];
  it('is the sender when the sender is a contact (a received message)', () => {
    expect(contactOf({ sender: 7, receiver: ME }, list)).toBe(7);
  });
  it('is the receiver when the receiver is one (a message the user sent)', () => {
    expect(contactOf({ sender: ME, receiver: 8 }, list)).toBe(8);
  });
  it('is nobody when neither is among the contacts fetched so far', () => {
    expect(contactOf({ sender: ME, receiver: 99 }, list)).toBeNull();
  });
});

/** Contacts as the cache keeps them: pages of a search, each `{count, results}`. */
const paged = (...pages: ReturnType<typeof contact>[][]): ContactPages => ({
  pages: pages.map((results) => ({ count: pages.flat().length, results })),
  pageParams: pages.map((_, i) => i + 1),
});
const order = (p: ContactPages | null) => p?.pages.map((page) => page.results.map((c) => c.user.id));

describe('touchContact', () => {
  const list = paged([contact(7, 'Dana', 'Driver'), contact(8, 'Eli', 'Dispatch')], [contact(9, 'Fay', 'Fleet')]);

  it("updates that contact's preview and time and moves it to the top of the first page, from any page", () => {
    const m = message(20, 9, ME, '', { voice_note_url: '/api/media/v.wav', created_at: '2026-03-06T08:00:00Z' });
    const after = touchContact(list, 9, m);
    expect(order(after)).toEqual([[9, 7, 8], []]);
    expect(after?.pages[0].results[0]).toMatchObject({ last_message: '[Voice Note]', last_message_time: '2026-03-06T08:00:00Z' });
    expect(list.pages[1].results[0].last_message).toBeNull();
  });

  it('answers null for a contact not among the pages fetched (the list asks again)', () => {
    expect(touchContact(list, 99, message(20, 99, ME, 'hi'))).toBeNull();
  });
});

describe('setUnread', () => {
  const list = paged([contact(7, 'Dana', 'Driver', { unread_count: 2 })], [contact(8, 'Eli', 'Dispatch', { unread_count: 3 })]);

  it("sets one contact's count on whichever page, and keeps the other contacts as they were", () => {
    const after = setUnread(list, 8, 0);
    expect(contactsOf(after).map((c) => c.unread_count)).toEqual([2, 0]);
    expect(after.pages[0].results[0]).toBe(list.pages[0].results[0]);
  });
});

it('chat keys nest under one root, so one invalidation reaches them all', () => {
  expect(chatKeys.contacts.slice(0, 1)).toEqual([...chatKeys.all]);
  expect(chatKeys.messages(7)).toEqual(['chat', 'messages', 7]);
});
