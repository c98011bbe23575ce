import type { ChatUnread, Contact } from '../contracts/chat';
import { ApiPaths } from '../contracts/paths';
import type { Http } from './http';

export const chatApi = (http: Http) => ({
  /** The unread total over every conversation: the shell's badge, without the contact list (the chat's own call). */
  getChatUnread: (signal?: AbortSignal) => http<ChatUnread>(ApiPaths.chatUnread, { signal }),
  /** Every contact, the spec's plain array (those with messages first, newest first). */
  getChatContacts: (signal?: AbortSignal) => http<Contact[]>(ApiPaths.chatList, { signal }),
});
