import { z } from 'zod';
import { ACTIVITY_SUBJECT_TYPES } from './activity-kinds';

export const ContactSchema = z.object({
  user: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    user_type: z.string(),
    /** A signed media path, or null: the client shows its default image. */
    avatar: z.string().nullable(),
    /** When an administrator deactivated them (issue 28), or null: listed only beside a conversation, which can be read but not written to. */
    deactivated_at: z.string().nullable(),
    last_seen: z.string().nullable(),
  }),
  last_message: z.string().nullable(),
  last_message_time: z.string().nullable(),
  unread_count: z.number().int(),
});
export type Contact = z.infer<typeof ContactSchema>;

/** `GET chat/unread/`: how many messages wait unread for the caller, over every conversation. */
export const ChatUnreadSchema = z.object({ total: z.number().int() });
export type ChatUnread = z.infer<typeof ChatUnreadSchema>;

export const MessageSchema = z.object({
  id: z.number().int(),
  sender: z.number().int(),
  receiver: z.number().int(),
  message: z.string(),
  created_at: z.string(),
  document_url: z.string().nullable(),
  document_name: z.string().nullable(),
  voice_note_url: z.string().nullable(),
  voice_note_name: z.string().nullable(),
  camera_media_url: z.string().nullable(),
  camera_media_name: z.string().nullable(),
  client_id: z.string().nullable(),
  read: z.boolean(),
});
export type Message = z.infer<typeof MessageSchema>;
/** `GET messages/:contactId/`: a page of the conversation, oldest first. */
export const MessageListSchema = z.array(MessageSchema);

/** Message ids are bigints; anything past a safe JS integer is no id we ever issued. */
export const MessageIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const MessageIdParamsSchema = z.object({ messageId: MessageIdSchema });

/**
 * Optional paging of the contact list; without it the spec's plain array of every contact.
 * `search` keeps the contacts whose first and last name hold it (any case), in the same order.
 */
export const ContactsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(100).optional(),
});
export type ContactsQuery = z.infer<typeof ContactsQuerySchema>;
export const ContactPageSchema = z.object({ count: z.number().int(), results: z.array(ContactSchema) });
/** `GET chat/list/`: the spec's plain array of every contact, or a page when paging was asked for. */
export const ContactListSchema = z.union([z.array(ContactSchema), ContactPageSchema]);

export const MessagesQuerySchema = z.object({
  /** Older page: messages with an id below this one. */
  before: MessageIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});

export const CHAT_TEXT_MAX = 5000;
export const ClientIdSchema = z.string().trim().min(1).max(100);

/**
 * The text parts of a send (multipart fields, or a JSON body for text-only sends).
 * A blank client_id counts as none: form builders often send the empty field.
 */
export const SendMessageFieldsSchema = z.object({
  message: z
    .string()
    .max(CHAT_TEXT_MAX, `A message can be at most ${CHAT_TEXT_MAX} characters.`)
    .nullish()
    // Browsers send form text with CRLF line breaks: store plain LF.
    .transform((v) => (v ?? '').replace(/\r\n?/g, '\n')),
  client_id: z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v), ClientIdSchema.optional()),
});
export type SendMessageFields = z.infer<typeof SendMessageFieldsSchema>;

/** What a client may send on the WebSocket; anything else is ignored. */
export const ChatClientFrameSchema = z.object({ type: z.literal('ping') });

/** What a change notice names (issue 29): the audit trail's subject types, and a driver's check-in/out. */
export const CHANGE_SUBJECT_TYPES = [...ACTIVITY_SUBJECT_TYPES, 'check_in'] as const;
export type ChangeSubjectType = (typeof CHANGE_SUBJECT_TYPES)[number];

/**
 * One record that changed: its type, its id (null: some records of the type, a bulk action) and
 * what happened (an audit kind such as 'load.updated', or 'check_in.opened'). Never its data.
 */
export const RecordChangeSchema = z.object({
  subject_type: z.enum(CHANGE_SUBJECT_TYPES),
  subject_id: z.number().int().nullable(),
  kind: z.string(),
});
export type RecordChange = z.infer<typeof RecordChangeSchema>;

/** What the WebSocket `/api/ws` pushes (`records.changed` to administrators only). */
export const ChatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('records.changed'), changes: z.array(RecordChangeSchema) }),
  z.object({ type: z.literal('message.created'), message: MessageSchema }),
  z.object({ type: z.literal('message.deleted'), id: z.number().int(), sender: z.number().int(), receiver: z.number().int() }),
  z.object({ type: z.literal('unread.changed'), contact_id: z.number().int(), unread_count: z.number().int(), total_unread: z.number().int() }),
]);
export type ChatEvent = z.infer<typeof ChatEventSchema>;
