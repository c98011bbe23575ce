// The people's document types, zod-free: the screens and the upload call need these lists at
// run time, and importing them from people.ts would bring zod (90 KiB gzip) onto a first load.

export const DRIVER_DOCUMENTS = ['driver_license', 'vehicle_registration', 'vehicle'] as const;
export const DISPATCHER_DOCUMENTS = ['id_card', 'work_certification', 'training_certification'] as const;
export type DriverDocument = (typeof DRIVER_DOCUMENTS)[number];
export type DispatcherDocument = (typeof DISPATCHER_DOCUMENTS)[number];
