import type { Dispatcher, Driver } from '@haulboard/shared/contracts';
import type { MediaSigner } from '../../media/signing';
import { toTruckExpiry, type ExpiryColumns } from '../fleet/expiry';
import type { DispatcherRow, DriverRow } from './repository';

/** The spec's `full_name`: no trailing space when the last name is empty. */
const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** A driver of the Drivers list, their truck's dates judged as of `asOf`; documents as signed media paths. */
export function toDriver(r: DriverRow, asOf: string, media: MediaSigner): Driver {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    full_name: fullName(r.first_name, r.last_name),
    email: r.email,
    phone_number_driver: r.phone_number,
    total_loads: r.total_loads,
    completed_loads: r.completed_loads,
    truck_number: r.truck_number,
    // The lateral's expiry columns are all null without a truck.
    truck_expiry: r.truck_number === null ? null : toTruckExpiry(r as DriverRow & ExpiryColumns, asOf),
    driver_license: media.url(r.driver_license),
    vehicle_registration: media.url(r.vehicle_registration),
    vehicle: media.url(r.vehicle),
  };
}

/** A dispatcher of the Dispatchers list; documents as signed media paths. */
export function toDispatcher(r: DispatcherRow, media: MediaSigner): Dispatcher {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    full_name: fullName(r.first_name, r.last_name),
    email: r.email,
    phone_number: r.phone_number,
    location_branch: r.location_branch,
    username: r.username,
    address: r.address,
    id_card: media.url(r.id_card),
    work_certification: media.url(r.work_certification),
    training_certification: media.url(r.training_certification),
  };
}
