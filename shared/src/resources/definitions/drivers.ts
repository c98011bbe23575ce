import { getDrivers, queryKeys } from '@haulboard/shared/api/admin';
import type { Driver } from '@haulboard/shared/contracts';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource, defineRecordResource } from '../define-resource';
import { type DriverOnDay } from '../resource-params';

export const drivers = /* @__PURE__ */ defineListResource({
  keys: queryKeys.drivers,
  pageSize: PAGE_SIZES.drivers,
  getPage: getDrivers,
  messages: { loadFailed: 'Failed to load drivers' },
  // Every area's pickers read the drivers' lists; the bus tells the views outside this cache.
  changes: { invalidates: [queryKeys.drivers.all], event: { name: 'drivers:changed', idField: 'driverId' } },
  /**
   * A chosen driver and their truck's `truck_expiry` on a day (a load's pickup date): asked by
   * login (exact), so it covers a driver chosen before any search and follows a changed day.
   * Under the drivers' keys, so any driver change refreshes it.
   */
  onDay: /* @__PURE__ */ defineRecordResource({
    key: ({ email, asOf }: DriverOnDay) => queryKeys.drivers.list({ email, page_size: 1, as_of: asOf }),
    get: async ({ id, email, asOf }: DriverOnDay, signal): Promise<Driver | null> =>
      (await getDrivers({ email, page_size: 1, as_of: asOf }, signal)).results.find((d) => d.id === id) ?? null,
  }),
});
