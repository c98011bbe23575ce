import { z } from 'zod';
import { LOAD_DOCUMENT_KINDS } from './load-documents';
import { DateStringSchema, IdSchema, PageQuerySchema, RecordVersionSchema, TimeStringSchema, editVersion, pageOf } from './common';

export const LoadStatusSchema = z.enum(['unassigned', 'assigned', 'delivered']);
export type LoadStatus = z.infer<typeof LoadStatusSchema>;
export const LoadStatus = { unassigned: 'unassigned', assigned: 'assigned', delivered: 'delivered' } as const;
export const PaymentSchema = z.enum(['Paid', 'Unpaid']);
export type Payment = z.infer<typeof PaymentSchema>;

export const FEE_FIELDS = ['driver_fee', 'price', 'fuel_price', 'toll_price', 'insurance_fee', 'parking_fee'] as const;

export const AssignedDriverSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  vehicle_plate_no: z.string().nullable(),
});
export const LoadAssignmentSchema = z.object({ id: z.number().int(), load: z.number().int(), driver: z.number().int() });

export const LoadSchema = z.object({
  id: z.number().int(),
  loadname: z.string(),
  /**
   * An outside reference (a broker's or shipper's number), shown labelled 'Reference'. Not the
   * load's number: that is `id`, on every screen, export, PDF and message (issue 27).
   */
  loadNumber: z.string().nullable(),
  pickup_location: z.string(),
  delivery_location: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  delivery_date: z.string(),
  delivery_time: z.string(),
  weight_lbs: z.number(),
  /** The analytics view reads `weight`. */
  weight: z.number(),
  broker: z.string().nullable(),
  /** The broker record (issue 30); `broker` is its name. */
  broker_id: z.number().int().nullable(),
  /** The analytics view reads `broker_name`. */
  broker_name: z.string().nullable(),
  price: z.number().nullable(),
  driver_fee: z.number().nullable(),
  fuel_price: z.number().nullable(),
  toll_price: z.number().nullable(),
  insurance_fee: z.number().nullable(),
  parking_fee: z.number().nullable(),
  payment: PaymentSchema,
  status: LoadStatusSchema,
  /** A signed media path, or null. */
  document: z.string().nullable(),
  assigned_driver: AssignedDriverSchema.nullable(),
  driver_name: z.string().nullable(),
  assignments: z.array(LoadAssignmentSchema),
  /** ISO time the load was marked delivered, or null. */
  delivered_at: z.string().nullable(),
  created_at: z.string(),
  /** What an edit, an assignment or a delivery sends back as `version` (issue 29). */
  version: RecordVersionSchema,
});
export type Load = z.infer<typeof LoadSchema>;

const text = (label: string, max = 200) => z.string().trim().min(1, `${label} is required`).max(max);
const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A decimal the forms send as a number, numeric text, or empty (null). Like common's
 * DecimalInputSchema, but every message names the field. The bound keeps the value inside the
 * column after PostgreSQL rounds it (to cents, or tenths of a pound).
 */
const decimalInput = (field: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$|^$/)
          .transform((v) => (v === '' ? null : Number(v))),
        z.null(),
      ],
      {
        error: `${field} must be a number`,
      },
    )
    .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v <= 9_999_999_999), `${field} must be a number from 0 to 9,999,999,999`);
const money = (field: string) => decimalInput(field).optional();

const loadFields = {
  loadname: text('Load name'),
  loadNumber: optionalText(60),
  pickup_location: text('Pickup location', 300),
  delivery_location: text('Delivery location', 300),
  pickup_date: DateStringSchema,
  pickup_time: TimeStringSchema,
  delivery_date: DateStringSchema,
  delivery_time: TimeStringSchema,
  weight_lbs: z.preprocess((v) => (v === undefined ? null : v), decimalInput('weight_lbs')).refine((v) => v !== null, 'Weight is required'),
  broker: optionalText(),
  /** A broker record (issue 30); with it `broker` is ignored, without it `broker` is matched by name or becomes a new broker. */
  broker_id: IdSchema.nullish(),
  price: money('price'),
  driver_fee: money('driver_fee'),
  fuel_price: money('fuel_price'),
  toll_price: money('toll_price'),
  insurance_fee: money('insurance_fee'),
  parking_fee: money('parking_fee'),
};

