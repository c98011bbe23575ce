import type { Trailer, Truck } from '@haulboard/shared/contracts';
import { toTruckExpiry } from '../../domain/truck-expiry';
import type { TrailerRow } from './trailers-repository';
import type { TruckRow } from './trucks-repository';

/** A truck as the contract answers it, its dates judged as of `asOf` (the day the row's expiry columns were computed for). */
export function toTruck(row: TruckRow, asOf: string): Truck {
  return {
    id: row.id,
    truck_number: row.truck_number,
    truck_model: row.truck_model,
    vin_number: row.vin_number,
    registration_expiration_date: row.registration_expiration_date,
    next_service_date: row.next_service_date,
    insurance_expiration_date: row.insurance_expiration_date,
    truck_notes: row.truck_notes,
    driver_names: row.drivers.map((d) => d.name),
    drivers: row.drivers,
    expiry: toTruckExpiry(row, asOf),
    version: row.version,
  };
}

/** A trailer with its truck's number ('' when unassigned), as the contract answers it. */
export function toTrailer(row: TrailerRow): Trailer {
  return {
    id: row.id,
    tailer_name: row.tailer_name,
    trailer_number: row.trailer_number,
    truck_number: row.truck_number,
    truck_id: row.truck_id,
    version: row.version,
  };
}
