import type { FastifyBaseLogger } from 'fastify';
import { PAGE_SIZES, type ChatUnread, type ContactsQuery, type Message } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/http-errors';
import { pageWindow, wantsPage } from '../../lib/paging';
import type { MediaSigner } from '../../media/signing';
import type { MediaStore } from '../../media/store';
import { removeMediaFiles } from '../../media/storage';
import { toMessage } from './answers';
import type { ContactList } from './contact-list';
import type { ChatHub } from './hub';
import { countUnread, deleteSentMessage, findVisibleMessage, getConversation, findContact, getUnreadBySender, markConversationRead } from './repository';

/** What the chat use cases work with: the database, the media signer and store, and the hub that tells every socket. */
export type ChatDeps = { db: Db; media: MediaSigner; store: MediaStore; hub: ChatHub; contacts: ContactList };

/** A contact-list page when none is named: 1,000 contacts are 173 KiB in one answer. */
const CONTACTS_PAGE_SIZE = PAGE_SIZES.chatContacts;
export const CONTACT_NOT_FOUND = 'Contact not found.';

/**
 * A user the caller may have a conversation with, or 404. A deactivated person's conversation is
 * still read; `writing` refuses them (409): they cannot sign in to read it, and a reactivation
 * opens it again.
 */
export async function requireContact({ db }: ChatDeps, me: number, contactId: number, writing = false): Promise<void> {
  const contact = await findContact(db, me, contactId);
  if (!contact) throw notFound(CONTACT_NOT_FOUND);
  if (writing && contact.deactivated) throw conflict('This person has been deactivated: their conversation can be read but not written to.');
}

/** The contact list as JSON text: the spec's plain array of every contact, or a page when paging was asked for. */
export async function getContactList({ contacts }: ChatDeps, me: number, query: ContactsQuery): Promise<string> {
  return contacts.listContacts(me, wantsPage(query, ['page', 'page_size']) ? pageWindow(query, CONTACTS_PAGE_SIZE) : undefined, query.search);
}

/** The shell's unread badge on every screen: one count instead of the whole contact list. */
export async function getChatUnread({ db }: ChatDeps, me: number): Promise<ChatUnread> {
  return { total: await countUnread(db, me) };
}

/** Marks the contact's messages read; tells the caller's sockets (every tab, every process) if that changed anything. */
async function markRead({ db, hub }: ChatDeps, me: number, contactId: number): Promise<void> {
  if ((await markConversationRead(db, me, contactId)) === 0) return;
  const rows = await getUnreadBySender(db, [me]);
  const unread = rows.find((r) => r.sender_id === contactId)?.unread ?? 0;
  const total = rows.reduce((sum, r) => sum + r.unread, 0);
  await hub.publish({ t: 'unread', u: me, c: contactId, n: unread, total });
}

/** A page of the conversation with a contact; reading it marks what the contact sent read. */
export async function getMessages(deps: ChatDeps, me: number, contactId: number, page: { before?: number; limit?: number }): Promise<Message[]> {
  await requireContact(deps, me, contactId);
  await markRead(deps, me, contactId);
  const rows = await getConversation(deps.db, me, contactId, page);
  return rows.map((row) => toMessage(row, deps.media));
}

export async function markMessagesRead(deps: ChatDeps, me: number, contactId: number): Promise<void> {
  await requireContact(deps, me, contactId);
  await markRead(deps, me, contactId);
}

/**
 * Deletes a message the caller sent. One its parties can see but the caller did not send is 403;
 * anyone else's is 404, so its existence does not leak.
 */
export async function deleteMessage(deps: ChatDeps, me: number, messageId: number, log: FastifyBaseLogger): Promise<void> {
  const { db, store, hub } = deps;
  const deleted = await deleteSentMessage(db, messageId, me);
  if (!deleted) {
    const visible = await findVisibleMessage(db, messageId, me);
    if (!visible) throw notFound('Message not found.');
    throw forbidden('You can only delete messages you sent.');
  }
  await removeMediaFiles(db, store, [deleted.document_key, deleted.voice_note_key, deleted.camera_media_key]).catch((err) =>
    log.warn({ err }, 'could not remove a deleted message’s files'),
  );
  await hub.publish({ t: 'deleted', id: deleted.id, s: deleted.sender_id, r: deleted.receiver_id, unread: !deleted.is_read });
}
