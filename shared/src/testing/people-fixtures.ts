import type { AdminProfile, Dispatcher, Driver } from '../contracts/people';
import type { Answer, SeenRequest } from './fake-api';

/** A driver as users/drivers/ answers one; `full_name` follows the names given unless set. */
export function aDriver(over: Partial<Driver> = {}): Driver {
  const first_name = over.first_name ?? 'Dana';
  const last_name = over.last_name ?? 'Miles';
  return {
    id: 1,
    email: '+1 555 0101',
    phone_number_driver: '+1 555 0101',
    total_loads: 0,
    completed_loads: 0,
    truck_number: null,
    driver_license: null,
    vehicle_registration: null,
    vehicle: null,
    truck_expiry: null,
    location_branch: null,
    address: null,
    deactivated_at: null,
    ...over,
    first_name,
    last_name,
    full_name: over.full_name ?? `${first_name} ${last_name}`.trim(),
  };
}

/** A dispatcher as users/dispatchers/ answers one; `full_name` follows the names given unless set. */
export function aDispatcher(over: Partial<Dispatcher> = {}): Dispatcher {
  const first_name = over.first_name ?? 'Carl';
  const last_name = over.last_name ?? 'Dee';
  return {
    id: 1,
    email: 'carl@example.com',
    phone_number: null,
    location_branch: null,
    username: null,
    address: null,
    id_card: null,
    work_certification: null,
    training_certification: null,
    deactivated_at: null,
    ...over,
    first_name,
    last_name,
    full_name: over.full_name ?? `${first_name} ${last_name}`.trim(),
  };
}

/** users/drivers/ as the server answers a search over `drivers`: `search` in the name or login, a `page` of `page_size`. */
export const searchDrivers =
  (drivers: readonly Driver[]) =>
  (req: SeenRequest): Answer => {
    const search = (req.query.get('search') ?? '').toLowerCase();
    const matching = drivers.filter((d) => `${d.full_name} ${d.email}`.toLowerCase().includes(search));
    const size = Number(req.query.get('page_size'));
    const page = Number(req.query.get('page'));
    return { status: 200, body: { count: matching.length, results: matching.slice((page - 1) * size, page * size) } };
  };

/** The administrator as GET admin/ answers them (the fake backend's signed-in user). */
export const anAdmin = (over: Partial<AdminProfile> = {}): AdminProfile => ({
  id: 1,
  first_name: 'Alex',
  last_name: 'Morgan',
  email: 'alex@haulboard.test',
  gender: 'Female',
  dob: '1988-04-12',
  address: '100 Freight Way',
  phone_number: '+1 555 0100',
  username: null,
  profile: null,
  ...over,
});
