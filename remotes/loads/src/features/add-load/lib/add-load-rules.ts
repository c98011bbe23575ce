import type { CreateLoadInput } from '@haulboard/shared/contracts';

/** Add Load's fields as the form holds them: everything as typed text. */
export type AddLoadValues = {
  [K in Exclude<keyof CreateLoadInput, 'payment' | 'loadNumber' | 'broker_id'>]: string;
};

export const EMPTY_LOAD: AddLoadValues = {
  loadname: '',
  broker: '',
  pickup_location: '',
  delivery_location: '',
  pickup_date: '',
  pickup_time: '',
  delivery_date: '',
  delivery_time: '',
  weight_lbs: '',
  price: '',
  driver_fee: '',
  fuel_price: '',
  toll_price: '',
  insurance_fee: '',
  parking_fee: '',
};

/** The fees section, in the spec's order of the create call (part 2 section 7). */
export const FEE_INPUTS = [
  { name: 'price', label: 'Price' },
  { name: 'driver_fee', label: 'Driver Fee' },
  { name: 'fuel_price', label: 'Fuel Price' },
  { name: 'toll_price', label: 'Toll Price' },
  { name: 'insurance_fee', label: 'Insurance Fee' },
  { name: 'parking_fee', label: 'Parking Fee' },
] as const;

export const CREATE_FAILED = 'Failed to create load. Please try again.';
