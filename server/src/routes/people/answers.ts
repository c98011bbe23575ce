import { DISPATCHER_DOCUMENTS, DRIVER_DOCUMENTS, type Dispatcher, type Driver } from '@haulboard/shared/contracts';
import type { MediaSigner } from '../../media/signing';
import { toTruckExpiry, type ExpiryColumns } from '../../domain/truck-expiry';
import type { DispatcherRow, DriverRow } from './repository';

type PersonRow = { id: number; first_name: string; last_name: string; email: string };

/** Who a person is, as both lists open: the spec's `full_name` has no trailing space when the last name is empty. */
const personNames = (r: PersonRow) => ({
  id: r.id,
  first_name: r.first_name,
  last_name: r.last_name,
  full_name: `${r.first_name} ${r.last_name}`.trim(),
  email: r.email,
});

/** A person's document slots as signed media paths (null: the slot is empty). */
function signedDocuments<K extends string>(r: Record<K, string | null>, slots: readonly K[], media: MediaSigner): Record<K, string | null> {
  return Object.fromEntries(slots.map((slot) => [slot, media.url(r[slot])])) as Record<K, string | null>;
}

/** A driver of the Drivers list, their truck's dates judged as of `asOf`; documents as signed media paths. */
export function toDriver(r: DriverRow, asOf: string, media: MediaSigner): Driver {
  return {
    ...personNames(r),
    phone_number_driver: r.phone_number,
    total_loads: r.total_loads,
    completed_loads: r.completed_loads,
    truck_number: r.truck_number,
    // The lateral's expiry columns are all null without a truck.
    truck_expiry: r.truck_number === null ? null : toTruckExpiry(r as DriverRow & ExpiryColumns, asOf),
    location_branch: r.location_branch,
    address: r.address,
    deactivated_at: r.deactivated_at,
    version: r.version,
    ...signedDocuments(r, DRIVER_DOCUMENTS, media),
  };
}

/** A dispatcher of the Dispatchers list; documents as signed media paths. */
export function toDispatcher(r: DispatcherRow, media: MediaSigner): Dispatcher {
  return {
    ...personNames(r),
    phone_number: r.phone_number,
    location_branch: r.location_branch,
    username: r.username,
    address: r.address,
    deactivated_at: r.deactivated_at,
    version: r.version,
    ...signedDocuments(r, DISPATCHER_DOCUMENTS, media),
  };
}
