import type { TokenPair, UserType } from '../contracts/auth';
import type { BusEvents } from '../contracts/bus-events';
import type { EventBus } from '../bus/event-bus';

/** The localStorage keys the spec names. */
export const SessionKeys = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  userType: 'user_type',
} as const;

export type Session = { signedIn: boolean; userType: UserType | null };

/** The token store contract. The host owns the only instance; remotes reach it with `getTokenStore()`. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  getSession(): Session;
  /** Stores a fresh session after sign-in. */
  signIn(tokens: TokenPair): void;
  /** Replaces the token pair after a refresh. */
  updateTokens(tokens: Pick<TokenPair, 'access_token' | 'refresh_token'>): void;
  /** Removes the three keys. */
  clear(reason: BusEvents['auth:signed-out']['reason']): void;
  subscribe(listener: () => void): () => void;
}

const USER_TYPES: readonly string[] = ['admin', 'dispatcher', 'driver'];

/** A store on `storage` (localStorage in the browser) that publishes every change on the bus. */
export function createTokenStore(storage: Storage, bus: EventBus<BusEvents>, win?: Window): TokenStore {
  const listeners = new Set<() => void>();
  const read = (): Session => {
    const userType = storage.getItem(SessionKeys.userType);
    return {
      // The spec: signed-in state is whether an access token is stored.
      signedIn: Boolean(storage.getItem(SessionKeys.accessToken)),
      userType: userType && USER_TYPES.includes(userType) ? (userType as UserType) : null,
    };
  };
  let session = read();
  const publish = () => {
    const next = read();
    if (next.signedIn === session.signedIn && next.userType === session.userType) return;
    session = next;
    bus.emit('auth:session-changed', session);
    listeners.forEach((l) => l());
  };
  bus.emit('auth:session-changed', session);

  // Another tab signing in or out changes this tab's session too.
  win?.addEventListener('storage', (e) => {
    if (e.key !== null && !Object.values<string>(SessionKeys).includes(e.key)) return;
    const wasSignedIn = session.signedIn;
    publish();
    if (wasSignedIn && !session.signedIn) bus.emit('auth:signed-out', { reason: 'other-tab' });
  });

  return {
    getAccessToken: () => storage.getItem(SessionKeys.accessToken),
    getRefreshToken: () => storage.getItem(SessionKeys.refreshToken),
    getSession: () => session,
    signIn(tokens) {
      storage.setItem(SessionKeys.accessToken, tokens.access_token);
      storage.setItem(SessionKeys.refreshToken, tokens.refresh_token);
      storage.setItem(SessionKeys.userType, tokens.user_type);
      publish();
      bus.emit('auth:signed-in', { userType: tokens.user_type });
    },
    updateTokens(tokens) {
      storage.setItem(SessionKeys.accessToken, tokens.access_token);
      storage.setItem(SessionKeys.refreshToken, tokens.refresh_token);
      publish();
    },
    clear(reason) {
      const wasSignedIn = session.signedIn;
      Object.values(SessionKeys).forEach((k) => storage.removeItem(k));
      publish();
      if (wasSignedIn) bus.emit('auth:signed-out', { reason });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
