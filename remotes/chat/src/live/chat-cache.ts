import type { InfiniteData } from '@tanstack/react-query';
import type { Contact, Message } from '@haulboard/shared/contracts';
import { chatContacts } from '@haulboard/shared/resources';
import { previewOf } from '../lib/message-rules';

/** A conversation in the cache: pages oldest first, each page oldest first. */
export type Conversation = InfiniteData<Message[], number | undefined>;

/** The chat cache's keys: the contacts' are their definition's. */
export const chatKeys = {
  all: chatContacts.keys.all,
  contacts: chatContacts.keys.list(),
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

/** The sender's contact: whichever side of the message is in the list (the user is not). */
export function contactOf(m: Pick<Message, 'sender' | 'receiver'>, contacts: readonly Contact[]): number {
  return contacts.some((c) => c.user.id === m.sender) ? m.sender : m.receiver;
}

/** A new message updates that contact's preview and time and moves it to the top, as chat lists do. */
export function touchContact(contacts: readonly Contact[], contactId: number, m: Message): Contact[] {
  const i = contacts.findIndex((c) => c.user.id === contactId);
  if (i < 0) return contacts.slice();
  const updated: Contact = { ...contacts[i], last_message: previewOf(m), last_message_time: m.created_at };
  return [updated, ...contacts.slice(0, i), ...contacts.slice(i + 1)];
}

export function setUnread(contacts: readonly Contact[], contactId: number, unread: number): Contact[] {
  return contacts.map((c) => (c.user.id === contactId && c.unread_count !== unread ? { ...c, unread_count: unread } : c));
}
