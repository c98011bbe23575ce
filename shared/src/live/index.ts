// The page's one WebSocket to the server's chat events (`/api/ws`). A federation singleton:
// the shell (the unread badge on every screen) and the chat remote (its cache) listen on the
// same socket, so the shell never has to load the chat remote to stay live.
import { ApiPaths, getChatUnread } from '@haulboard/shared/api';
import { bus } from '@haulboard/shared/bus';
import type { ChatEvent } from '@haulboard/shared/contracts';
import { getTokenStore } from '@haulboard/shared/session';
import { ChatSocket } from './chat-socket';

export { FRESH_MS, markFresh, useFreshIds } from './fresh-records';
export { AUTH_CLOSE_CODE, MAX_BACKOFF_MS, PING_INTERVAL_MS, backoffDelay, type SocketStatus } from './chat-socket';

export type ChatListener = {
  onEvent?: (event: ChatEvent) => void;
  /** The socket re-opened after a drop: events may have been missed meanwhile. */
  onReconnect?: () => void;
};

/** Conversations on screen now (page or panel), by contact: their messages are read as they arrive. */
const watched = new Map<number, number>();

/** Marks a conversation as on screen until the returned function is called. */
export function watchConversation(contactId: number): () => void {
  watched.set(contactId, (watched.get(contactId) ?? 0) + 1);
  return () => {
    const n = (watched.get(contactId) ?? 1) - 1;
    if (n > 0) watched.set(contactId, n);
    else watched.delete(contactId);
  };
}

/** On screen and the tab visible: the reader sees what arrives there. */
export const isWatched = (contactId: number) => watched.has(contactId) && globalThis.document?.visibilityState !== 'hidden';

/**
 * What listeners get: a watched conversation's unread count is already 0 (the chat marks it
 * read on arrival), so the badge does not blink up and down while the reader looks at it.
 */
function seen(event: ChatEvent): ChatEvent {
  if (event.type !== 'unread.changed' || !isWatched(event.contact_id)) return event;
  return { ...event, unread_count: 0, total_unread: Math.max(0, event.total_unread - event.unread_count) };
}

function socketUrl(): string | null {
  const token = getTokenStore().getAccessToken();
  if (!token || typeof location === 'undefined') return null;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/${ApiPaths.websocket}?token=${encodeURIComponent(token)}`;
}

const listeners = new Set<ChatListener>();
let socket: ChatSocket | null = null;

/**
 * Listens to the chat events until the returned function is called. The socket opens with the
 * first listener and closes with the last; in between it re-opens itself after a drop.
 */
export function listenToChat(listener: ChatListener): () => void {
  // One entry per call, even for the same object: each release removes its own.
  const own: ChatListener = { ...listener };
  listeners.add(own);
  if (!socket) {
    socket = new ChatSocket({
      url: socketUrl,
      onEvent: (event) => {
        const e = seen(event);
        listeners.forEach((l) => l.onEvent?.(e));
      },
      onReconnect: () => listeners.forEach((l) => l.onReconnect?.()),
      // Any authorised call refreshes a stale token (or signs out when it cannot be saved).
      onAuthRefused: () => getChatUnread(),
    });
    socket.start();
  }
  return () => {
    if (!listeners.delete(own) || listeners.size > 0) return;
    socket?.stop();
    socket = null;
  };
}

// A new session (signed in again, a refreshed token in another tab) re-opens the socket at once.
bus.on('auth:session-changed').subscribe(({ signedIn }) => {
  if (signedIn) socket?.reconnectNow();
});
