import type { Contact, Message } from '@haulboard/shared/contracts';
import type { MediaSigner } from '../../media/signing';
import type { ContactRow, MessageRow } from './repository';

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

export function toContact(row: ContactRow, media: MediaSigner): Contact {
  return {
    user: {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      user_type: row.user_type,
      avatar: media.url(row.avatar),
      last_seen: row.last_seen,
    },
    last_message: row.last_message,
    last_message_time: row.last_message_time,
    unread_count: row.unread_count,
  };
}
