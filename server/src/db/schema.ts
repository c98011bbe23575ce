// One schema for every deployment: the embedded PostgreSQL and any external one.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  inet,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/**
 * What an edit started from (issue 29): a row's version, moved on by migration 0022's triggers
 * whenever what the row shows changes, by any call or process. An update naming an older one is
 * refused with 409 (lib/edit-version.ts).
 */
const rowVersion = () => integer('version').notNull().default(1);
// Money and weights are exact decimals; the API answers them as JSON numbers.
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userType: text('user_type').notNull(),
    // The login identifier: an e-mail, or a driver's phone number (the Add Driver form sends it as email).
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    username: text('username'),
    phoneNumber: text('phone_number'),
    locationBranch: text('location_branch'),
    address: text('address'),
    gender: text('gender'),
    dob: date('dob'),
    avatar: text('avatar'),
    idCard: text('id_card'),
    workCertification: text('work_certification'),
    trainingCertification: text('training_certification'),
    driverLicense: text('driver_license'),
    vehicleRegistration: text('vehicle_registration'),
    vehicle: text('vehicle'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    // Set while an administrator has deactivated the person: no sign-in, no token, left out of the pickers; history stays.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_user_type_check', sql`${t.userType} in ('admin', 'dispatcher', 'driver')`),
    check('users_gender_check', sql`${t.gender} is null or ${t.gender} in ('Male', 'Female')`),
    // Deleted users keep their history; their login may be registered again.
    uniqueIndex('users_login_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.deletedAt} is null`),
    index('users_type_name_idx').on(t.userType, t.firstName, t.lastName),
    index('users_type_email_idx').on(t.userType, t.email),
    // The people lists' sorts (case-insensitive, id breaks ties): a page is an index range, not a sort of every person.
    index('users_people_name_idx')
      .on(t.userType, sql`lower(${t.firstName})`, sql`lower(${t.lastName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_people_email_idx')
      .on(t.userType, sql`lower(${t.email})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.phoneNumber}, ''))) gin_trgm_ops`,
    ),
  ],
);

/**
 * The brokers loads are booked through (issue 30): a load refers to its broker by id, and later
 * invoices and receivables read the billing fields and payment terms from here. `name` is unique
 * once trimmed, its runs of white space collapsed and its case folded (`brokerNameKey`, the same
 * expression the loads' free-text broker is matched on).
 */
export const brokers = pgTable(
  'brokers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    billingEmail: text('billing_email'),
    billingAddress: text('billing_address'),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    version: rowVersion(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('brokers_payment_terms_check', sql`${t.paymentTermsDays} between 0 and 365`),
    uniqueIndex('brokers_name_key_unique').on(sql`lower(btrim(regexp_replace(${t.name}, '[[:space:]]+', ' ', 'g')))`),
    index('brokers_name_idx').on(t.name, t.id),
  ],
);

export const loads = pgTable(
  'loads',
  {
    id: serial('id').primaryKey(),
    loadname: text('loadname').notNull(),
    loadNumber: text('load_number'),
    pickupLocation: text('pickup_location').notNull(),
    deliveryLocation: text('delivery_location').notNull(),
    pickupDate: date('pickup_date').notNull(),
    pickupTime: time('pickup_time').notNull(),
    deliveryDate: date('delivery_date').notNull(),
    deliveryTime: time('delivery_time').notNull(),
    weightLbs: numeric('weight_lbs', { precision: 12, scale: 1, mode: 'number' }).notNull(),
    broker: text('broker'),
    // The broker record (issue 30); `broker` keeps its name as the spec's answer field.
    brokerId: integer('broker_id').references(() => brokers.id),
    price: money('price'),
    driverFee: money('driver_fee'),
    fuelPrice: money('fuel_price'),
    tollPrice: money('toll_price'),
    insuranceFee: money('insurance_fee'),
    parkingFee: money('parking_fee'),
    payment: text('payment').notNull().default('Unpaid'),
    status: text('status').notNull().default('unassigned'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    check('loads_payment_check', sql`${t.payment} in ('Paid', 'Unpaid')`),
    check('loads_status_check', sql`${t.status} in ('unassigned', 'assigned', 'delivered')`),
    check('loads_weight_check', sql`${t.weightLbs} >= 0`),
    index('loads_status_idx').on(t.status, t.id),
    index('loads_broker_id_idx').on(t.brokerId),
    index('loads_payment_idx').on(t.payment, t.id),
    index('loads_pickup_date_idx').on(t.pickupDate, t.id),
    // A period's pages in pickup order (list-loads/ ordering=pickup_date) read only the rows they show.
    index('loads_pickup_order_idx').on(t.pickupDate, t.pickupTime, t.id),
    index('loads_created_at_idx').on(t.createdAt),
    // The list's sorts by name and by price (both ways: price is nullable, and NULLS LAST either way
    // needs its own order), and a tab with the payment filter, each read a page from an index range.
    index('loads_loadname_idx').on(t.loadname, t.id),
    index('loads_price_idx').on(t.price.asc().nullsLast(), t.id),
    index('loads_price_desc_idx').on(t.price.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('loads_status_payment_idx').on(t.status, t.payment, t.id),
    index('loads_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.loadname} || ' ' || coalesce(${t.loadNumber}, '') || ' ' || ${t.pickupLocation} || ' ' || ${t.deliveryLocation} || ' ' || coalesce(${t.broker}, ''))) gin_trgm_ops`,
    ),
  ],
);

