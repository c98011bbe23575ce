import { QueryClient } from '@tanstack/react-query';
import { bus } from '@haulboard/shared/bus';
import type { ChatEvent, Contact } from '@haulboard/shared/contracts';
import { isWatched, listenToChat } from '@haulboard/shared/live';
import { drafts } from '../lib/drafts';
import { markConversationRead } from '../api/messages-api';
import { ChatErrors, chatError } from '../hooks/use-chat-error';
import { outbox } from '../lib/outbox';
import { chatKeys, contactOf, removeMessage, setUnread, touchContact, upsertMessage, type Conversation } from './chat-cache';

export { watchConversation } from '@haulboard/shared/live';

/**
 * The chat's one cache for the page: the chat screen and every embedded panel (a separate
 * React root) read the same contacts and conversations, and the socket writes into it.
 */
export const chatQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

const contacts = () => chatQueryClient.getQueryData<Contact[]>(chatKeys.contacts);
const setContacts = (update: (c: Contact[]) => Contact[]) => chatQueryClient.setQueryData<Contact[]>(chatKeys.contacts, (c) => (c ? update(c) : c));

/** Applies one server event to the cache. */
export function applyChatEvent(event: ChatEvent) {
  if (event.type === 'message.created') {
    const m = event.message;
    const contactId = contactOf(m, contacts() ?? []);
    chatQueryClient.setQueryData<Conversation>(chatKeys.messages(contactId), (conv) => (conv ? upsertMessage(conv, m) : conv));
    // A send whose answer was lost arrives here all the same: it is delivered, not failed.
    if (m.client_id && outbox.list(contactId).some((p) => p.clientId === m.client_id)) {
      outbox.remove(contactId, m.client_id);
      chatError.resolve(ChatErrors.send);
    }
    if (!contacts()?.some((c) => c.user.id === contactId)) void chatQueryClient.invalidateQueries({ queryKey: chatKeys.contacts });
    else setContacts((c) => touchContact(c, contactId, m));
    if (m.sender === contactId && isWatched(contactId)) {
      setContacts((c) => setUnread(c, contactId, 0));
      markConversationRead(contactId).catch(() => undefined);
    }
  } else if (event.type === 'message.deleted') {
    for (const id of [event.sender, event.receiver]) {
      chatQueryClient.setQueryData<Conversation>(chatKeys.messages(id), (conv) => (conv ? removeMessage(conv, event.id) : conv));
    }
    // The list preview may have been that message: the server knows the one before it.
    void chatQueryClient.invalidateQueries({ queryKey: chatKeys.contacts });
  } else if (event.type === 'unread.changed') {
    setContacts((c) => setUnread(c, event.contact_id, isWatched(event.contact_id) ? 0 : event.unread_count));
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
