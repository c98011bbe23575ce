import { QueryClient } from '@tanstack/react-query';
import { bus } from '@haulboard/shared/bus';
import type { ChatEvent } from '@haulboard/shared/contracts';
import { isWatched, listenToChat } from '@haulboard/shared/live';
import { drafts } from '../lib/drafts';
import { markConversationRead } from '../api/messages-api';
import { ChatErrors, chatError } from '../hooks/use-chat-error';
import { outbox } from '../lib/outbox';
import { cachedContacts, chatKeys, contactOf, removeMessage, setUnreadEverywhere, touchContacts, upsertMessage, type Conversation } from './chat-cache';

export { watchConversation } from '@haulboard/shared/live';

/**
 * The chat's one cache for the page: the chat screen and every embedded panel (a separate
 * React root) read the same contacts and conversations, and the socket writes into it.
 */
export const chatQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** Applies one server event to the cache. */
export function applyChatEvent(event: ChatEvent) {
  if (event.type === 'message.created') {
    const m = event.message;
    // The conversation is the other side's; only the contacts' conversations are cached, never the user's own id.
    for (const id of [m.sender, m.receiver]) {
      chatQueryClient.setQueryData<Conversation>(chatKeys.messages(id), (conv) => (conv ? upsertMessage(conv, m) : conv));
      // A send whose answer was lost arrives here all the same: it is delivered, not failed.
      if (m.client_id && outbox.list(id).some((p) => p.clientId === m.client_id)) {
        outbox.remove(id, m.client_id);
        chatError.resolve(ChatErrors.send);
      }
    }
    const contactId = contactOf(m, cachedContacts(chatQueryClient));
    // Someone not among the pages fetched so far: the list asks again, and they head it.
    if (contactId === null) void chatQueryClient.invalidateQueries({ queryKey: chatKeys.contacts });
    else touchContacts(chatQueryClient, contactId, m);
    if (isWatched(m.sender)) {
      setUnreadEverywhere(chatQueryClient, m.sender, 0);
      markConversationRead(m.sender).catch(() => undefined);
    }
  } else if (event.type === 'message.deleted') {
    for (const id of [event.sender, event.receiver]) {
      chatQueryClient.setQueryData<Conversation>(chatKeys.messages(id), (conv) => (conv ? removeMessage(conv, event.id) : conv));
    }
    // The list preview may have been that message: the server knows the one before it.
    void chatQueryClient.invalidateQueries({ queryKey: chatKeys.contacts });
  } else if (event.type === 'unread.changed') {
    setUnreadEverywhere(chatQueryClient, event.contact_id, isWatched(event.contact_id) ? 0 : event.unread_count);
  }
}

/**
 * Applies the page's chat events to this cache while a chat view (the screen, a panel) is
 * shown. The shell keeps the unread badge itself (`GET chat/unread/` and the same socket).
 */
export function retainChatLive(): () => void {
  return listenToChat({
    onEvent: applyChatEvent,
    // Events may have been missed while the socket was down: what is on screen refetches.
    onReconnect: () => void chatQueryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
}

// What was typed but is not on the server yet (drafts, sends pending or failed) is lost by a
// reload: the shell hears whether there is any, and reloads nothing by itself meanwhile.
let unsaved = false;
function reportUnsaved() {
  const now = drafts.size > 0 || outbox.any();
  if (now !== unsaved) bus.emit('forms:unsaved-changed', { form: 'chat', unsaved: (unsaved = now) });
}
drafts.subscribe(reportUnsaved);
outbox.subscribe(reportUnsaved);

// A person renamed, deactivated or reactivated (on this page, or elsewhere: the shell tells the
// server's change notices on the bus, issue 29): the contacts' names and "Deactivated" marks ask again.
for (const name of ['drivers:changed', 'dispatchers:changed'] as const) {
  bus.on(name).subscribe(() => void chatQueryClient.invalidateQueries({ queryKey: chatKeys.contacts }));
}

// Nothing of this user's may reach the next one to sign in: cache, failed sends, drafts.
bus.on('auth:session-changed').subscribe(({ signedIn }) => {
  if (signedIn) return;
  chatQueryClient.clear();
  outbox.clear();
  drafts.clear();
});
