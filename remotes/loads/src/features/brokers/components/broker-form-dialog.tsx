import { lazyPart } from '@haulboard/shared/ui';

/** Add Broker / Edit Broker; its code (the form kit and the contracts' schema) loads when it first opens, or on Add Broker's hover. */
export const BrokerFormDialog = lazyPart(() => import('./broker-form-dialog-impl'));
