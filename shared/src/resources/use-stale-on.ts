import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bus, type BusEventName } from '@haulboard/shared/bus';

/** What makes a resource's cached views stale when another area changes it. */
export type StaleOn = { keys: { all: QueryKey }; staleOn?: readonly BusEventName[] };

/** While mounted, asks every cached view of `resource` again after any of its `staleOn` bus events. */
export function useStaleOn(resource: StaleOn) {
  const client = useQueryClient();
  const staleOn = resource.staleOn?.join(' ') ?? '';
  useEffect(() => {
    if (!staleOn) return;
    const subs = staleOn.split(' ').map((name) => bus.on(name as BusEventName).subscribe(() => void client.invalidateQueries({ queryKey: resource.keys.all })));
    return () => subs.forEach((s) => s.unsubscribe());
    // The keys are the resource's constants; the events are compared by name.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, staleOn]);
}
