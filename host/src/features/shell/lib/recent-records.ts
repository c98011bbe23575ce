import type { SearchHit } from '@haulboard/shared/api/admin';

/** This browser's recently opened records, newest first (the search box shows them while empty). */
export const RECENT_RECORDS_KEY = 'haulboard:recent-records';
export const RECENT_RECORDS_MAX = 8;

const isHit = (v: unknown): v is SearchHit =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SearchHit).kind === 'string' &&
  typeof (v as SearchHit).id === 'number' &&
  typeof (v as SearchHit).title === 'string';

export function readRecentRecords(storage: Storage = localStorage): SearchHit[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(RECENT_RECORDS_KEY) ?? '[]');
    // Whatever another version of the app (or a person) left there is skipped, never trusted.
    return Array.isArray(list) ? list.filter(isHit).slice(0, RECENT_RECORDS_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts `hit` first (once), keeping at most RECENT_RECORDS_MAX. */
export function rememberRecord(hit: SearchHit, storage: Storage = localStorage): void {
  const rest = readRecentRecords(storage).filter((r) => r.kind !== hit.kind || r.id !== hit.id);
  try {
    storage.setItem(RECENT_RECORDS_KEY, JSON.stringify([hit, ...rest].slice(0, RECENT_RECORDS_MAX)));
  } catch {
    // A full or refused storage only costs the recent list.
  }
}
