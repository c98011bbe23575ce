import type { Message } from '@haulboard/shared/contracts';
import type { MediaSigner } from '../../media/signing';
import type { ConversationRow, DirectoryRow, MessageRow } from './repository';

const NO_CONVERSATION = JSON.stringify({ last_message: null, last_message_time: null, unread_count: 0 });

export function toMessage(row: MessageRow, media: MediaSigner): Message {
  return {
    id: row.id,
    sender: row.sender_id,
    receiver: row.receiver_id,
    message: row.message,
    created_at: row.created_at,
    document_url: media.url(row.document_key),
    document_name: row.document_name,
    voice_note_url: media.url(row.voice_note_key),
    voice_note_name: row.voice_note_name,
    camera_media_url: media.url(row.camera_media_key),
    camera_media_name: row.camera_media_name,
    client_id: row.client_id,
    read: row.is_read,
  };
}

/**
 * A contact's JSON text up to its last_seen value: what stays the same while nothing shown of the
 * person changes (contact-list.ts keeps it). Written as text so a 1,000-contact list is joined,
 * not built and serialised again for every request.
 */
export function contactHead(row: DirectoryRow, media: MediaSigner): string {
  const { id, first_name, last_name, user_type, deactivated_at } = row;
  const user = JSON.stringify({ id, first_name, last_name, user_type, avatar: media.url(row.avatar), deactivated_at });
  return `{"user":${user.slice(0, -1)},"last_seen":`;
}

/** A contact's JSON text: its head, then when it was last seen and its conversation with the caller (none yet: nulls and 0). */
export function contactText(head: string, lastSeen: string | null, conversation: ConversationRow | undefined): string {
  const tail = conversation
    ? JSON.stringify({ last_message: conversation.last_message, last_message_time: conversation.last_message_time, unread_count: conversation.unread_count })
    : NO_CONVERSATION;
  return `${head}${lastSeen === null ? 'null' : JSON.stringify(lastSeen)}},${tail.slice(1)}`;
}
