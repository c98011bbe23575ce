import type { ChatUnread, Contact, ContactsQuery } from '../contracts/chat';
import { ApiPaths } from '../contracts/paths';
import type { Http } from './http';

export const chatApi = (http: Http) => ({
  /** The unread total over every conversation: the shell's badge, without the contact list (the chat's own call). */
  getChatUnread: (signal?: AbortSignal) => http<ChatUnread>(ApiPaths.chatUnread, { signal }),
  /**
   * A page of the contacts (those with messages first, newest first, then by name), those whose
   * name holds `search` when given: what the chat screen scrolls through. The spec's unpaged
   * array of every contact stays the server's answer without paging, for API clients.
   */
  getChatContactPage: (query: ContactsQuery, signal?: AbortSignal) =>
    http<{ count: number; results: Contact[] }>(ApiPaths.chatList, { query: { ...query, page: query.page ?? 1 }, signal }),
});