/**
 * Deleted loads, kept whole for a short while so a delete can be undone (the list's Undo), then
 * purged with their document. The row and its assignment are stored as they were, so a restore
 * gives the load back with its id, number and dates.
 */
export const deletedLoads = pgTable(
  'deleted_loads',
  {
    id: integer('id').primaryKey(),
    row: jsonb('row').notNull(),
    assignment: jsonb('assignment'),
    // Its load_documents rows as they were (migration 0019): a restore puts them back.
    documents: jsonb('documents'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deleted_loads_deleted_at_idx').on(t.deletedAt)],
);

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    // One assignment per load: concurrent assigns of the same load cannot both win.
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('assignments_load_unique').on(t.loadId), index('assignments_driver_idx').on(t.driverId)],
);

/**
 * A load's documents (issue 28), oldest first: the first is the spec's `document`. Each keeps its
 * kind and the name it was uploaded under; the bytes are a media file (media_files.key).
 */
export const loadDocuments = pgTable(
  'load_documents',
  {
    id: serial('id').primaryKey(),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileKey: text('file_key')
      .notNull()
      .references(() => mediaFiles.key),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('load_documents_kind_check', sql`${t.kind} in ('rate_confirmation', 'bill_of_lading', 'proof_of_delivery', 'other')`),
    // A load's documents in order, and its first one (the spec's `document`), from one index range.
    index('load_documents_load_idx').on(t.loadId, t.id),
    uniqueIndex('load_documents_file_unique').on(t.fileKey),
  ],
);

export const trucks = pgTable(
  'trucks',
  {
    id: serial('id').primaryKey(),
    truckNumber: text('truck_number').notNull(),
    truckModel: text('truck_model').notNull(),
    vinNumber: text('vin_number').notNull(),
    registrationExpirationDate: date('registration_expiration_date'),
    nextServiceDate: date('next_service_date'),
    insuranceExpirationDate: date('insurance_expiration_date'),
    truckNotes: text('truck_notes'),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('trucks_number_unique').on(sql`lower(${t.truckNumber})`),
    uniqueIndex('trucks_vin_unique').on(sql`lower(${t.vinNumber})`),
    index('trucks_number_idx').on(t.truckNumber),
    index('trucks_model_idx').on(t.truckModel, t.truckNumber),
  ],
);

export const truckDrivers = pgTable(
  'truck_drivers',
  {
    truckId: integer('truck_id')
      .notNull()
      .references(() => trucks.id, { onDelete: 'cascade' }),
    // A driver drives one truck at a time: assigning elsewhere moves them.
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.truckId, t.driverId] }), uniqueIndex('truck_drivers_driver_unique').on(t.driverId)],
);

export const trailers = pgTable(
  'trailers',
  {
    id: serial('id').primaryKey(),
    tailerName: text('tailer_name').notNull(),
    trailerNumber: text('trailer_number').notNull(),
    truckId: integer('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    version: rowVersion(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trailers_number_unique').on(sql`lower(${t.trailerNumber})`), index('trailers_truck_idx').on(t.truckId)],
);

