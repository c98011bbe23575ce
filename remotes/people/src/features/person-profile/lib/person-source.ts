import type { PersonOf, PersonRole } from '@haulboard/shared/api/admin';

type Person = { id: number; email: string };

const isPerson = (v: unknown): v is Person =>
  Boolean(v) && typeof v === 'object' && typeof (v as Person).id === 'number' && typeof (v as Person).email === 'string';

const sameLogin = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The person the list handed over in navigation state (`{ driver: row }` or `{ dispatcher: row }`),
 * if it is one and, when the URL names a login, that login's.
 */
export function personFromState<R extends PersonRole>(state: unknown, role: R, email: string | null): PersonOf<R> | null {
  const person = (state as Partial<Record<PersonRole, unknown>> | null)?.[role];
  return isPerson(person) && (email === null || sameLogin(person.email, email)) ? (person as PersonOf<R>) : null;
}

/** The person this tab last showed under `key`, if it is the URL's (a reload draws them before the fetch answers). */
export function personFromSession<R extends PersonRole>(key: string, email: string | null): PersonOf<R> | null {
  if (email === null) return null;
  try {
    const person: unknown = JSON.parse(globalThis.sessionStorage?.getItem(key) ?? 'null');
    return isPerson(person) && sameLogin(person.email, email) ? (person as PersonOf<R>) : null;
  } catch {
    // Storage blocked, or someone else's value under the key: fetch instead.
    return null;
  }
}

/** Keeps the person shown in this tab's sessionStorage. */
export function rememberPerson(key: string, person: Person) {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(person));
  } catch {
    // A full or blocked storage costs only the instant draw on reload.
  }
}

/** The URL's `?email=` value, trimmed; null when absent or empty. */
export const parseLogin = (raw: string | null) => raw?.trim() || null;
