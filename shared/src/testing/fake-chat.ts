// The fake backend's chat, for the signed-in administrator: the contact list and unread total,
// the conversations a page at a time, sending (a client id answering the stored message),
// reading and deleting, as server/src/routes/chat does. The contacts are kept as seeded, their
// newest message and unread count following what the calls change.
import {
  ChatUnreadSchema,
  ContactListSchema,
  ContactsQuerySchema,
  MessageListSchema,
  MessageSchema,
  MessagesQuerySchema,
  SendMessageFieldsSchema,
  type Message,
} from '../contracts/chat';
import { PAGE_SIZES } from '../contracts/page-sizes';
import { ApiPaths } from '../contracts/paths';
import type { FakeDb } from './fake-db';
import { endpoint, holds, idOf, NO_CONTENT, ok, pageOf, parsed, queryOf, refuse, wantsPage, type Endpoint, type FakeRequest } from './fake-server-kit';

/** The contact list's preview of a message (repository.ts getConversationsOf). */
const previewOf = (m: Message) =>
  m.message.trim() ? m.message : m.document_url ? '[Document]' : m.voice_note_url ? '[Voice Note]' : m.camera_media_url ? '[Photo]' : '[Media]';

const FILE_FIELDS = ['document', 'camera_media', 'voice_note'] as const;

export function chatEndpoints(db: FakeDb): Endpoint[] {
  const me = () => db.admin.id;
  const contact = (id: number) => db.contacts.find((c) => c.user.id === id) ?? refuse(404, 'Contact not found.');
  const between = (contactId: number) =>
    db.messages.filter((m) => (m.sender === me() && m.receiver === contactId) || (m.sender === contactId && m.receiver === me()));
  /** Reading a conversation marks what the contact sent read. */
  const markRead = (contactId: number) => {
    db.messages = db.messages.map((m) => (m.sender === contactId && m.receiver === me() ? { ...m, read: true } : m));
    contact(contactId).unread_count = 0;
  };
  const send = (req: FakeRequest) => {
    const contactId = idOf(req, 'contactId');
    // A deactivated person's conversation is read, not written to (server: chat/service.ts requireContact).
    if (contact(contactId).user.deactivated_at) refuse(409, 'This person has been deactivated: their conversation can be read but not written to.');
    const form = req.body instanceof FormData ? req.body : null;
    const fields = parsed(SendMessageFieldsSchema, form ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) : (req.body ?? {}));
    const files = Object.fromEntries(FILE_FIELDS.flatMap((f) => (form?.get(f) instanceof Blob ? [[f, form.get(f) as File]] : [])));
    const text = fields.message.trim();
    if (!text && Object.keys(files).length === 0) refuse(400, 'A message needs text, a file or a voice note.');
    const clientId = fields.client_id ?? null;
    // A retry answers the message the first try stored.
    const stored = clientId ? db.messages.find((m) => m.sender === me() && m.client_id === clientId) : undefined;
    if (stored) return stored.receiver === contactId ? ok(stored) : refuse(409, 'This client_id was already used for another message.');
    const url = (f: (typeof FILE_FIELDS)[number]) => (files[f] ? `/api/media/chat/${files[f].name || f}?exp=1&sig=fake` : null);
    const message: Message = {
      id: Math.max(0, ...db.messages.map((m) => m.id)) + 1,
      sender: me(),
      receiver: contactId,
      message: text,
      created_at: db.clock.now().toISOString(),
      document_url: url('document'),
      document_name: files.document ? files.document.name || 'Document' : null,
      voice_note_url: url('voice_note'),
      voice_note_name: files.voice_note ? 'Voice Note' : null,
      camera_media_url: url('camera_media'),
      camera_media_name: files.camera_media ? 'Camera Media' : null,
      client_id: clientId,
      read: false,
    };
    db.messages.push(message);
    // The newest conversation heads the list.
    const head = { ...contact(contactId), last_message: previewOf(message), last_message_time: message.created_at };
    db.contacts = [head, ...db.contacts.filter((c) => c.user.id !== contactId)];
    return ok(message, 201);
  };

  return [
    endpoint(
      'GET',
      ApiPaths.chatList,
      (req) => {
        const q = parsed(ContactsQuerySchema, queryOf(req));
        const found = q.search ? db.contacts.filter((c) => holds(`${c.user.first_name} ${c.user.last_name}`, q.search!)) : db.contacts;
        return ok(wantsPage(q, ['page', 'page_size']) ? pageOf(found, q, PAGE_SIZES.chatContacts) : found);
      },
      ContactListSchema,
    ),
    endpoint('GET', ApiPaths.chatUnread, () => ok({ total: db.contacts.reduce((n, c) => n + c.unread_count, 0) }), ChatUnreadSchema),
    endpoint(
      'GET',
      ApiPaths.messages,
      (req) => {
        const contactId = idOf(req, 'contactId');
        contact(contactId);
        const { before, limit } = parsed(MessagesQuerySchema, queryOf(req));
        markRead(contactId);
        // The newest `limit` below `before`, oldest first.
        const older = between(contactId)
          .filter((m) => before === undefined || m.id < before)
          .sort((a, b) => a.id - b.id);
        return ok(limit === undefined ? older : older.slice(-limit));
      },
      MessageListSchema,
      'contactId',
    ),
    endpoint(
      'POST',
      ApiPaths.markRead,
      (req) => {
        markRead(contact(idOf(req, 'contactId')).user.id);
        return NO_CONTENT;
      },
      undefined,
      'contactId',
    ),
    endpoint('POST', ApiPaths.messages, send, MessageSchema, 'contactId'),
    endpoint(
      'DELETE',
      ApiPaths.deleteMessage,
      (req) => {
        const m = db.messages.find((x) => x.id === idOf(req, 'messageId'));
        if (!m || (m.sender !== me() && m.receiver !== me())) refuse(404, 'Message not found.');
        if (m!.sender !== me()) refuse(403, 'You can only delete messages you sent.');
        db.messages = db.messages.filter((x) => x.id !== m!.id);
        return NO_CONTENT;
      },
      undefined,
      'messageId',
    ),
  ];
}
