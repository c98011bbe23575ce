import { useSyncExternalStore } from 'react';
import type { ChangeSubjectType, RecordChange } from '@haulboard/shared/contracts';

// Here, in the federation singleton, so the shell that hears a change and the area whose table
// marks it share one store.

/** How long a changed row stays marked. */
export const FRESH_MS = 3000;

/** The records changed elsewhere in the last FRESH_MS, by type: what lists mark for a moment. */
let fresh = new Map<ChangeSubjectType, ReadonlySet<number | null>>();
const watchers = new Set<() => void>();

export function markFresh(changes: readonly RecordChange[]) {
  const next = new Map(fresh);
  for (const c of changes) next.set(c.subject_type, new Set([...(next.get(c.subject_type) ?? []), c.subject_id]));
  fresh = next;
  watchers.forEach((w) => w());
  setTimeout(() => {
    const later = new Map(fresh);
    for (const c of changes) {
      const ids = new Set(later.get(c.subject_type));
      ids.delete(c.subject_id);
      if (ids.size > 0) later.set(c.subject_type, ids);
      else later.delete(c.subject_type);
    }
    fresh = later;
    watchers.forEach((w) => w());
  }, FRESH_MS);
}

const subscribe = (watcher: () => void) => {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
};
const NONE: ReadonlySet<number | null> = new Set();

/** The ids of `type` changed elsewhere a moment ago (null in it: some, unnamed, as after a bulk action). */
export function useFreshIds(type: ChangeSubjectType): ReadonlySet<number | null> {
  return useSyncExternalStore(
    subscribe,
    () => fresh.get(type) ?? NONE,
    () => NONE,
  );
}
