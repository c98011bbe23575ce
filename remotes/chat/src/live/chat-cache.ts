import { hashKey, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Contact, Message } from '@haulboard/shared/contracts';
import { CHAT_CONTACTS_KEY, chatContacts, type ContactPages } from '@haulboard/shared/resources';
import { previewOf } from '../lib/message-rules';

/** A conversation in the cache: pages oldest first, each page oldest first. */
export type Conversation = InfiniteData<Message[], number | undefined>;
export type { ContactPages };

/** The chat cache's keys: the contacts' are their definition's. */
export const chatKeys = {
  all: chatContacts.keys.all,
  /** Every search of the contacts (the prefix of their keys). */
  contacts: CHAT_CONTACTS_KEY,
  /** The unsearched list: everyone. */
  everyone: chatContacts.keys.list({ search: '' }),
  messages: (contactId: number) => ['chat', 'messages', contactId] as const,
};

/** Adds a message (or replaces the copy with its id) at its place by id; new ones go last. */
export function upsertMessage(conv: Conversation, m: Message): Conversation {
  if (conv.pages.some((p) => p.some((x) => x.id === m.id))) {
    return { ...conv, pages: conv.pages.map((p) => p.map((x) => (x.id === m.id ? m : x))) };
  }
  const pages = conv.pages.length ? conv.pages.slice() : [[]];
  const last = pages.length - 1;
  pages[last] = [...pages[last], m].sort((a, b) => a.id - b.id);
  return { ...conv, pages };
}

export function removeMessage(conv: Conversation, id: number): Conversation {
  return { ...conv, pages: conv.pages.map((p) => p.filter((x) => x.id !== id)) };
}

/** The other side of a message: whichever of its two people is among `contacts` (the user is not); null when neither is (not fetched yet). */
export function contactOf(m: Pick<Message, 'sender' | 'receiver'>, contacts: readonly Contact[]): number | null {
  if (contacts.some((c) => c.user.id === m.sender)) return m.sender;
  return contacts.some((c) => c.user.id === m.receiver) ? m.receiver : null;
}

/** Every contact fetched so far, page after page. */
export const contactsOf = (pages: { pages: { results: Contact[] }[] } | undefined): Contact[] => pages?.pages.flatMap((p) => p.results) ?? [];

/** The same pages with `update` applied to each contact (unchanged ones kept as they were). */
export function mapContacts(pages: ContactPages, update: (c: Contact) => Contact): ContactPages {
  return { ...pages, pages: pages.pages.map((p) => ({ ...p, results: p.results.map(update) })) };
}

/**
 * A new message updates that contact's preview and time and moves it to the top, as chat lists
 * do; null when the contact is not among the pages fetched (the list asks again instead).
 */
export function touchContact(pages: ContactPages, contactId: number, m: Message): ContactPages | null {
  const found = contactsOf(pages).find((c) => c.user.id === contactId);
  if (!found || !pages.pages.length) return null;
  const updated: Contact = { ...found, last_message: previewOf(m), last_message_time: m.created_at };
  const rest = pages.pages.map((p) => ({ ...p, results: p.results.filter((c) => c.user.id !== contactId) }));
  rest[0] = { ...rest[0], results: [updated, ...rest[0].results] };
  return { ...pages, pages: rest };
}

export function setUnread(pages: ContactPages, contactId: number, unread: number): ContactPages {
  return mapContacts(pages, (c) => (c.user.id === contactId && c.unread_count !== unread ? { ...c, unread_count: unread } : c));
}

/** What a new message does to every cached search of the contacts: see `touchContact`. */
export function touchContacts(client: QueryClient, contactId: number, m: Message): void {
  for (const [key, pages] of client.getQueriesData<ContactPages>({ queryKey: chatKeys.contacts })) {
    if (!pages) continue;
    const touched = touchContact(pages, contactId, m);
    if (touched) client.setQueryData(key, touched);
    // Someone past the pages fetched now heads the whole list; a search they may not match is left.
    else if (hashKey(key) === hashKey(chatKeys.everyone)) void client.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** Sets one contact's unread count in every cached search of the contacts. */
export function setUnreadEverywhere(client: QueryClient, contactId: number, unread: number): void {
  client.setQueriesData<ContactPages>({ queryKey: chatKeys.contacts }, (pages) => (pages ? setUnread(pages, contactId, unread) : pages));
}

/** The contacts of every search fetched so far (one may be in several). */
export const cachedContacts = (client: QueryClient): Contact[] =>
  client.getQueriesData<ContactPages>({ queryKey: chatKeys.contacts }).flatMap(([, pages]) => contactsOf(pages));
