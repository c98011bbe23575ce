import type { QueryKey } from '@tanstack/react-query';
import { useAppMutation, type AppMutationOptions, type MutationEvent } from '@haulboard/shared/query';
import { changePayload, type ChangingResource } from './define-resource';

export type ResourceMutationOptions<TData, TVars> = Omit<AppMutationOptions<TData, TVars>, 'event'> & {
  /** Keys refetched besides the resource's own (a deleted driver's loads and hours). */
  invalidates?: readonly QueryKey[] | ((data: TData, vars: TVars) => readonly QueryKey[]);
  /** The record changed, named in the bus event (`{ truckId: 4 }`); without it the event names none. */
  changedId?: (data: TData, vars: TVars) => number | undefined;
};

/**
 * A change to `resource`: `useAppMutation` (the call, the spec's toasts, a busy state that ends
 * once the screen shows the change) with the queries to refetch and the bus fact taken from the
 * resource's definition, so no mutation lists them by hand and none forgets one.
 */
export function useResourceMutation<TData = unknown, TVars = void>(
  resource: ChangingResource,
  { invalidates, changedId, ...options }: ResourceMutationOptions<TData, TVars>,
) {
  const { changes } = resource;
  const { event } = changes;
  return useAppMutation<TData, TVars>({
    ...options,
    invalidates: (data, vars) => [...changes.invalidates, ...(typeof invalidates === 'function' ? invalidates(data, vars) : (invalidates ?? []))],
    event: event && ({ name: event.name, payload: (data: TData, vars: TVars) => changePayload(event, changedId?.(data, vars)) } as MutationEvent<TData, TVars>),
  });
}
