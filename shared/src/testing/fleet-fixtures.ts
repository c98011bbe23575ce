import type { ExpiryItem, Trailer, Truck, TruckExpiry } from '../contracts/fleet';

const FINE: ExpiryItem = { date: null, state: null };

/** A truck's expiry: every date missing (nothing to flag) unless given; `state` is the worst given. */
export function anExpiry(over: Partial<TruckExpiry> = {}): TruckExpiry {
  const items = { registration: FINE, insurance: FINE, next_service: FINE, ...over };
  const states = [items.registration.state, items.insurance.state, items.next_service.state];
  const worst = states.includes('expired') ? 'expired' : states.includes('due') ? 'due' : 'ok';
  return { as_of: '2026-11-23', state: worst, ...items };
}

/** A truck as trucks-list/ answers one. */
export function aTruck(over: Partial<Truck> = {}): Truck {
  const drivers = over.drivers ?? [];
  return {
    id: 1,
    truck_number: 'TRK-101',
    truck_model: 'Volvo VNL 860',
    vin_number: '4V4NC9EH5MN000001',
    registration_expiration_date: null,
    next_service_date: null,
    insurance_expiration_date: null,
    truck_notes: null,
    expiry: anExpiry(),
    version: 1,
    ...over,
    drivers,
    driver_names: over.driver_names ?? drivers.map((d) => d.name),
  };
}

/** A trailer as trailers-list/ answers one; unassigned unless given a truck. */
export function aTrailer(over: Partial<Trailer> = {}): Trailer {
  return { id: 1, tailer_name: 'Reefer 53', trailer_number: 'TRL-201', truck_number: '', truck_id: null, version: 1, ...over };
}
