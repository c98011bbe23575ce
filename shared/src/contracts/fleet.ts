import { z } from 'zod';
import { editVersion, pageOf, RecordVersionSchema } from './common';

/** The spec's texts for the trucks and trailers screen. */
export const FLEET_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  selectTruckAndDrivers: 'Please select a truck and at least one driver',
  truckNotFound: 'Truck not found.',
  trailerNotFound: 'Trailer not found.',
  duplicateTruckNumber: 'A truck with this number already exists.',
  duplicateVin: 'A truck with this VIN already exists.',
  duplicateTrailerNumber: 'A trailer with this number already exists.',
} as const;

const MAX_ID = 2_147_483_647;

/**
 * A dated obligation of a truck (registration, insurance, next service) on a given day: 'expired'
 * once the day is past the date (the date itself is the last good day), 'due' within
 * EXPIRY_WARNING_DAYS of it, 'ok' after that. The server computes these (one place) and every
 * screen shows what it says.
 */
export const EXPIRY_WARNING_DAYS = 30;
export const EXPIRY_STATES = ['expired', 'due', 'ok'] as const;
export const ExpiryStateSchema = z.enum(EXPIRY_STATES);
export type ExpiryState = z.infer<typeof ExpiryStateSchema>;
/** One date and its state; both null when the truck has no such date (shown N/A, never a problem). */
export const ExpiryItemSchema = z.object({ date: z.string().nullable(), state: ExpiryStateSchema.nullable() });
export type ExpiryItem = z.infer<typeof ExpiryItemSchema>;
export const EXPIRY_ITEMS = ['registration', 'insurance', 'next_service'] as const;
export type ExpiryItemName = (typeof EXPIRY_ITEMS)[number];
export const TruckExpirySchema = z.object({
  /** The day the states are for: today in the company's time zone, or the day a caller asked (a load's pickup). */
  as_of: z.string(),
  /** The worst of the three: 'ok' when none is dated. */
  state: ExpiryStateSchema,
  registration: ExpiryItemSchema,
  insurance: ExpiryItemSchema,
  next_service: ExpiryItemSchema,
});
export type TruckExpiry = z.infer<typeof TruckExpirySchema>;

export const TruckDriverSchema = z.object({ id: z.number().int(), name: z.string() });

export const TruckSchema = z.object({
  id: z.number().int(),
  truck_number: z.string(),
  truck_model: z.string(),
  vin_number: z.string(),
  registration_expiration_date: z.string().nullable(),
  next_service_date: z.string().nullable(),
  insurance_expiration_date: z.string().nullable(),
  truck_notes: z.string().nullable(),
  /** Display names ("First Last") of the truck's drivers, in name order. */
  driver_names: z.array(z.string()),
  /** The same drivers with their ids, so the assign dialog can preselect them. */
  drivers: z.array(TruckDriverSchema),
  /** The three dates' states today (company time zone). */
  expiry: TruckExpirySchema,
  /** What an edit sends back as `version` (issue 29). */
  version: RecordVersionSchema,
});
export type Truck = z.infer<typeof TruckSchema>;
/**
 * trucks-list/ with page, page_size, search, ordering or expiry. `attention_count`: how many of the
 * trucks matching the search (whatever `expiry` filter) have a date expired or due.
 */
export const TruckPageSchema = pageOf(TruckSchema).extend({ attention_count: z.number().int() });
export type TruckPage = z.infer<typeof TruckPageSchema>;

/**
 * trucks-list/choices/: every truck as a choice (the trailer form's Assigned Truck), by number. Only
 * what a choice shows: a million loads' 1,000 trucks are 584 KiB as trucks-list/ draws them, with their
 * drivers and dates, and about 60 KiB as choices.
 */
export const TruckChoiceSchema = TruckSchema.pick({ id: true, truck_number: true, truck_model: true });
export type TruckChoiceRow = z.infer<typeof TruckChoiceSchema>;
export const TruckChoiceListSchema = z.array(TruckChoiceSchema);

const isMissing = (v: unknown) => v === undefined || v === null;
// PostgreSQL text cannot hold U+0000; refusing it here keeps it a 400 instead of a database error.
const NO_NUL = [(v: string) => !v.includes('\u0000'), 'Text may not contain a NUL character'] as const;

