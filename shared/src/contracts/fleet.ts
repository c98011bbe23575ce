import { z } from 'zod';
import { DateStringSchema, IdSchema } from './common';

export const TruckSchema = z.object({
  id: z.number().int(),
  truck_number: z.string(),
  truck_model: z.string(),
  vin_number: z.string(),
  registration_expiration_date: z.string().nullable(),
  next_service_date: z.string().nullable(),
  insurance_expiration_date: z.string().nullable(),
  truck_notes: z.string().nullable(),
  driver_names: z.array(z.string()),
  drivers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Truck = z.infer<typeof TruckSchema>;

const optionalDate = z
  .union([DateStringSchema, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? v : null));
const required = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max);

export const TruckInputSchema = z.object({
  truck_number: required('Truck number', 40),
  truck_model: required('Truck model', 100),
  vin_number: required('VIN number', 40),
  registration_expiration_date: optionalDate,
  next_service_date: optionalDate,
  insurance_expiration_date: optionalDate,
  truck_notes: z
    .string()
    .max(5000)
    .nullish()
    .transform((v) => (v && v.trim() ? v : null)),
});

export const TrucksQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(200).optional(),
  ordering: z.enum(['truck_number', '-truck_number', 'truck_model', '-truck_model']).optional(),
});

export const TrailerSchema = z.object({
  id: z.number().int(),
  // Spelt so in the contract.
  tailer_name: z.string(),
  trailer_number: z.string(),
  /** Number of the assigned truck; empty when unassigned. */
  truck_number: z.string(),
  truck_id: z.number().int().nullable(),
});
export type Trailer = z.infer<typeof TrailerSchema>;

export const TrailerInputSchema = z.object({
  tailer_name: required('Trailer name', 100),
  trailer_number: required('Trailer number', 40),
  truck_number: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const AssignTrailerSchema = z.object({ trailer_id: IdSchema, truck_id: IdSchema.nullable() });
export const AssignTruckSchema = z.object({
  truck_id: IdSchema,
  driver_ids: z.array(IdSchema).min(1, 'Please select a truck and at least one driver').max(50),
  replace: z.boolean().default(false),
});
