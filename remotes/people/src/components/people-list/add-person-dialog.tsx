import { lazyPart } from '@haulboard/shared/ui';

/** The add dialog; its code (the form kit and the contracts' schema) loads when it first opens, or on the button's hover. */
export const AddPersonDialog = lazyPart(() => import('./add-person-dialog-impl'));
