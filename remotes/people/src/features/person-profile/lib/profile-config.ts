import {
  getDispatcherByEmail,
  getDriverByEmail,
  PERSON_DOCUMENTS,
  queryKeys,
  type PersonDocumentOf,
  type PersonOf,
  type PersonRole,
} from '@haulboard/shared/api/admin';
import { resources, type ChangingResource } from '@haulboard/shared/resources';
import { AppRoutes } from '@haulboard/shared/router';

/** What an empty personal or professional field reads. */
export const NOT_PROVIDED = 'Not provided';
/** The spec's upload failure (part 2 section 8). */
export const UPLOAD_FAILED = 'Failed to upload document. Please try again.';
/** The document picker takes images and pdf (spec part 2 section 5); the server checks the content too. */
export const PERSON_DOCUMENT_TYPES = ['pdf', 'jpg', 'png', 'gif', 'webp'] as const;
/** The server's limit for a document. */
export const PERSON_DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

export type ProfileField<P> = { label: string; value: (person: P) => string | number | null };
export type ProfileDocument<R extends PersonRole> = { type: PersonDocumentOf<R>; label: string };

/** What makes one profile page differ from the other: its words, fields, documents, calls and cache. */
export type ProfileConfig<R extends PersonRole> = {
  role: R;
  title: string;
  /** The list the page goes back to. */
  listRoute: string;
  backLabel: string;
  /** The spec's missing-person message. */
  notFound: string;
  loading: string;
  /** The spec's fetch failure for the role (part 2 section 8). */
  loadFailed: string;
  personal: readonly ProfileField<PersonOf<R>>[];
  /** The contact number the Edit form changes (a driver's is `phone_number_driver`). */
  phone: (person: PersonOf<R>) => string | null;
  professional: readonly ProfileField<PersonOf<R>>[];
  /** The role's three document blocks, in the spec's order. */
  documents: readonly ProfileDocument<R>[];
  fetchByEmail: (email: string, signal?: AbortSignal) => Promise<PersonOf<R> | null>;
  keys: typeof queryKeys.dispatchers | typeof queryKeys.drivers;
  /** The role's resource: what an upload refreshes and tells the lists and pickers of every area. */
  resource: ChangingResource;
  /** sessionStorage key of the person last opened (a reload in the tab draws them at once). */
  storageKey: string;
};

const documentsOf = <R extends PersonRole>(role: R, labels: Record<PersonDocumentOf<R>, string>): ProfileDocument<R>[] =>
  (PERSON_DOCUMENTS[role] as readonly PersonDocumentOf<R>[]).map((type) => ({ type, label: labels[type] }));

const uploadedCount = (person: Record<string, unknown>, role: PersonRole) => {
  const types = PERSON_DOCUMENTS[role] as readonly string[];
  return `${types.filter((t) => Boolean(person[t])).length} of ${types.length} uploaded`;
};

export const DISPATCHER_PROFILE: ProfileConfig<'dispatcher'> = {
  role: 'dispatcher',
  title: 'Dispatcher Profile',
  listRoute: AppRoutes.dispatchers,
  backLabel: 'Back to Dispatchers',
  notFound: 'No dispatcher data found.',
  loading: 'Loading dispatcher...',
  loadFailed: 'Failed to load dispatchers',
  personal: [
    { label: 'First Name', value: (p) => p.first_name },
    { label: 'Last Name', value: (p) => p.last_name },
    { label: 'Email / Login', value: (p) => p.email },
    { label: 'Phone Number', value: (p) => p.phone_number },
    { label: 'Location/Branch', value: (p) => p.location_branch },
    { label: 'Username', value: (p) => p.username },
    { label: 'Address', value: (p) => p.address },
  ],
  phone: (p) => p.phone_number,
  professional: [
    { label: 'Role', value: () => 'Dispatcher' },
    { label: 'Account ID', value: (p) => p.id },
    { label: 'Documents', value: (p) => uploadedCount(p, 'dispatcher') },
  ],
  documents: documentsOf('dispatcher', { id_card: 'ID Card', work_certification: 'Work Certification', training_certification: 'Training Certification' }),
  fetchByEmail: getDispatcherByEmail,
  keys: queryKeys.dispatchers,
  resource: resources.dispatchers,
  storageKey: 'haulboard.dispatcherProfile',
};

export const DRIVER_PROFILE: ProfileConfig<'driver'> = {
  role: 'driver',
  title: 'Driver Profile',
  listRoute: AppRoutes.drivers,
  backLabel: 'Back to Drivers',
  notFound: 'No driver data found.',
  loading: 'Loading driver...',
  loadFailed: 'Failed to load drivers',
  personal: [
    { label: 'First Name', value: (p) => p.first_name },
    { label: 'Last Name', value: (p) => p.last_name },
    { label: 'Email / Login', value: (p) => p.email },
    { label: 'Phone Number', value: (p) => p.phone_number_driver },
    { label: 'Location/Branch', value: (p) => p.location_branch },
    { label: 'Address', value: (p) => p.address },
  ],
  phone: (p) => p.phone_number_driver,
  professional: [
    { label: 'Role', value: () => 'Driver' },
    { label: 'Account ID', value: (p) => p.id },
    { label: 'Assigned Truck', value: (p) => p.truck_number ?? 'Not assigned' },
    { label: 'Total Loads', value: (p) => p.total_loads },
    { label: 'Completed Loads', value: (p) => p.completed_loads },
    { label: 'Documents', value: (p) => uploadedCount(p, 'driver') },
  ],
  documents: documentsOf('driver', { driver_license: 'Driver License', vehicle_registration: 'Vehicle Registration', vehicle: 'Vehicle' }),
  fetchByEmail: getDriverByEmail,
  keys: queryKeys.drivers,
  resource: resources.drivers,
  storageKey: 'haulboard.driverProfile',
};

/** A field's shown value: the server's, or 'Not provided' when it has none. */
export const shownValue = (v: string | number | null) => (v === null || v === '' ? NOT_PROVIDED : String(v));
