import { useSyncExternalStore } from 'react';
import type { Session, TokenStore } from './token-store';

export { createTokenStore, SessionKeys, type Session, type TokenStore } from './token-store';

let current: TokenStore | null = null;

/** The host (or a remote's standalone bootstrap) hands its store over once at start-up. */
export function provideTokenStore(store: TokenStore): void {
  current = store;
}

export function getTokenStore(): TokenStore {
  if (!current) throw new Error('No token store: the host provides one at start-up (provideTokenStore).');
  return current;
}

const signedOut: Session = { signedIn: false, userType: null };

/** The current session, re-rendering on every change. */
export function useSession(): Session {
  return useSyncExternalStore(
    (l) => (current ? current.subscribe(l) : () => undefined),
    () => current?.getSession() ?? signedOut,
  );
}
