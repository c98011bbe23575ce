import { lazyPart } from '@haulboard/shared/ui';

/** Assign Drivers to Truck; its code loads when it first opens. */
export const AssignDriversDialog = lazyPart(() => import('./assign-drivers-dialog-impl'));