/** 'HH:MM[:SS[.fff]]' -> 'HH:MM:SS', so '09:00' and '09:00:00' compare equal. */
const normalizeTime = (t: string) => (t.length === 5 ? `${t}:00` : t.slice(0, 8));

type Schedule = { pickup_date?: string | null; pickup_time?: string | null; delivery_date?: string | null; delivery_time?: string | null };

/**
 * Why a delivery would come before its pickup, or null when the order is fine.
 * Exported because an update checks the merged (stored + sent) values, not just what was sent.
 */
export function findScheduleProblem(v: Schedule): { field: 'delivery_date' | 'delivery_time'; message: string } | null {
  if (!v.pickup_date || !v.delivery_date) return null;
  if (v.delivery_date < v.pickup_date) return { field: 'delivery_date', message: 'Delivery date cannot be before the pickup date' };
  if (v.delivery_date === v.pickup_date && v.pickup_time && v.delivery_time && normalizeTime(v.delivery_time) < normalizeTime(v.pickup_time)) {
    return { field: 'delivery_time', message: 'Delivery time cannot be before the pickup time on the same day' };
  }
  return null;
}

const checkSchedule = (v: Schedule, ctx: z.RefinementCtx) => {
  const problem = findScheduleProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
};

export const CreateLoadSchema = z.object({ ...loadFields, payment: PaymentSchema.optional() }).superRefine(checkSchedule);
export type CreateLoadInput = z.input<typeof CreateLoadSchema>;

/** PUT loads/{id}/: the load and fee fields, payment and id; fields left out keep their value. */
export const UpdateLoadSchema = z
  .object({ ...loadFields, payment: PaymentSchema, id: IdSchema, ...editVersion })
  .partial()
  .superRefine(checkSchedule);
export type UpdateLoadInput = z.input<typeof UpdateLoadSchema>;

export const ListLoadsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(200).optional(),
  status: LoadStatusSchema.optional(),
  payment: PaymentSchema.optional(),
  /** The Loads screen's date filter; `this_week` is today through 7 days ahead, `upcoming` is later. */
  date: z.enum(['today', 'tomorrow', 'this_week', 'upcoming', 'past']).optional(),
  pickup_from: DateStringSchema.optional(),
  pickup_to: DateStringSchema.optional(),
  ordering: z.enum(['id', '-id', 'pickup_date', '-pickup_date', 'loadname', '-loadname', 'price', '-price', 'created_at', '-created_at']).optional(),
});
export type ListLoadsQuery = z.infer<typeof ListLoadsQuerySchema>;

export const LoadsEnvelopeSchema = z.object({ loads: z.array(LoadSchema) });
/** assigned-loads/ and unassigned-loads/ a page at a time (newest first); without these, every such load. */
export const LoadSetQuerySchema = PageQuerySchema.pick({ page: true, page_size: true });
/** Ids of loads a list's bulk action applies to (at most one page of 200). */
export const LoadIdsSchema = z.object({ ids: z.array(IdSchema).min(1, 'Select at least one load').max(200) });
export type LoadIds = z.infer<typeof LoadIdsSchema>;
/** POST loads/bulk-payment/: Mark Paid or Mark Unpaid on the selected loads. */
export const BulkPaymentSchema = LoadIdsSchema.extend({ payment: PaymentSchema });
export type BulkPaymentInput = z.infer<typeof BulkPaymentSchema>;
/** The loads a bulk call changed, deleted or restored (ids that no longer exist are left out). */
export const LoadIdsResultSchema = z.object({ ids: z.array(z.number().int()) });
export type LoadIdsResult = z.infer<typeof LoadIdsResultSchema>;
/** A deleted load can be restored for this long (the list's Undo offers it for the toast's 5 s). */
export const LOAD_RESTORE_SECONDS = 60;

