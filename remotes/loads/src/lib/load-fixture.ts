// Loads and drivers as the API answers them, for the loads screens' tests (never imported by product code).
import type { Driver, Load } from '@haulboard/shared/contracts';
import { aDriver as aKitDriver, aLoad } from '@haulboard/shared/testing';

export { aLoad };

export const anAssignedLoad = (over: Partial<Load> = {}) =>
  aLoad({
    status: 'assigned',
    assigned_driver: { id: 7, name: 'Dana Miles', email: 'dana@example.com', vehicle_plate_no: 'TX-4411' },
    driver_name: 'Dana Miles',
    assignments: [{ id: 31, load: 1, driver: 7 }],
    ...over,
  });

/** The kit's driver, named, with an e-mail login and no phone (what the loads screens show of one). */
export const aDriver = (id: number, first: string, last: string): Driver =>
  aKitDriver({ id, first_name: first, last_name: last, email: `${first.toLowerCase()}@example.com`, phone_number_driver: null });
