import { z } from 'zod';

export const LoadOverviewItemSchema = z.object({
  id: z.number().int(),
  load_number: z.string(),
  status: z.string(),
  pickup_date: z.string().nullable(),
  created_at: z.string(),
  driver_name: z.string().nullable(),
  // Spelt so in the contract.
  Truck_number: z.string(),
});
export const LoadsOverviewResponseSchema = z.object({
  months: z.array(z.object({ month: z.string(), items: z.array(LoadOverviewItemSchema) })),
});
export const LoadsOverviewQuerySchema = z.object({
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});

export const StatsSchema = z.object({
  total_loads: z.number().int(),
  unassigned_or_pending: z.number().int(),
  active_assigned: z.number().int(),
});
export const ActiveUsersSchema = z.object({
  total_drivers: z.number().int(),
  checked_in_drivers: z.number().int(),
  total_dispatchers: z.number().int(),
  checked_in_dispatchers: z.number().int(),
});
export const TopDriverSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), hours: z.number() });
export const TopDispatcherSchema = z.object({
  id: z.number().int(),
  // Spelt so in the contract.
  first_naem: z.string(),
  last_name: z.string(),
  hours: z.number(),
});

export const HoursEntrySchema = z.object({
  id: z.number().int(),
  check_in_time: z.string(),
  check_out_time: z.string().nullable(),
});
export const DriverHoursRecordSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number_driver: z.string().nullable(),
  driver_email: z.string(),
  entries: z.array(HoursEntrySchema),
  /** Minutes, as the spec says. */
  total_hours_worked: z.number().int(),
});
export const HoursPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);
export const DriverHoursQuerySchema = z.object({
  period: HoursPeriodSchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(200).optional(),
});

export const UpcomingLoadSchema = z.object({
  id: z.number().int(),
  loadname: z.string(),
  load_number: z.string(),
  pickup_date: z.string(),
  pickup_time: z.string(),
  status: z.string(),
});