/** A page of assigned-loads/ or unassigned-loads/: the spec's `loads` key plus the total. */
export const LoadsEnvelopePageSchema = LoadsEnvelopeSchema.extend({ count: z.number().int() });
/** list-loads/ with paging, search, filter or sort parameters. */
export const LoadsPageSchema = pageOf(LoadSchema);

const feeInputs = {
  price: money('price'),
  driver_fee: money('driver_fee'),
  fuel_price: money('fuel_price'),
  toll_price: money('toll_price'),
  insurance_fee: money('insurance_fee'),
  parking_fee: money('parking_fee'),
};

/**
 * A chosen record's id: a number or digits as text (the spec's client sends `load` as text).
 * Missing, empty or null reads as "nothing chosen" and answers `missing`; stricter than
 * IdSchema's coercion, which would turn `true` or `[1]` into 1.
 */
const idValue = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/)
          .transform(Number),
      ],
      { error: `${label} must be a whole number` },
    )
    .pipe(z.number().int(`${label} must be a whole number`).positive(`${label} must be a positive id`).max(2_147_483_647, `${label} is out of range`));
const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const chosenId = (label: string, missing: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .any()
      .refine((v) => v !== undefined, missing)
      .pipe(idValue(label)),
  );
const optionalChosenId = (label: string) => z.preprocess(emptyToUndefined, idValue(label).optional());

/** Fee fields sent with an assignment overwrite the load's; empty or null ones leave them as they are. */
export const CreateAssignmentSchema = z.object({
  load: chosenId('load', 'Load ID not found'),
  driver: chosenId('driver', 'Please select a driver'),
  ...feeInputs,
  /** The load's version the assigning screen showed. */
  ...editVersion,
});
export type CreateAssignmentInput = z.input<typeof CreateAssignmentSchema>;
/** `load` arrives as text from the spec's client; when given it must be the assignment's load. */
export const UpdateAssignmentSchema = z.object({ load: optionalChosenId('load'), driver: chosenId('driver', 'Please select a driver'), ...editVersion });
export type UpdateAssignmentInput = z.input<typeof UpdateAssignmentSchema>;
export const AssignmentSchema = z.object({
  id: z.number().int(),
  load: z.number().int(),
  driver: z.number().int(),
  status: LoadStatusSchema,
});

export const LoadDocumentResponseSchema = z.object({ document: z.string() });

export { DELIVERY_FUTURE_SLACK_MINUTES, LOAD_DOCUMENT_KIND_LABELS, LOAD_DOCUMENT_KINDS, LoadDocumentKind } from './load-documents';
export const LoadDocumentKindSchema = z.enum(LOAD_DOCUMENT_KINDS, { error: 'Choose what kind of document this is' });
/** One of a load's documents; the load's `document` is the first of them (lowest id). */
export const LoadDocumentSchema = z.object({
  id: z.number().int(),
  load: z.number().int(),
  kind: LoadDocumentKindSchema,
  /** The name the file had on the uploader's computer. */
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** A signed media path. */
  url: z.string(),
  uploaded_at: z.string(),
  /** Who uploaded it (their name), null when unknown. */
  uploaded_by: z.string().nullable(),
});
export type LoadDocument = z.infer<typeof LoadDocumentSchema>;
/** GET loads/{id}/documents/: oldest first, so the first is the spec's `document`. */
export const LoadDocumentsSchema = z.array(LoadDocumentSchema);
/** The text field of POST loads/{id}/documents/ beside its `document` file. */
export const AddLoadDocumentFieldsSchema = z.object({ kind: LoadDocumentKindSchema });

/**
 * POST loads/{id}/delivery/: when the load was delivered, an ISO 8601 date and time with its
 * offset. Not before the pickup day, not in the future (beyond DELIVERY_FUTURE_SLACK_MINUTES):
 * the server checks both, against its clock and the company's calendar.
 */
export const MarkDeliveredSchema = z.object({
  delivered_at: z.iso.datetime({ offset: true, error: 'delivered_at must be a date and time (ISO 8601)' }),
  ...editVersion,
});
export type MarkDeliveredInput = z.input<typeof MarkDeliveredSchema>;
