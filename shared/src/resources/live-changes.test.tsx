/** @jest-environment jsdom */
import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { queryKeys } from '@haulboard/shared/api/admin';
import { bus } from '@haulboard/shared/bus';
import { FRESH_MS, useFreshIds } from '@haulboard/shared/live';
import { applyRecordChanges } from './live-changes';

function clientWith(keys: readonly (readonly unknown[])[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}
const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('applyRecordChanges (issue 29)', () => {
  afterEach(() => jest.useRealTimers());

  it("refreshes what shows a changed load (lists, its detail, the dashboard) and tells the bus which load, leaving trucks' queries alone", () => {
    const keys = [queryKeys.loads.list({ page: 1 }), queryKeys.loads.detail(7), queryKeys.dashboard.all, queryKeys.trucks.list({ page: 1 })];
    const client = clientWith(keys);
    const told: unknown[] = [];
    const sub = bus.on('loads:changed').subscribe((p) => told.push(p));
    applyRecordChanges(client, [{ subject_type: 'load', subject_id: 7, kind: 'load.updated' }]);
    sub.unsubscribe();
    expect(keys.map((k) => stale(client, k))).toEqual([true, true, true, false]);
    expect(told).toEqual([{ loadId: 7 }]);
    // The data shown stays while it is asked again.
    expect(client.getQueryData(queryKeys.loads.detail(7))).toEqual({ cached: true });
  });

  it('tells one bus fact, naming no load, for a bulk change', () => {
    const told: unknown[] = [];
    const sub = bus.on('loads:changed').subscribe((p) => told.push(p));
    applyRecordChanges(new QueryClient(), [
      { subject_type: 'load', subject_id: 1, kind: 'load.deleted' },
      { subject_type: 'load', subject_id: 2, kind: 'load.deleted' },
    ]);
    sub.unsubscribe();
    expect(told).toEqual([{}]);
  });

  it("refreshes Check In/Out on a driver's check-in", () => {
    const client = clientWith([queryKeys.driverHours.list({ page: 1 })]);
    applyRecordChanges(client, [{ subject_type: 'check_in', subject_id: 4, kind: 'check_in.opened' }]);
    expect(stale(client, queryKeys.driverHours.list({ page: 1 }))).toBe(true);
  });

  it('marks the changed records for FRESH_MS, then no longer', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useFreshIds('truck'));
    act(() => applyRecordChanges(new QueryClient(), [{ subject_type: 'truck', subject_id: 3, kind: 'truck.updated' }]));
    expect([...result.current]).toEqual([3]);
    act(() => jest.advanceTimersByTime(FRESH_MS));
    expect([...result.current]).toEqual([]);
  });
});
