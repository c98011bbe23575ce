import { lazyPart } from '@haulboard/shared/ui';

/** Add Truck / Edit Truck; its code (the form kit and the contracts' schema) loads when it first opens, or on Add Truck's hover. */
export const TruckFormDialog = lazyPart(() => import('./truck-form-dialog-impl'));
