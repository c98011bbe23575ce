import { z } from 'zod';
import { DateStringSchema, DecimalInputSchema, IdSchema, TimeStringSchema } from './common';

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
  created_at: z.string(),
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

const loadFields = {
  loadname: text('Load name'),
  loadNumber: optionalText(60),
  pickup_location: text('Pickup location', 300),
  delivery_location: text('Delivery location', 300),
  pickup_date: DateStringSchema,
  pickup_time: TimeStringSchema,
  delivery_date: DateStringSchema,
  delivery_time: TimeStringSchema,
  weight_lbs: DecimalInputSchema.refine((v) => v !== null, 'Weight is required'),
  broker: optionalText(),
  price: DecimalInputSchema.optional(),
  driver_fee: DecimalInputSchema.optional(),
  fuel_price: DecimalInputSchema.optional(),
  toll_price: DecimalInputSchema.optional(),
  insurance_fee: DecimalInputSchema.optional(),
  parking_fee: DecimalInputSchema.optional(),
};

const deliveryNotBeforePickup = (v: { pickup_date?: string; delivery_date?: string }) =>
  !v.pickup_date || !v.delivery_date || v.delivery_date >= v.pickup_date;
const DELIVERY_ORDER = { message: 'Delivery date cannot be before the pickup date', path: ['delivery_date'] };

export const CreateLoadSchema = z
  .object({ ...loadFields, payment: PaymentSchema.optional() })
  .refine(deliveryNotBeforePickup, DELIVERY_ORDER);
export type CreateLoadInput = z.input<typeof CreateLoadSchema>;

/** PUT loads/{id}/: the load and fee fields, payment and id; fields left out keep their value. */
export const UpdateLoadSchema = z
  .object({ ...loadFields, payment: PaymentSchema, id: IdSchema })
  .partial()
  .refine(deliveryNotBeforePickup, DELIVERY_ORDER);
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
  ordering: z
    .enum(['id', '-id', 'pickup_date', '-pickup_date', 'loadname', '-loadname', 'price', '-price', 'created_at', '-created_at'])
    .optional(),
});
export type ListLoadsQuery = z.infer<typeof ListLoadsQuerySchema>;

export const LoadsEnvelopeSchema = z.object({ loads: z.array(LoadSchema) });

const feeInputs = {
  price: DecimalInputSchema.optional(),
  driver_fee: DecimalInputSchema.optional(),
  fuel_price: DecimalInputSchema.optional(),
  toll_price: DecimalInputSchema.optional(),
  insurance_fee: DecimalInputSchema.optional(),
  parking_fee: DecimalInputSchema.optional(),
};
export const CreateAssignmentSchema = z.object({ load: IdSchema, driver: IdSchema, ...feeInputs });
/** `load` arrives as text from the spec's client. */
export const UpdateAssignmentSchema = z.object({ load: IdSchema.optional(), driver: IdSchema });
export const AssignmentSchema = z.object({
  id: z.number().int(),
  load: z.number().int(),
  driver: z.number().int(),
  status: LoadStatusSchema,
});

export const LoadDocumentResponseSchema = z.object({ document: z.string() });

export const ReportRequestSchema = z.object({
  pickup_date: DateStringSchema,
  /** Defaults to one day; the analytics weekly view sends `weekly`. */
  period: z.enum(['daily', 'weekly']).optional(),
  status: LoadStatusSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
