import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatContacts, listQueryOptions } from '@haulboard/shared/resources';
import { ChatErrors, chatError } from '../../../hooks/use-chat-error';

/** The chat's people, from their definition: live (the socket writes into this cache), so no list controller. */
export function useContacts() {
  const query = useQuery(listQueryOptions(chatContacts, undefined));
  useEffect(() => {
    if (query.isError) chatError.report(ChatErrors.contacts);
    else if (query.isSuccess) chatError.resolve(ChatErrors.contacts);
  }, [query.isError, query.isSuccess, query.dataUpdatedAt]);
  return query;
}
