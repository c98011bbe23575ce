import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { chatKeys, setUnreadEverywhere } from '../../../live/chat-cache';
import { watchConversation } from '../../../live/chat-live';
import { getMessages, MESSAGE_PAGE_SIZE } from '../../../api/messages-api';
import { ChatErrors, chatError } from '../../../hooks/use-chat-error';

/** The selected conversation, newest page first loaded; older pages on demand. Reading it marks it read. */
export function useConversation(contactId: number | null) {
  const client = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(contactId ?? 0),
    enabled: contactId !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: async ({ pageParam, signal }) => {
      const page = await getMessages(contactId!, pageParam, signal);
      // The server marked the conversation read as it answered.
      if (pageParam === undefined) setUnreadEverywhere(client, contactId!, 0);
      return page;
    },
    getPreviousPageParam: (first) => (first.length >= MESSAGE_PAGE_SIZE ? first[0].id : undefined),
    getNextPageParam: () => undefined,
  });
  useEffect(() => (contactId === null ? undefined : watchConversation(contactId)), [contactId]);
  useEffect(() => {
    if (query.isError) chatError.report(ChatErrors.messages);
    else if (query.isSuccess) chatError.resolve(ChatErrors.messages);
  }, [query.isError, query.isSuccess, query.dataUpdatedAt]);
  const messages = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  return { ...query, messages };
}
