import type { Outgoing } from '../api/messages-api';

/** A send not yet confirmed by the server: shown at once, kept with its parts if it fails. */
export type PendingSend = Outgoing & {
  contactId: number;
  status: 'sending' | 'failed';
  createdAt: string;
  /** Why the server refused it (its `detail`): the same send would be refused again, so it is not retried. */
  refusal?: string;
};

/** A random id the server uses to answer a repeated send with the stored message. */
export function newClientId(): string {
  // randomUUID needs a secure context; a company LAN address over http is not one.
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const EMPTY: readonly PendingSend[] = [];

/** Pending sends per contact, for useSyncExternalStore. Outlives any one screen: a panel closed mid-send keeps it. */
export function createOutbox() {
  let byContact = new Map<number, readonly PendingSend[]>();
  const listeners = new Set<() => void>();
  const commit = (contactId: number, list: readonly PendingSend[]) => {
    byContact = new Map(byContact);
    if (list.length) byContact.set(contactId, list);
    else byContact.delete(contactId);
    listeners.forEach((l) => l());
  };
  return {
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    list: (contactId: number) => byContact.get(contactId) ?? EMPTY,
    /** Whether any send is still pending or failed (not on the server yet). */
    any: () => byContact.size > 0,
    put(p: PendingSend) {
      const list = byContact.get(p.contactId) ?? EMPTY;
      const i = list.findIndex((x) => x.clientId === p.clientId);
      commit(p.contactId, i < 0 ? [...list, p] : list.map((x, j) => (j === i ? p : x)));
    },
    /** Forgets every pending send (signing out: the next user must not retry them). */
    clear() {
      byContact = new Map();
      listeners.forEach((l) => l());
    },
    remove(contactId: number, clientId: string) {
      commit(
        contactId,
        (byContact.get(contactId) ?? EMPTY).filter((x) => x.clientId !== clientId),
      );
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
export const outbox = createOutbox();
