// The audit trail's closed vocabulary (issue 28), zod-free: the activity screen's filters and the
// History tabs read these lists and sentences at run time, and importing them from activity.ts
// would bring zod onto a first load (as person-documents.ts does for the people's documents).

/** What an event is about. `profile` is an administrator's own profile (its id is their user id). */
export const ACTIVITY_SUBJECT_TYPES = ['load', 'driver', 'dispatcher', 'truck', 'trailer', 'profile', 'settlement', 'broker', 'invoice'] as const;
export type ActivitySubjectType = (typeof ACTIVITY_SUBJECT_TYPES)[number];

/**
 * Every kind of recorded write, `<subject type>.<what happened>`. The server records these and no
 * other; server/README.md ("Audit trail") says which call records which.
 */
export const ACTIVITY_KINDS = [
  'load.created',
  'load.updated',
  'load.payment_changed',
  'load.assigned',
  'load.reassigned',
  'load.unassigned',
  'load.delivered',
  'load.delivery_undone',
  'load.document_uploaded',
  'load.document_removed',
  'load.deleted',
  'load.restored',
  'driver.created',
  'driver.updated',
  'driver.document_uploaded',
  'driver.deactivated',
  'driver.reactivated',
  'driver.password_set',
  'driver.reset_code_sent',
  'driver.deleted',
  'dispatcher.created',
  'dispatcher.updated',
  'dispatcher.document_uploaded',
  'dispatcher.deactivated',
  'dispatcher.reactivated',
  'dispatcher.password_set',
  'dispatcher.reset_code_sent',
  'truck.created',
  'truck.updated',
  'truck.drivers_changed',
  'truck.deleted',
  'trailer.created',
  'trailer.updated',
  'trailer.truck_changed',
  'trailer.deleted',
  'profile.updated',
  'profile.email_changed',
  'profile.password_changed',
  'settlement.created',
  'settlement.settled',
  'settlement.deleted',
  'broker.created',
  'broker.updated',
  'invoice.created',
  'invoice.paid',
  'invoice.voided',
  'invoice.emailed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The subject type a kind is about: its prefix. */
export const activitySubjectOf = (kind: ActivityKind): ActivitySubjectType => kind.slice(0, kind.indexOf('.')) as ActivitySubjectType;

/** The kinds about one subject type (a subject_type filter is these kinds). */
export const activityKindsOf = (type: ActivitySubjectType): ActivityKind[] => ACTIVITY_KINDS.filter((kind) => activitySubjectOf(kind) === type);

/** Each kind as a filter offers it. */
export const ACTIVITY_KIND_LABELS = {
  'load.created': 'Load created',
  'load.updated': 'Load edited',
  'load.payment_changed': 'Payment changed',
  'load.assigned': 'Driver assigned',
  'load.reassigned': 'Driver changed',
  'load.unassigned': 'Driver unassigned',
  'load.delivered': 'Load delivered',
  'load.delivery_undone': 'Delivery undone',
  'load.document_uploaded': 'Load document uploaded',
  'load.document_removed': 'Load document removed',
  'load.deleted': 'Load deleted',
  'load.restored': 'Load restored',
  'driver.created': 'Driver added',
  'driver.updated': 'Driver edited',
  'driver.document_uploaded': 'Driver document uploaded',
  'driver.deactivated': 'Driver deactivated',
  'driver.reactivated': 'Driver reactivated',
  'driver.password_set': 'Driver password set',
  'driver.reset_code_sent': 'Driver reset code sent',
  'driver.deleted': 'Driver deleted',
  'dispatcher.created': 'Dispatcher added',
  'dispatcher.updated': 'Dispatcher edited',
  'dispatcher.document_uploaded': 'Dispatcher document uploaded',
  'dispatcher.deactivated': 'Dispatcher deactivated',
  'dispatcher.reactivated': 'Dispatcher reactivated',
  'dispatcher.password_set': 'Dispatcher password set',
  'dispatcher.reset_code_sent': 'Dispatcher reset code sent',
  'truck.created': 'Truck added',
  'truck.updated': 'Truck edited',
  'truck.drivers_changed': 'Truck drivers changed',
  'truck.deleted': 'Truck deleted',
  'trailer.created': 'Trailer added',
  'trailer.updated': 'Trailer edited',
  'trailer.truck_changed': 'Trailer truck changed',
  'trailer.deleted': 'Trailer deleted',
  'profile.updated': 'Profile edited',
  'profile.email_changed': 'Sign-in e-mail changed',
  'profile.password_changed': 'Password changed',
  'settlement.created': 'Settlement created',
  'settlement.settled': 'Settlement settled',
  'settlement.deleted': 'Settlement deleted',
  'broker.created': 'Broker added',
  'broker.updated': 'Broker edited',
  'invoice.created': 'Invoice created',
  'invoice.paid': 'Invoice paid',
  'invoice.voided': 'Invoice voided',
  'invoice.emailed': 'Invoice e-mailed',
} as const satisfies Record<ActivityKind, string>;

export const ACTIVITY_SUBJECT_LABELS = {
  load: 'Load',
  driver: 'Driver',
  dispatcher: 'Dispatcher',
  truck: 'Truck',
  trailer: 'Trailer',
  profile: 'Profile',
  settlement: 'Settlement',
  broker: 'Broker',
  invoice: 'Invoice',
} as const satisfies Record<ActivitySubjectType, string>;

/** A person named in a value (a load's driver, a truck's drivers): their id and their name at the time. */
export type ActivityPerson = { id: number; name: string };
/** One recorded field's value: text (dates `YYYY-MM-DD`, times `HH:MM`, a file's name), a number, a person or people, or none. */
export type ActivityValue = string | number | boolean | null | ActivityPerson | ActivityPerson[];
/** The fields a write changed, by their API name (`payment`, `pickup_date`, `driver`), before or after it. */
export type ActivityFields = Record<string, ActivityValue>;

/** How a field reads in a sentence; a field not listed reads as its name with spaces. */
export const ACTIVITY_FIELD_LABELS: Record<string, string> = {
  loadname: 'load name',
  loadNumber: 'reference',
  pickup_location: 'pickup location',
  delivery_location: 'delivery location',
  pickup_date: 'pickup date',
  pickup_time: 'pickup time',
  delivery_date: 'delivery date',
  delivery_time: 'delivery time',
  weight_lbs: 'weight (lbs)',
  driver_fee: 'driver fee',
  fuel_price: 'fuel',
  toll_price: 'toll',
  insurance_fee: 'insurance',
  parking_fee: 'parking',
  first_name: 'first name',
  last_name: 'last name',
  email: 'e-mail',
  phone_number: 'phone number',
  dob: 'date of birth',
  avatar: 'picture',
  truck_number: 'truck number',
  truck_model: 'model',
  vin_number: 'VIN',
  registration_expiration_date: 'registration expiry',
  insurance_expiration_date: 'insurance expiry',
  next_service_date: 'next service',
  truck_notes: 'notes',
  tailer_name: 'trailer name',
  billing_email: 'billing e-mail',
  billing_address: 'billing address',
  payment_terms_days: 'payment terms (days)',
  trailer_number: 'trailer number',
  truck: 'truck',
  driver_license: 'driver license',
  vehicle_registration: 'vehicle registration',
  vehicle: 'vehicle document',
  id_card: 'ID card',
  work_certification: 'work certification',
  training_certification: 'training certification',
  period_from: 'period start',
  period_to: 'period end',
  paid_on: 'paid on',
  load_count: 'loads',
};

export const activityFieldLabel = (field: string) => ACTIVITY_FIELD_LABELS[field] ?? field.replace(/_/g, ' ');

const isPerson = (v: ActivityValue): v is ActivityPerson => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as a sentence shows it: a person by name, people joined, none as 'none'. */
export function activityValueText(value: ActivityValue | undefined): string {
  if (value === undefined || value === null || value === '') return 'none';
  if (Array.isArray(value)) return value.length ? value.map((p) => p.name).join(', ') : 'none';
  if (isPerson(value)) return value.name;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

/** The subject in words: "load 472 (Steel coils)", "truck TRK-101", "the profile of Alex Morgan". */
export function activitySubjectText(subject: { type: ActivitySubjectType; id: number; label: string }): string {
  switch (subject.type) {
    case 'load':
      return subject.label ? `load ${subject.id} (${subject.label})` : `load ${subject.id}`;
    case 'profile':
      return `the profile of ${subject.label}`;
    case 'settlement':
      return subject.label ? `settlement ${subject.id} (${subject.label})` : `settlement ${subject.id}`;
    default:
      return `${subject.type} ${subject.label || subject.id}`;
  }
}

type Describable = {
  kind: ActivityKind;
  subject: { type: ActivitySubjectType; id: number; label: string };
  before: ActivityFields | null;
  after: ActivityFields | null;
};

/** "a from b to c, and d from e to f": each changed field, in the order recorded. */
function changeList(before: ActivityFields | null, after: ActivityFields | null, skip: readonly string[] = []): string {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter((f) => !skip.includes(f));
  const parts = fields.map((f) => `${activityFieldLabel(f)} from ${activityValueText(before?.[f])} to ${activityValueText(after?.[f])}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nothing');
}

/** The one field a document upload names: its slot and the file's name. */
function uploaded(after: ActivityFields | null): { slot: string; name: string } {
  const [slot = 'document', name = null] = Object.entries(after ?? {})[0] ?? [];
  return { slot: activityFieldLabel(slot), name: activityValueText(name) };
}

/**
 * What the actor did, in words, without the actor's name and the time (the screen adds both):
 * "changed payment from Unpaid to Paid". `withSubject` names the subject ("... on load 472
 * (Steel coils)"), as the company's activity list needs and a subject's History tab does not.
 */
export function describeActivity(event: Describable, { withSubject = false } = {}): string {
  const { kind, before, after } = event;
  const noun = activitySubjectOf(kind);
  // "the load" on the load's own History tab, "load 472 (Steel coils)" in the company's list.
  const it = withSubject ? activitySubjectText(event.subject) : noun === 'profile' ? 'the profile' : `the ${noun}`;
  const on = withSubject ? ` on ${it}` : '';
  switch (kind) {
    case 'load.created':
    case 'truck.created':
    case 'trailer.created':
    case 'settlement.created':
      return `created ${it}`;
    case 'settlement.settled':
      return `marked ${it} settled, paid on ${activityValueText(after?.paid_on)}`;
    case 'invoice.created':
      return `created ${it}`;
    case 'invoice.paid':
      return `recorded the payment of ${it}, paid on ${activityValueText(after?.paid_on)}`;
    case 'invoice.voided':
      return `voided ${it}: ${activityValueText(after?.void_reason)}`;
    case 'invoice.emailed':
      return `e-mailed ${it} to ${activityValueText(after?.to)}`;
    case 'driver.created':
    case 'dispatcher.created':
    case 'broker.created':
      return `added ${it}`;
    case 'load.deleted':
    case 'driver.deleted':
    case 'truck.deleted':
    case 'trailer.deleted':
    case 'settlement.deleted':
      return `deleted ${it}`;
    case 'load.restored':
      return `restored ${it}`;
    case 'load.delivered':
      return `marked ${it} delivered`;
    case 'load.delivery_undone':
      return `took back the delivery of ${it}`;
    case 'load.document_removed':
      return `removed document ${activityValueText(before?.document)}${withSubject ? ` from ${it}` : ''}`;
    case 'driver.deactivated':
    case 'dispatcher.deactivated':
      return `deactivated ${it}`;
    case 'driver.reactivated':
    case 'dispatcher.reactivated':
      return `reactivated ${it}`;
    case 'driver.password_set':
    case 'dispatcher.password_set':
      return `set a new password for ${it}`;
    case 'driver.reset_code_sent':
    case 'dispatcher.reset_code_sent':
      return `sent a password reset code to ${it}`;
    case 'load.assigned':
      return `assigned driver ${activityValueText(after?.driver)}${withSubject ? ` to ${it}` : ''}`;
    case 'load.reassigned':
      return `changed the driver${withSubject ? ` of ${it}` : ''} from ${activityValueText(before?.driver)} to ${activityValueText(after?.driver)}`;
    case 'load.unassigned':
      return `unassigned driver ${activityValueText(before?.driver)}${withSubject ? ` from ${it}` : ''}`;
    case 'load.document_uploaded':
    case 'driver.document_uploaded':
    case 'dispatcher.document_uploaded': {
      const { slot, name } = uploaded(after);
      return `uploaded ${slot} ${name}${withSubject ? ` for ${it}` : ''}`;
    }
    case 'truck.drivers_changed':
      return `changed the drivers${withSubject ? ` of ${it}` : ''} from ${activityValueText(before?.drivers)} to ${activityValueText(after?.drivers)}`;
    case 'trailer.truck_changed':
      return `changed the truck${withSubject ? ` of ${it}` : ''} from ${activityValueText(before?.truck)} to ${activityValueText(after?.truck)}`;
    case 'profile.email_changed':
      return `changed the sign-in e-mail${withSubject ? ` of ${it}` : ''} from ${activityValueText(before?.email)} to ${activityValueText(after?.email)}`;
    case 'profile.password_changed':
      return withSubject ? `changed the password of ${it}` : 'changed the password';
    case 'load.payment_changed':
    case 'load.updated':
    case 'truck.updated':
    case 'trailer.updated':
    case 'driver.updated':
    case 'dispatcher.updated':
    case 'profile.updated':
    case 'broker.updated':
      return `changed ${changeList(before, after)}${on}`;
  }
}
