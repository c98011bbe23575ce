import { useSyncExternalStore } from 'react';

/**
 * The sidebar's one error line (spec section 8), shared by the list, the conversation and
 * the input: the latest failure shows, and the next success of the same kind clears it.
 */
let current: string | null = null;
const listeners = new Set<() => void>();
const set = (v: string | null) => {
  if (v === current) return;
  current = v;
  listeners.forEach((l) => l());
};
export const chatError = {
  report: (message: string) => set(message),
  /** Clears the line if it still shows `message` (a later, different failure stays). */
  resolve: (message: string) => current === message && set(null),
  clear: () => set(null),
  get: () => current,
  subscribe: (l: () => void) => {
    listeners.add(l);
    return () => void listeners.delete(l);
  },
};

export const ChatErrors = {
  contacts: 'Failed to fetch contacts',
  messages: 'Failed to fetch messages',
  send: 'Failed to send message',
  delete: 'Failed to delete message',
  microphone: 'Microphone access denied',
} as const;

export function useChatError() {
  return useSyncExternalStore(chatError.subscribe, chatError.get, chatError.get);
}
