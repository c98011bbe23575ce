import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { isApiError } from '@haulboard/shared/api';
import { isEditConflictDetail } from '../contracts/edit-conflict';
import { bus, type BusEventName, type BusEvents } from '@haulboard/shared/bus';
import { toaster } from '@haulboard/shared/ui';

/** Events whose payload may be empty can be named alone; the others say how to build it. */
type EventWithoutPayload = { [K in BusEventName]: object extends BusEvents[K] ? K : never }[BusEventName];
export type MutationEvent<TData, TVars> =
  EventWithoutPayload | { [K in BusEventName]: { name: K; payload: (data: TData, vars: TVars) => BusEvents[K] } }[BusEventName];

type Text<A, TVars> = string | ((arg: A, vars: TVars) => string);

export type AppMutationOptions<TData, TVars> = Omit<UseMutationOptions<TData, Error, TVars>, 'mutationFn'> & {
  mutationFn: (vars: TVars) => Promise<TData>;
  /** Query keys (prefixes) refetched after a success: `queryKeys.loads.all`. */
  invalidates?: readonly QueryKey[] | ((data: TData, vars: TVars) => readonly QueryKey[]);
  /** Queries of what the change deleted (the load's detail): dropped before the refetch, which would answer 404. */
  removes?: (data: TData, vars: TVars) => readonly QueryKey[];
  /** The fact told to the other areas after a success: `'loads:changed'`. */
  event?: MutationEvent<TData, TVars>;
  /** The spec's success toast, if it has one. */
  success?: Text<TData, TVars>;
  /** The spec's failure toast, if it has one. */
  failure?: Text<Error, TVars>;
  /** Shows the server's `detail` under the failure toast's title, where the spec allows it. */
  failureDetail?: boolean;
};

/** The server's own message for a failed call, if it sent one. */
export const serverDetail = (error: unknown): string | undefined => (isApiError(error) ? error.detail : undefined);

const textOf = <A, TVars>(t: Text<A, TVars> | undefined, arg: A, vars: TVars) => (typeof t === 'function' ? t(arg, vars) : t);

/**
 * Every change an admin screen makes: the call, then the named queries refetched, the fact on
 * the bus for the other areas, and the spec's toasts. The mutation stays pending until the
 * named queries on screen have refetched, so a busy button ends when the screen shows the change.
 * A 401 gets no toast: the session has ended and the shell goes to /login. Nor does a stale edit's
 * 409 (issue 29): its screen shows what changed and offers Reload or Keep editing (forms/edit-conflict).
 */
export function useAppMutation<TData = unknown, TVars = void>(options: AppMutationOptions<TData, TVars>) {
  const client = useQueryClient();
  const { invalidates, removes, event, success, failure, failureDetail, onSuccess, onError, ...rest } = options;
  return useMutation<TData, Error, TVars>({
    ...rest,
    onSuccess: async (data, vars, onMutateResult, context) => {
      const title = textOf(success, data, vars);
      if (title) toaster.success({ title });
      if (event) {
        if (typeof event === 'string') bus.emit(event, {} as BusEvents[typeof event]);
        else bus.emit(event.name, event.payload(data, vars) as never);
      }
      removes?.(data, vars).forEach((queryKey) => client.removeQueries({ queryKey }));
      const keys = typeof invalidates === 'function' ? invalidates(data, vars) : (invalidates ?? []);
      await Promise.all([...keys.map((queryKey) => client.invalidateQueries({ queryKey })), onSuccess?.(data, vars, onMutateResult, context)]);
    },
    onError: async (error, vars, onMutateResult, context) => {
      const title = textOf(failure, error, vars);
      const quiet = isApiError(error) && (error.status === 401 || (error.status === 409 && isEditConflictDetail(error.detail)));
      if (title && !quiet) {
        toaster.error({ title, description: failureDetail ? serverDetail(error) : undefined });
      }
      await onError?.(error, vars, onMutateResult, context);
    },
  });
}
