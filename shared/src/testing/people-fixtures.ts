import type { AdminProfile, Dispatcher, Driver } from '../contracts/people';

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
    version: 1,
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
    version: 1,
    ...over,
    first_name,
    last_name,
    full_name: over.full_name ?? `${first_name} ${last_name}`.trim(),
  };
}

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
  version: 1,
  ...over,
});
