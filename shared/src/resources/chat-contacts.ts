import { infiniteQueryOptions, keepPreviousData, type InfiniteData } from '@tanstack/react-query';
import { getChatContactPage } from '@haulboard/shared/api';
import type { Contact } from '../contracts/chat';
import { PAGE_SIZES } from '../contracts/page-sizes';
import { defineListResource, type PageOf } from './define-resource';

/** The chat's cache keys (its own query client, which the chat screen and every panel share). */
const CHAT_KEYS = { all: ['chat'] as const, contacts: ['chat', 'contacts'] as const };

/** The contacts' pages fetched so far for one search, as the chat's cache keeps them. */
export type ContactPages = InfiniteData<PageOf<Contact>, number>;

/** What a contacts' list is asked: a search (empty: everyone), and a page of it (the first unless said). */
type ContactSearch = { search: string; page?: number };

/** A page of the people whose name holds `search` (everyone when empty). */
const getContactPage = ({ search, page = 1 }: ContactSearch, signal?: AbortSignal): Promise<PageOf<Contact>> =>
  getChatContactPage({ search: search || undefined, page, page_size: PAGE_SIZES.chatContacts }, signal);

/**
 * The chat's people (spec part 1, chat), a page at a time as the list scrolls, searched on the
 * server: 10,000 drivers were 2 MB in one answer. Kept live by the socket, so the chat reads it
 * through `chatContactPagesOptions`, not the list controller; a failure is the sidebar's error
 * line (spec part 1 section 8), not a toast. Apart from `resources`: the chat is on every page in
 * a panel and bundles none of the admin areas' calls.
 */
export const chatContacts = defineListResource({
  keys: { all: CHAT_KEYS.all, list: ({ search }: ContactSearch) => [...CHAT_KEYS.contacts, search] as const },
  pageSize: PAGE_SIZES.chatContacts,
  getPage: getContactPage,
  messages: { loadFailed: 'Failed to fetch contacts' },
  // A deleted message may have been a contact's preview: the server knows the one before it.
  changes: { invalidates: [CHAT_KEYS.contacts] },
});

/** Every cached search of the contacts (the prefix of their keys), for what changes them all. */
export const CHAT_CONTACTS_KEY = CHAT_KEYS.contacts;

/** The contacts matching `search` (all of them when empty), a page at a time. */
export const chatContactPagesOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: chatContacts.keys.list({ search }),
    queryFn: ({ pageParam, signal }) => chatContacts.getPage({ search, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZES.chatContacts < last.count ? pages.length + 1 : undefined),
    // The people shown stay while the next search's answer loads: typing never flashes an empty list.
    placeholderData: keepPreviousData,
  });
