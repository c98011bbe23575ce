// Contacts and messages in the API's shapes, for the chat's tests. The signed-in user is id 1.
import type { Contact, Message } from '@haulboard/shared/contracts';

export const ME = 1;

export function contact(id: number, first: string, last: string, over: Partial<Omit<Contact, 'user'>> & { user?: Partial<Contact['user']> } = {}): Contact {
  const { user, ...rest } = over;
  return {
    user: { id, first_name: first, last_name: last, user_type: 'driver', avatar: null, deactivated_at: null, last_seen: null, ...user },
    last_message: null,
    last_message_time: null,
    unread_count: 0,
    ...rest,
  };
}

export function message(id: number, from: number, to: number, text: string, over: Partial<Message> = {}): Message {
  return {
    id,
    sender: from,
    receiver: to,
    message: text,
    created_at: new Date(Date.UTC(2026, 2, 5, 9, 0) + id * 60_000).toISOString(),
    document_url: null,
    document_name: null,
    voice_note_url: null,
    voice_note_name: null,
    camera_media_url: null,
    camera_media_name: null,
    client_id: null,
    read: true,
    ...over,
  };
}
