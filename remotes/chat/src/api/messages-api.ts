import { api, ApiPaths } from '@haulboard/shared/api';
import type { Message } from '@haulboard/shared/contracts';

/** How many messages one page of a conversation holds; older ones load on scroll. */
export const MESSAGE_PAGE_SIZE = 100;

/** A page of the conversation, oldest first: the newest messages below `before`. Marks it read. */
export const getMessages = (contactId: number, before?: number, signal?: AbortSignal) =>
  api.http<Message[]>(ApiPaths.messages(contactId), { query: { before, limit: MESSAGE_PAGE_SIZE }, signal });

export type Outgoing = {
  clientId: string;
  text: string;
  /** A document (any file) or a camera image: one at a time. */
  file: { field: 'document' | 'camera_media'; file: File } | null;
  voiceNote: Blob | null;
};

/** The spec's multipart send; `client_id` makes a retried send answer the stored message. */
export function sendMessage(contactId: number, out: Outgoing) {
  const form = new FormData();
  if (out.text.trim()) form.append('message', out.text);
  if (out.file) form.append(out.file.field, out.file.file, out.file.file.name);
  if (out.voiceNote) form.append('voice_note', out.voiceNote, 'voice_note.wav');
  form.append('client_id', out.clientId);
  return api.http<Message>(ApiPaths.messages(contactId), { method: 'POST', body: form });
}

export const markConversationRead = (contactId: number) => api.http<unknown>(ApiPaths.markRead(contactId), { method: 'POST' });

export const deleteMessage = (messageId: number) => api.http<unknown>(ApiPaths.deleteMessage(messageId), { method: 'DELETE' });