export const checkIns = pgTable(
  'check_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkInTime: timestamp('check_in_time', { withTimezone: true }).notNull(),
    checkOutTime: timestamp('check_out_time', { withTimezone: true }),
  },
  (t) => [
    check('check_ins_order_check', sql`${t.checkOutTime} is null or ${t.checkOutTime} >= ${t.checkInTime}`),
    index('check_ins_user_time_idx').on(t.userId, t.checkInTime),
    index('check_ins_time_idx').on(t.checkInTime),
    // Closed shifts that started before a period and reach into it (hours' periodMinutes).
    index('check_ins_out_time_idx').on(t.checkOutTime, t.checkInTime),
    // At most one open shift per person.
    uniqueIndex('check_ins_open_unique')
      .on(t.userId)
      .where(sql`${t.checkOutTime} is null`),
  ],
);

/**
 * The company time zones worked_time is kept for (the server registers config.timezone at start,
 * migration 0009's haulboard_hours_zone): a day, week or month is a local one.
 */
export const hoursZones = pgTable('hours_zones', {
  zone: text('zone').primaryKey(),
});

/**
 * Closed shifts' worked time per person and local day, week (from Monday) and month of each zone,
 * in microseconds, kept by triggers on check_ins (migration 0009): ranking drivers by hours reads
 * one row per driver plus the open shifts instead of every check-in of the period. No foreign key
 * to users: a person's rows only matter through a join from users, and the deltas of a cascaded
 * delete must never fail.
 */
export const workedTime = pgTable(
  'worked_time',
  {
    zone: text('zone')
      .notNull()
      .references(() => hoursZones.zone, { onDelete: 'cascade' }),
    /** 'day' | 'week' | 'month': date_trunc's unit. */
    period: text('period').notNull(),
    /** The local date the day, week or month starts on. */
    starts: date('starts').notNull(),
    userId: integer('user_id').notNull(),
    workedUs: bigint('worked_us', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.zone, t.period, t.starts, t.userId] }), check('worked_time_period_check', sql`${t.period} in ('day', 'week', 'month')`)],
);

export const mediaFiles = pgTable(
  'media_files',
  {
    key: text('key').primaryKey(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Each user's storage quota sums their files.
  (t) => [index('media_files_owner_idx').on(t.ownerId)],
);

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The conversation, order-free, so one index serves both directions.
    userLow: integer('user_low').notNull(),
    userHigh: integer('user_high').notNull(),
    message: text('message').notNull().default(''),
    documentKey: text('document_key').references(() => mediaFiles.key),
    documentName: text('document_name'),
    voiceNoteKey: text('voice_note_key').references(() => mediaFiles.key),
    voiceNoteName: text('voice_note_name'),
    cameraMediaKey: text('camera_media_key').references(() => mediaFiles.key),
    cameraMediaName: text('camera_media_name'),
    clientId: text('client_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_pair_check', sql`${t.userLow} < ${t.userHigh}`),
    index('messages_pair_idx').on(t.userLow, t.userHigh, t.id),
    index('messages_unread_idx')
      .on(t.receiverId, t.senderId)
      .where(sql`${t.readAt} is null`),
    // A retried send with the same client id is the same message.
    uniqueIndex('messages_client_id_unique').on(t.senderId, t.clientId),
  ],
);

/**
 * One row per pair of users that have talked, pointing at their newest message. Kept by
 * triggers on messages (migration 0004), so the contact list reads 1 row per contact instead
 * of probing the messages of every pair.
 */
export const conversations = pgTable(
  'conversations',
  {
    userLow: integer('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: integer('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.userLow, t.userHigh] }), index('conversations_high_idx').on(t.userHigh)],
);

/**
 * Exact load counts per status and payment, kept by statement-level triggers on loads
 * (migration 0004): the dashboard's and the loads tabs' totals cost a 6-row read, not a scan
 * of every load.
 */
export const loadCounters = pgTable(
  'load_counters',
  {
    status: text('status').notNull(),
    payment: text('payment').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.payment] })],
);

/**
 * One version per table whose answers are cached (lib/versioned-cache.ts), bumped once by every
 * transaction that writes the table, at its commit (migration 0013). A cached answer is keyed by
 * the version it was read at, so a write anywhere, by any API process, retires it.
 */
