import { lazyPart } from '@haulboard/shared/ui';

export type { AssignTruckDialogProps } from './assign-truck-dialog-impl';

/** Assign Truck's dialog; its code loads when it first opens. */
export const AssignTruckDialog = lazyPart(() => import('./assign-truck-dialog-impl'));
