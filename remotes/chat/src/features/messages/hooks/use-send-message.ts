import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { isApiError } from '@haulboard/shared/api';
import { chatKeys, touchContacts, upsertMessage, type Conversation } from '../../../live/chat-cache';
import { sendMessage, type Outgoing } from '../../../api/messages-api';
import { newClientId, outbox, type PendingSend } from '../../../lib/outbox';
import { ChatErrors, chatError } from '../../../hooks/use-chat-error';

/**
 * Sends show at once from the outbox; a failure stays there, with its text and files, until
 * retried (same client id, so the server never stores it twice) or discarded.
 */
export function useSendMessage(contactId: number | null) {
  const client = useQueryClient();
  const pending = useSyncExternalStore(
    outbox.subscribe,
    () => (contactId === null ? EMPTY : outbox.list(contactId)),
    () => EMPTY,
  );

  const deliver = useCallback(
    async (p: PendingSend) => {
      outbox.put({ ...p, status: 'sending', refusal: undefined });
      try {
        const m = await sendMessage(p.contactId, p);
        client.setQueryData<Conversation>(chatKeys.messages(p.contactId), (conv) => (conv ? upsertMessage(conv, m) : conv));
        touchContacts(client, p.contactId, m);
        outbox.remove(p.contactId, p.clientId);
        chatError.resolve(ChatErrors.send);
      } catch (e) {
        // The socket may already have brought the stored copy (the answer alone was lost).
        const delivered = client.getQueryData<Conversation>(chatKeys.messages(p.contactId))?.pages.some((page) => page.some((m) => m.client_id === p.clientId));
        if (delivered) return outbox.remove(p.contactId, p.clientId);
        outbox.put({ ...p, status: 'failed', refusal: refusalOf(e) });
        chatError.report(ChatErrors.send);
        // Deactivated since the list was loaded: the list says so again, and the conversation turns read-only.
        if (isApiError(e) && e.status === 409) void client.invalidateQueries({ queryKey: chatKeys.contacts });
      }
    },
    [client],
  );

  const send = useCallback(
    (draft: Omit<Outgoing, 'clientId'>) => {
      if (contactId === null) return;
      void deliver({ ...draft, clientId: newClientId(), contactId, status: 'sending', createdAt: new Date().toISOString() });
    },
    [contactId, deliver],
  );
  const retry = useCallback((p: PendingSend) => void deliver(p), [deliver]);
  const discard = useCallback((p: PendingSend) => outbox.remove(p.contactId, p.clientId), []);
  return { pending, send, retry, discard };
}

const EMPTY: readonly PendingSend[] = [];

/** Answers a retry cannot change (401 refreshes the session, 408 and 429 pass): the server's reason, to show as it is. */
function refusalOf(e: unknown): string | undefined {
  if (!isApiError(e) || e.status < 400 || e.status >= 500 || [401, 408, 429].includes(e.status)) return undefined;
  return e.detail;
}
