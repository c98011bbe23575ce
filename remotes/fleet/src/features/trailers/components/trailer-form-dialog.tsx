import { lazyPart } from '@haulboard/shared/ui';

export type { TrailerFormDialogProps } from './trailer-form-dialog-impl';

/** Add and edit; its code (the form kit, the modes) loads when it first opens, or on Add Trailer's hover. */
export const TrailerFormDialog = lazyPart(() => import('./trailer-form-dialog-impl'));
