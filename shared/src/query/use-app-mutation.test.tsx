/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@haulboard/shared/api';
import { queryKeys } from '@haulboard/shared/api/admin';
import { bus, type BusEvents } from '@haulboard/shared/bus';
import { toaster, Toaster, UiProvider } from '@haulboard/shared/ui';
import { useAppMutation, type AppMutationOptions } from './index';

/** A loads list, a load's detail and a drivers list on screen, each counting its fetches. */
function setup<TData, TVars>(options: AppMutationOptions<TData, TVars>) {
  const fetches = { loadsList: 0, loadDetail: 0, drivers: 0 };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  let mutation!: ReturnType<typeof useAppMutation<TData, TVars>>;
  function Screen() {
    useQuery({ queryKey: queryKeys.loads.list({ page: 1 }), queryFn: async () => ++fetches.loadsList });
    useQuery({ queryKey: queryKeys.loads.detail(7), queryFn: async () => ++fetches.loadDetail });
    useQuery({ queryKey: queryKeys.drivers.list({ page: 1 }), queryFn: async () => ++fetches.drivers });
    mutation = useAppMutation(options);
    return <output aria-label="state">{mutation.status}</output>;
  }
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <Screen />
        <Toaster />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { fetches, mutate: (vars: TVars) => act(async () => void (await mutation.mutateAsync(vars).catch(() => undefined))) };
}

const seen: BusEvents['loads:changed'][] = [];
const sub = bus.on('loads:changed').subscribe((e) => seen.push(e));
afterAll(() => sub.unsubscribe());
beforeEach(() => (seen.length = 0));

describe('useAppMutation', () => {
  it('after a success refetches the named queries only, tells the bus and shows the success toast', async () => {
    const view = setup({
      mutationFn: async (id: number) => id,
      invalidates: [queryKeys.loads.all],
      event: { name: 'loads:changed', payload: (_data, id) => ({ loadId: id }) },
      success: 'Load deleted successfully',
      failure: 'Failed to delete load. Please try again.',
    });
    await waitFor(() => expect(view.fetches).toEqual({ loadsList: 1, loadDetail: 1, drivers: 1 }));

    await view.mutate(7);
    // The mutation ends once the loads have refetched: a busy button never outlives the change.
    expect(view.fetches).toEqual({ loadsList: 2, loadDetail: 2, drivers: 1 });
    expect(screen.getByRole('status', { name: 'state' })).toHaveTextContent('success');
    expect(seen).toEqual([{ loadId: 7 }]);
    expect(await screen.findByText('Load deleted successfully')).toBeInTheDocument();
    expect(screen.queryByText('Failed to delete load. Please try again.')).not.toBeInTheDocument();
  });

  it('takes the keys, the event and the toast from the answer when given functions, and an event by name alone', async () => {
    const view = setup({
      mutationFn: async (payment: 'Paid' | 'Unpaid') => ({ payment, id: 7 }),
      invalidates: (data) => [queryKeys.loads.detail(data.id)],
      event: 'loads:changed',
      success: (data) => `Payment status updated to ${data.payment}`,
    });
    await waitFor(() => expect(view.fetches.loadsList).toBe(1));
    await view.mutate('Paid');
    expect(view.fetches).toEqual({ loadsList: 1, loadDetail: 2, drivers: 1 });
    expect(seen).toEqual([{}]);
    expect(await screen.findByText('Payment status updated to Paid')).toBeInTheDocument();
  });

  it('after a failure shows the failure toast, with the server detail when asked, and changes nothing', async () => {
    const view = setup({
      mutationFn: async () => {
        throw new ApiError(409, 'This load is already assigned', { detail: 'This load is already assigned' });
      },
      invalidates: [queryKeys.loads.all],
      event: 'loads:changed',
      success: 'Driver assigned successfully!',
      failure: 'Failed to assign driver',
      failureDetail: true,
    });
    await waitFor(() => expect(view.fetches.loadsList).toBe(1));
    await view.mutate(undefined);
    expect(await screen.findByText('Failed to assign driver')).toBeInTheDocument();
    expect(screen.getByText('This load is already assigned')).toBeInTheDocument();
    expect(screen.queryByText('Driver assigned successfully!')).not.toBeInTheDocument();
    expect(view.fetches).toEqual({ loadsList: 1, loadDetail: 1, drivers: 1 });
    expect(seen).toEqual([]);
  });

  it('shows no failure toast for a 401: the session has ended and the shell signs out', async () => {
    const onError = jest.fn();
    const view = setup({
      mutationFn: async () => {
        throw new ApiError(401, 'Token is expired', undefined);
      },
      failure: 'Failed to update load data (must not show)',
      onError,
    });
    await view.mutate(undefined);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    // A toast asked for afterwards shows; the failure's, asked for before it, would be there too.
    act(() => toaster.info({ title: 'Later toast' }));
    expect(await screen.findByText('Later toast')).toBeInTheDocument();
    expect(screen.queryByText('Failed to update load data (must not show)')).not.toBeInTheDocument();
  });
});

// Type checks: events whose payload cannot be empty must say how to build it.
export const typeChecks = (o: AppMutationOptions<number, void>) => [
  // @ts-expect-error chat:unread-changed needs a total
  { ...o, event: 'chat:unread-changed' } satisfies AppMutationOptions<number, void>,
  { ...o, event: { name: 'chat:unread-changed', payload: (n: number) => ({ total: n }) } } satisfies AppMutationOptions<number, void>,
];
