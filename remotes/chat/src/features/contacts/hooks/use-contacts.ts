import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatKeys } from '../../../live/chat-cache';
import { ChatErrors, chatError } from '../../../hooks/use-chat-error';
import { getContacts } from '../api/contacts-api';

export function useContacts() {
  const query = useQuery({ queryKey: chatKeys.contacts, queryFn: ({ signal }) => getContacts(signal) });
  useEffect(() => {
    if (query.isError) chatError.report(ChatErrors.contacts);
    else if (query.isSuccess) chatError.resolve(ChatErrors.contacts);
  }, [query.isError, query.isSuccess, query.dataUpdatedAt]);
  return query;
}
