import type { Truck } from '@haulboard/shared/contracts';

/** The spec's toasts for trucks (part 2 section 8), word for word (the loading failures are the trucks' definition's). */
export const TRUCK_MESSAGES = {
  added: 'Truck added successfully',
  addFailed: 'Error adding truck',
  updated: 'Truck updated successfully',
  updateFailed: 'Error updating truck',
  deleted: 'Truck deleted successfully',
  deleteFailed: 'Error deleting truck',
  assigned: 'Drivers assigned to truck successfully',
  assignFailed: 'Error assigning drivers to truck',
  replaced: 'Drivers replaced successfully',
  replaceFailed: 'Error replacing drivers',
  loading: 'Loading truck data...',
  empty: 'No trucks found',
  noNotes: 'No notes',
  noDrivers: 'No drivers',
  noDriversAvailable: 'No drivers available',
  noDetails: 'No details available',
  noTruck: 'No truck',
} as const;

/** Spec section 8's sentence with the truck's number as its name. */
export const deleteQuestion = (truck: Pick<Truck, 'truck_number'>) =>
  `Are you sure you want to delete the truck ${truck.truck_number}? This action cannot be undone.`;

/** Spec section 4: a truck that already has drivers gets the new list in their place (replace), otherwise they are added. */
export const replacesDrivers = (truck: Pick<Truck, 'drivers'>) => truck.drivers.length > 0;

/** The toasts of an assignment, by the replace rule. */
export const assignTexts = (replace: boolean) =>
  replace
    ? { success: TRUCK_MESSAGES.replaced, failure: TRUCK_MESSAGES.replaceFailed }
    : { success: TRUCK_MESSAGES.assigned, failure: TRUCK_MESSAGES.assignFailed };