export const dataVersions = pgTable('data_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * Each driver's total and delivered loads, kept by triggers on assignments and loads
 * (migration 0007): the drivers' list reads two numbers instead of counting assignments.
 */
export const driverLoadCounts = pgTable('driver_load_counts', {
  driverId: integer('driver_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  completed: integer('completed').notNull().default(0),
});

/**
 * The loads' figures per pickup day, status and broker ('' for none), kept by triggers on loads
 * (migrations 0010, 0011): the analytics screen adds up a month from a few hundred of these rows
 * instead of thousands of loads. Money sums are whole cents (bigint sums cost half of numeric
 * ones); an empty fee counts as 0, as the revenue formula does.
 */
const centsOf = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
export const loadDayFigures = pgTable(
  'load_day_figures',
  {
    pickupDate: date('pickup_date').notNull(),
    status: text('status').notNull(),
    broker: text('broker').notNull(),
    loads: integer('loads').notNull().default(0),
    priceCents: centsOf('price_cents'),
    fuelPriceCents: centsOf('fuel_price_cents'),
    tollPriceCents: centsOf('toll_price_cents'),
    parkingFeeCents: centsOf('parking_fee_cents'),
    insuranceFeeCents: centsOf('insurance_fee_cents'),
    driverFeeCents: centsOf('driver_fee_cents'),
  },
  (t) => [primaryKey({ columns: [t.pickupDate, t.status, t.broker] })],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const resetCodes = pgTable(
  'reset_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // Null when the address has no account: the row is written all the same, so the answer
    // does the same work (and takes the same time) either way.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // HMAC of the lowercased address asked for: a code is only ever checked against the
    // reset of the address (or the browser's reset session) it was sent for.
    emailHash: text('email_hash').notNull(),
    // HMAC of the reset-session token the browser carries in an HttpOnly cookie from request-reset/.
    sessionHash: text('session_hash').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reset_codes_email_idx').on(t.emailHash, t.createdAt),
    uniqueIndex('reset_codes_session_unique').on(t.sessionHash),
    index('reset_codes_user_idx').on(t.userId),
  ],
);

/**
 * The audit trail (issue 28): one row per recorded write of the admin area, written in the write's
 * own transaction (domain/audit-trail.ts). Append-only: migration 0018's triggers refuse UPDATE,
 * DELETE and TRUNCATE. No foreign keys: an event outlives its subject and its actor, and reads
 * alone (their names as they were then are copied in).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    actorIp: inet('actor_ip'),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    check('audit_events_kind_check', sql`${t.kind} like ${t.subjectType} || '.%'`),
    // Newest first, and a date range: the activity list; then one per filter the screens offer,
    // each ending in the list's order so a page is an index range (an index-only scan for the ids).
    index('audit_events_time_idx').on(t.occurredAt, t.id),
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId, t.occurredAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.occurredAt, t.id),
    index('audit_events_kind_idx').on(t.kind, t.occurredAt, t.id),
  ],
);

/**
 * Events per UTC day and kind, kept by a trigger on audit_events (migration 0018): a list's total
 * over a date range adds up at most one row per kind and day instead of counting the events; only
 * the partial days at the range's ends are counted from the events.
 */
export const auditEventDays = pgTable(
  'audit_event_days',
  {
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind] })],
);

/**
 * The same per actor (0: none), their id first: one person's total over a range reads their rows
 * alone. Apart from the above, so a total of everyone's reads no row per actor (a thousand drivers
 * each delivering daily would be a thousand rows a day).
 */
export const auditEventActorDays = pgTable(
  'audit_event_actor_days',
  {
    actorId: integer('actor_id').notNull(),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.actorId, t.day, t.kind] })],
);

