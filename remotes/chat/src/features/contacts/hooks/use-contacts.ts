import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useDebouncedSearch } from '@haulboard/shared/list-state';
import { chatContactPagesOptions } from '@haulboard/shared/resources';
import { ChatErrors, chatError } from '../../../hooks/use-chat-error';
import { contactsOf } from '../../../live/chat-cache';

/**
 * The chat's people matching what was typed (everyone when nothing), searched on the server a
 * pause after typing stops, a page at a time as the list scrolls (`fetchNextPage`). From their
 * definition, live (the socket writes into this cache), so no list controller. `contacts` are the
 * pages fetched so far, `searching` true while they are not yet the answer to what was typed.
 */
export function useContacts(text: string) {
  const { search, behind } = useDebouncedSearch(text);
  const query = useInfiniteQuery(chatContactPagesOptions(search));
  useEffect(() => {
    if (query.isError) chatError.report(ChatErrors.contacts);
    else if (query.isSuccess) chatError.resolve(ChatErrors.contacts);
  }, [query.isError, query.isSuccess, query.dataUpdatedAt]);
  const contacts = useMemo(() => contactsOf(query.data), [query.data]);
  return { ...query, contacts, searching: behind || query.isPlaceholderData };
}
