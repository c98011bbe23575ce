import { getChatContacts } from '@haulboard/shared/api';
import { defineListResource } from './define-resource';

/** The chat's cache keys (its own query client, which the chat screen and every panel share). */
const CHAT_KEYS = { all: ['chat'] as const, contacts: ['chat', 'contacts'] as const };

/**
 * The chat's people (spec part 1, chat): every contact in one answer, kept live by the socket, so
 * the chat reads it through `listQueryOptions`, not the list controller; a failure is the
 * sidebar's error line (spec part 1 section 8), not a toast. Apart from `resources`: the chat is
 * on every page in a panel and bundles none of the admin areas' calls.
 */
export const chatContacts = defineListResource({
  keys: { all: CHAT_KEYS.all, list: () => CHAT_KEYS.contacts },
  getPage: (_: void, signal) => getChatContacts(signal),
  messages: { loadFailed: 'Failed to fetch contacts' },
  // A deleted message may have been a contact's preview: the server knows the one before it.
  changes: { invalidates: [CHAT_KEYS.contacts] },
});