/** Events of all time per kind and actor (0: none), kept by the same trigger: the total without a date filter. */
export const auditEventTotals = pgTable(
  'audit_event_totals',
  {
    kind: text('kind').notNull(),
    actorId: integer('actor_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.actorId] })],
);

/**
 * A driver's settlement (issue 30): what the company owes a driver for the loads they delivered in
 * a period of company days (HAULBOARD_TIMEZONE), a draft until marked settled once paid. Money in
 * whole cents (bigint), never a float: the total is the sum of its loads' snapshots.
 */
export const driverSettlements = pgTable(
  'driver_settlements',
  {
    id: serial('id').primaryKey(),
    driverId: integer('driver_id')
      .notNull()
      .references(() => users.id),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('draft'),
    // The day the driver was paid (the company's), and when and by whom it was marked.
    paidOn: date('paid_on'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: integer('settled_by').references(() => users.id),
    note: text('note').notNull().default(''),
    version: rowVersion(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    check('driver_settlements_status_check', sql`${t.status} in ('draft', 'settled')`),
    check('driver_settlements_period_check', sql`${t.periodFrom} <= ${t.periodTo}`),
    check('driver_settlements_total_check', sql`${t.totalCents} >= 0`),
    check('driver_settlements_settled_check', sql`(${t.status} = 'settled') = (${t.settledAt} is not null and ${t.paidOn} is not null)`),
    // The lists' order (newest period first) for all, one driver and one status: a page is an index range.
    index('driver_settlements_order_idx').on(t.periodTo, t.id),
    index('driver_settlements_driver_idx').on(t.driverId, t.periodTo, t.id),
    index('driver_settlements_status_idx').on(t.status, t.periodTo, t.id),
  ],
);

/**
 * The loads a settlement holds, each with the driver fee it had then (cents). `load_id` is the key:
 * a load is in one settlement at most, so of two concurrent creates over it one fails. No cascade
 * from loads: a load in a settlement is history, and its delete is refused before it gets here.
 */
export const driverSettlementLoads = pgTable(
  'driver_settlement_loads',
  {
    loadId: integer('load_id')
      .primaryKey()
      .references(() => loads.id),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => driverSettlements.id, { onDelete: 'cascade' }),
    driverFeeCents: bigint('driver_fee_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('driver_settlement_loads_settlement_idx').on(t.settlementId, t.loadId),
    check('driver_settlement_loads_fee_check', sql`${t.driverFeeCents} >= 0`),
  ],
);

/**
 * An invoice (issue 30): what a broker owes for delivered loads, one or several of one broker.
 * `number` has no gaps: it is taken from `invoice_counter` in the create's transaction (a row
 * lock, not a sequence, so a failed create gives its number back). Money in whole cents.
 * Never deleted: a mistaken one is voided with a reason.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: integer('number').notNull(),
    brokerId: integer('broker_id')
      .notNull()
      .references(() => brokers.id),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('open'),
    paidOn: date('paid_on'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    version: rowVersion(),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    check('invoices_status_check', sql`${t.status} in ('open', 'paid', 'void')`),
    check('invoices_dates_check', sql`${t.issueDate} <= ${t.dueDate}`),
    check('invoices_total_check', sql`${t.totalCents} >= 0`),
    check('invoices_paid_check', sql`(${t.status} = 'paid') = (${t.paidOn} is not null)`),
    check('invoices_void_check', sql`(${t.status} = 'void') = (${t.voidedAt} is not null and ${t.voidReason} is not null)`),
    // The list's order (newest number first) for all, one status, one broker; receivables read open ones by broker.
    index('invoices_status_idx').on(t.status, t.number),
    index('invoices_broker_idx').on(t.brokerId, t.number),
    index('invoices_issue_date_idx').on(t.issueDate, t.number),
  ],
);

/**
 * The loads an invoice bills, each with the price it had then (cents). `void` copies the invoice's
 * voiding so the database itself keeps a load on one invoice that is not void at most (the partial
 * unique index); a voided invoice's loads are free to be invoiced again.
 */
export const invoiceLoads = pgTable(
  'invoice_loads',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    loadId: integer('load_id')
      .notNull()
      .references(() => loads.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    void: boolean('void').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.loadId] }),
    uniqueIndex('invoice_loads_live_load_unique')
      .on(t.loadId)
      .where(sql`not ${t.void}`),
    index('invoice_loads_load_idx').on(t.loadId),
    check('invoice_loads_amount_check', sql`${t.amountCents} >= 0`),
  ],
);

/** The last invoice number given: one row, taken FOR UPDATE by each create, so numbers have no gaps. */
export const invoiceCounter = pgTable(
  'invoice_counter',
  {
    id: integer('id').primaryKey().default(1),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [check('invoice_counter_one_row', sql`${t.id} = 1`)],
);

export const schema = {
  driverLoadCounts,
  deletedLoads,
  users,
  loads,
  assignments,
  loadDocuments,
  trucks,
  truckDrivers,
  trailers,
  checkIns,
  hoursZones,
  workedTime,
  mediaFiles,
  messages,
  conversations,
  loadCounters,
  loadDayFigures,
  dataVersions,
  refreshTokens,
  resetCodes,
  auditEvents,
  auditEventDays,
  auditEventActorDays,
  auditEventTotals,
  driverSettlements,
  driverSettlementLoads,
  invoices,
  invoiceLoads,
  invoiceCounter,
};
