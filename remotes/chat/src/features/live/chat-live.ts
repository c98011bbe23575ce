import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { ApiPaths } from '@haulboard/shared/api';
import { bus } from '@haulboard/shared/bus';
import type { ChatEvent, Contact } from '@haulboard/shared/contracts';
import { getTokenStore } from '@haulboard/shared/session';
import { getContacts } from '../contacts/api/contacts-api';
import { drafts } from '../composer/lib/drafts';
import { markConversationRead } from '../messages/api/messages-api';
import { ChatErrors, chatError } from '../messages/hooks/use-chat-error';
import { outbox } from '../messages/lib/outbox';
import { chatKeys, contactOf, removeMessage, setUnread, totalUnread, touchContact, upsertMessage, type Conversation } from './lib/chat-cache';
import { ChatSocket, type SocketStatus } from './lib/chat-socket';

/**
 * The chat's one cache for the page: the chat screen and every embedded panel (a separate
 * React root) read the same contacts and conversations, and the socket writes into it.
 */
export const chatQueryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

let status: SocketStatus = 'stopped';
const statusListeners = new Set<() => void>();
export const socketStatus = {
  get: () => status,
  subscribe: (l: () => void) => {
    statusListeners.add(l);
    return () => statusListeners.delete(l);
  },
};

/** Conversations on screen now (page or panel), by contact: a message arriving there is read at once. */
const watched = new Map<number, number>();
export function watchConversation(contactId: number): () => void {
  watched.set(contactId, (watched.get(contactId) ?? 0) + 1);
  return () => {
    const n = (watched.get(contactId) ?? 1) - 1;
    if (n > 0) watched.set(contactId, n);
    else watched.delete(contactId);
  };
}
const isWatched = (contactId: number) => watched.has(contactId) && globalThis.document?.visibilityState !== 'hidden';

const contacts = () => chatQueryClient.getQueryData<Contact[]>(chatKeys.contacts);
const setContacts = (update: (c: Contact[]) => Contact[]) =>
  chatQueryClient.setQueryData<Contact[]>(chatKeys.contacts, (c) => (c ? update(c) : c));

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

function socketUrl(): string | null {
  const token = getTokenStore().getAccessToken();
  if (!token || typeof location === 'undefined') return null;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/${ApiPaths.websocket}?token=${encodeURIComponent(token)}`;
}

let socket: ChatSocket | null = null;
let holders = 0;
let stopTotals: (() => void) | null = null;
let stopContacts: (() => void) | null = null;

function publishTotals() {
  let last = -1;
  const publish = () => {
    const list = contacts();
    if (!list) return;
    const total = totalUnread(list);
    if (total !== last) bus.emit('chat:unread-changed', { total: (last = total) });
  };
  publish();
  return chatQueryClient.getQueryCache().subscribe((e) => {
    if (e.query.queryKey[1] === 'contacts') publish();
  });
}

/**
 * Keeps the live connection up while anyone holds it: the shell (for the unread total), the
 * chat screen, an open panel. The last release closes it.
 */
export function retainChatLive(): () => void {
  holders++;
  if (!socket) {
    socket = new ChatSocket({
      url: socketUrl,
      onEvent: applyChatEvent,
      // The contacts stay observed while the connection is held, so this refetches them too.
      onReconnect: () => void chatQueryClient.invalidateQueries({ queryKey: chatKeys.all }),
      // Any authorised call refreshes a stale token (or signs out when it cannot be saved).
      onAuthRefused: () => getContacts(),
      onStatus: (s) => {
        status = s;
        statusListeners.forEach((l) => l());
      },
    });
    socket.start();
    stopTotals = publishTotals();
    // An observer, not a one-off fetch: the list stays live (never collected, refetched when
    // invalidated) even when only the shell holds the connection, so the total stays true.
    const observer = new QueryObserver(chatQueryClient, { queryKey: chatKeys.contacts, queryFn: ({ signal }) => getContacts(signal) });
    stopContacts = observer.subscribe(() => undefined);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders > 0) return;
    socket?.stop();
    socket = null;
    stopTotals?.();
    stopTotals = null;
    stopContacts?.();
    stopContacts = null;
  };
}

// Signing out (here or in another tab) closes the socket; signing in again re-opens it.
bus.on('auth:session-changed').subscribe(({ signedIn }) => {
  if (!signedIn) {
    // Nothing of this user's may reach the next one: cache, failed sends, drafts.
    chatQueryClient.clear();
    outbox.clear();
    drafts.clear();
    bus.emit('chat:unread-changed', { total: 0 });
  } else socket?.reconnectNow();
});