/** A required text field: missing, null or blank answers the spec's one message for the whole form. */
const required = (max: number) =>
  z
    .string({ error: (iss) => (isMissing(iss.input) ? FLEET_MESSAGES.requiredFields : undefined) })
    .trim()
    .min(1, FLEET_MESSAGES.requiredFields)
    .max(max)
    .refine(...NO_NUL);

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** A date input's value: 'YYYY-MM-DD', or ''/null/absent for none (answered as null). */
const optionalDate = (label: string) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: `${label} must be a date as YYYY-MM-DD` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
      .refine(isRealDate, `${label} must be a real calendar date`)
      .nullish()
      .transform((v) => v ?? null),
  );

export const TruckInputSchema = z.object({
  truck_number: required(40),
  truck_model: required(100),
  vin_number: required(40),
  registration_expiration_date: optionalDate('Registration expiration date'),
  next_service_date: optionalDate('Next service date'),
  insurance_expiration_date: optionalDate('Insurance expiration date'),
  truck_notes: z
    .string()
    .max(5000)
    .refine(...NO_NUL)
    .nullish()
    .transform((v) => (v && v.trim() ? v : null)),
});
export type TruckInput = z.input<typeof TruckInputSchema>;
/** update-truck/: the same fields and the version the edit started from (issue 29). */
export const UpdateTruckSchema = TruckInputSchema.extend(editVersion);
export type UpdateTruckInput = z.input<typeof UpdateTruckSchema>;

/** attention: any date expired or due; expired: any date expired. */
export const TRUCK_EXPIRY_FILTERS = ['attention', 'expired'] as const;
export type TruckExpiryFilter = (typeof TRUCK_EXPIRY_FILTERS)[number];
export const TRUCK_ORDERINGS = ['truck_number', '-truck_number', 'truck_model', '-truck_model'] as const;
export const TrucksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** Defaults to 10 when paging. */
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  /** Case-insensitive substring of the truck number, model, VIN or any driver's name. */
  search: z
    .string()
    .trim()
    .max(200)
    .refine(...NO_NUL)
    .optional(),
  /** Defaults to truck_number. */
  ordering: z.enum(TRUCK_ORDERINGS, { error: `ordering must be one of ${TRUCK_ORDERINGS.join(', ')}` }).optional(),
  /** Only the trucks that need attention (or whose dates have expired). */
  expiry: z.enum(TRUCK_EXPIRY_FILTERS, { error: `expiry must be one of ${TRUCK_EXPIRY_FILTERS.join(', ')}` }).optional(),
});
export type TrucksQuery = z.infer<typeof TrucksQuerySchema>;

export const TrailerSchema = z.object({
  id: z.number().int(),
  // Spelt so in the contract.
  tailer_name: z.string(),
  trailer_number: z.string(),
  /** Number of the assigned truck; empty when unassigned. */
  truck_number: z.string(),
  truck_id: z.number().int().nullable(),
  /** What an edit sends back as `version` (issue 29). */
  version: RecordVersionSchema,
});
export type Trailer = z.infer<typeof TrailerSchema>;
export const TrailerListSchema = z.array(TrailerSchema);

export const TrailerInputSchema = z.object({
  // Spelt so in the contract.
  tailer_name: required(100),
  trailer_number: required(40),
  /** The assigned truck's number; '' or null leaves the trailer unassigned. */
  truck_number: z
    .string()
    .trim()
    .max(40)
    .refine(...NO_NUL)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TrailerInput = z.input<typeof TrailerInputSchema>;
/** update-trailer/: the same fields and the version the edit started from (issue 29). */
export const UpdateTrailerSchema = TrailerInputSchema.extend(editVersion);
export type UpdateTrailerInput = z.input<typeof UpdateTrailerSchema>;

/** An id the user picks from a list: absent, null or '' means nothing was picked. */
const pickedId = (message: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message));
const optionalId = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message).nullable());

/** truck_id null unassigns the trailer. */
export const AssignTrailerSchema = z.object({
  trailer_id: pickedId('trailer_id must be a trailer id'),
  truck_id: optionalId('truck_id must be a truck id or null'),
});
export const AssignTruckSchema = z.object({
  truck_id: pickedId(FLEET_MESSAGES.selectTruckAndDrivers),
  driver_ids: z
    .array(z.coerce.number().int().positive().max(MAX_ID), { error: FLEET_MESSAGES.selectTruckAndDrivers })
    .min(1, FLEET_MESSAGES.selectTruckAndDrivers)
    .max(50),
  /** true: the truck's drivers become exactly driver_ids; false: they are added. */
  replace: z.boolean().default(false),
});
export type AssignTruck = z.input<typeof AssignTruckSchema>;
export type AssignTrailer = z.input<typeof AssignTrailerSchema>;
