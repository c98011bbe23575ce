import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@haulboard/shared/api/admin';
import { bus } from '@haulboard/shared/bus';
import type { ChangeSubjectType, RecordChange } from '@haulboard/shared/contracts';
import { listenToChat, markFresh } from '@haulboard/shared/live';
import { changePayload, type ChangeEvent, type ResourceChanges } from './define-resource';
import * as resources from './resources';

/**
 * Changes made elsewhere (another administrator, a driver's app, another API process), as the
 * server's `records.changed` notices name them (issue 29): each subject type refreshes what its
 * resource definition says a change to it refreshes, and tells the same bus fact, so lists, detail
 * screens, the dashboard and its month grid refetch exactly as after a change made on this page.
 */
const driverHours: ResourceChanges = { invalidates: [queryKeys.driverHours.all] };
const CHANGES: Record<ChangeSubjectType, readonly ResourceChanges[]> = {
  load: [resources.loads.changes],
  // A driver's name shows on loads and trucks; their shift on Check In/Out.
  driver: [resources.drivers.changes, resources.loads.changes, driverHours],
  dispatcher: [resources.dispatchers.changes],
  truck: [resources.trucks.changes],
  trailer: [resources.trailers.changes, resources.trucks.changes],
  // A broker renamed shows on its invoices and receivables.
  broker: [resources.brokers.changes, resources.invoices.changes],
  profile: [{ invalidates: [queryKeys.adminProfile], event: { name: 'profile:changed' } }],
  check_in: [driverHours],
  settlement: [resources.settlements.changes],
  invoice: [resources.invoices.changes],
};
/** Every change moves some figure of the dashboard; an audited one adds to the activity lists. */
const ALWAYS: readonly QueryKey[] = [queryKeys.dashboard.all, queryKeys.activity.all];

/** Refetches what shows the changed records, tells their bus facts and marks them fresh. */
export function applyRecordChanges(client: QueryClient, changes: readonly RecordChange[]): void {
  const keys = new Map<string, QueryKey>(ALWAYS.map((k) => [JSON.stringify(k), k]));
  // One bus fact per event: naming the record when it is the only one, else none (some changed).
  const events = new Map<ChangeEvent['name'], { event: ChangeEvent; ids: Set<number | null> }>();
  for (const change of changes) {
    for (const resource of CHANGES[change.subject_type] ?? []) {
      for (const key of resource.invalidates) keys.set(JSON.stringify(key), key);
      const event = resource.event;
      if (!event) continue;
      const entry = events.get(event.name) ?? { event, ids: new Set() };
      entry.ids.add(change.subject_id);
      events.set(event.name, entry);
    }
  }
  // The data shown stays while it is asked again (TanStack keeps it): no flicker, no jump.
  for (const queryKey of keys.values()) void client.invalidateQueries({ queryKey });
  for (const { event, ids } of events.values()) {
    const [only] = ids;
    bus.emit(event.name, changePayload(event, ids.size === 1 && only !== null ? only : undefined) as never);
  }
  markFresh(changes);
}

/**
 * While mounted (the admin shell), applies every change notice the page's one socket brings, and
 * refetches everything after the socket was down (notices may have been missed meanwhile).
 */
export function useLiveChanges(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      listenToChat({
        onEvent: (event) => event.type === 'records.changed' && applyRecordChanges(client, event.changes),
        onReconnect: () => void client.invalidateQueries(),
      }),
    [client],
  );
}
