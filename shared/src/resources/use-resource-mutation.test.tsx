/** @jest-environment jsdom */
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { queryKeys } from '@haulboard/shared/api/admin';
import { bus, type BusEvents } from '@haulboard/shared/bus';
import { renderScreen } from '@haulboard/shared/testing';
import { resources, useResourceMutation, type ChangingResource, type ResourceMutationOptions } from './index';

/** Closes the truck's detail, as a screen leaves a record it deleted. */
let leaveDetail = () => {};

/** A truck's detail, the trailers, the drivers and a loads list on screen, each counting its fetches. */
function setup<TData, TVars>(resource: ChangingResource, options: ResourceMutationOptions<TData, TVars>) {
  const fetches = { truckDetail: 0, trailers: 0, drivers: 0, loads: 0 };
  let mutation!: ReturnType<typeof useResourceMutation<TData, TVars>>;
  function Detail() {
    useQuery({ queryKey: queryKeys.trucks.detail(4), queryFn: async () => ++fetches.truckDetail });
    return null;
  }
  function Screen() {
    const [detail, setDetail] = useState(true);
    leaveDetail = () => setDetail(false);
    useQuery({ queryKey: queryKeys.trailers.lists, queryFn: async () => ++fetches.trailers });
    useQuery({ queryKey: queryKeys.drivers.list({ page: 1 }), queryFn: async () => ++fetches.drivers });
    useQuery({ queryKey: queryKeys.loads.list({ page: 1 }), queryFn: async () => ++fetches.loads });
    mutation = useResourceMutation(resource, options);
    return (
      <>
        {detail && <Detail />}
        <output aria-label="state">{mutation.status}</output>
      </>
    );
  }
  const { queryClient: client } = renderScreen(<Screen />);
  return { client, fetches, mutate: (vars: TVars) => act(async () => void (await mutation.mutateAsync(vars).catch(() => undefined))) };
}

const trucksSeen: BusEvents['trucks:changed'][] = [];
const driversSeen: BusEvents['drivers:changed'][] = [];
const subs = [bus.on('trucks:changed').subscribe((e) => trucksSeen.push(e)), bus.on('drivers:changed').subscribe((e) => driversSeen.push(e))];
afterAll(() => subs.forEach((s) => s.unsubscribe()));
beforeEach(() => {
  trucksSeen.length = 0;
  driversSeen.length = 0;
});

describe('useResourceMutation', () => {
  it("refetches what the resource's definition names, tells its event about the record, and shows the toast", async () => {
    const view = setup(resources.trucks, {
      mutationFn: async (id: number) => ({ id }),
      changedId: (truck) => truck.id,
      success: 'Truck updated successfully',
    });
    await waitFor(() => expect(view.fetches).toEqual({ truckDetail: 1, trailers: 1, drivers: 1, loads: 1 }));

    await view.mutate(4);
    // Trucks, trailers and drivers (a truck's number shows in both), not the loads.
    expect(view.fetches).toEqual({ truckDetail: 2, trailers: 2, drivers: 2, loads: 1 });
    expect(trucksSeen).toEqual([{ truckId: 4 }]);
    expect(await screen.findByText('Truck updated successfully')).toBeInTheDocument();
  });

  it('adds the keys a call site names, and without a record says none in the event', async () => {
    const view = setup(resources.drivers, {
      mutationFn: async () => undefined,
      invalidates: [queryKeys.loads.all],
    });
    await waitFor(() => expect(view.fetches.loads).toBe(1));
    await view.mutate(undefined);
    expect(view.fetches).toEqual({ truckDetail: 1, trailers: 1, drivers: 2, loads: 2 });
    expect(driversSeen).toEqual([{}]);
  });

  it('drops the queries of what the change deleted instead of refetching them (they would answer 404)', async () => {
    const view = setup(resources.trucks, {
      mutationFn: async (id: number) => id,
      removes: (id) => [queryKeys.trucks.detail(id)],
      changedId: (id) => id,
      onSuccess: () => leaveDetail(),
    });
    await waitFor(() => expect(view.fetches.truckDetail).toBe(1));
    await view.mutate(4);
    expect(view.fetches).toEqual({ truckDetail: 1, trailers: 2, drivers: 2, loads: 1 });
    expect(view.client.getQueryState(queryKeys.trucks.detail(4))).toBeUndefined();
  });
});
