import { z } from 'zod';
import { DateStringSchema, pageOf } from './common';

export const LoadOverviewItemSchema = z.object({
  id: z.number().int(),
  /** The load's number: its id as text, as every screen shows it (issue 27; never the stored reference). */
  load_number: z.string(),
  status: z.string(),
  pickup_date: z.string().nullable(),
  created_at: z.string(),
  driver_name: z.string().nullable(),
  // Spelt so in the contract; 'NA' when the assigned driver is on no truck.
  Truck_number: z.string(),
});
export type LoadOverviewItem = z.infer<typeof LoadOverviewItemSchema>;
export const LoadsOverviewResponseSchema = z.object({
  /** Ascending by month ('YYYY-MM' of the pickup date); items by pickup date, then id. */
  months: z.array(z.object({ month: z.string(), items: z.array(LoadOverviewItemSchema) })),
});
export type LoadsOverviewResponse = z.infer<typeof LoadsOverviewResponseSchema>;
/** Optional pickup-date range (both ends included); without it every load is answered. */
export const LoadsOverviewQuerySchema = z
  .object({ from: DateStringSchema.optional(), to: DateStringSchema.optional() })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'from must not be after to', path: ['from'] });

export const StatsSchema = z.object({
  total_loads: z.number().int(),
  unassigned_or_pending: z.number().int(),
  active_assigned: z.number().int(),
});
export type Stats = z.infer<typeof StatsSchema>;
export const ActiveUsersSchema = z.object({
  total_drivers: z.number().int(),
  checked_in_drivers: z.number().int(),
  total_dispatchers: z.number().int(),
  checked_in_dispatchers: z.number().int(),
});
export type ActiveUsers = z.infer<typeof ActiveUsersSchema>;
/** `hours`: hours worked today, 2 decimals (10 hours fill the progress bar). */
export const TopDriverSchema = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), hours: z.number() });
export type TopDriver = z.infer<typeof TopDriverSchema>;
export const TopDispatcherSchema = z.object({
  id: z.number().int(),
  // Spelt so in the contract.
  first_naem: z.string(),
  last_name: z.string(),
  hours: z.number(),
});
export type TopDispatcher = z.infer<typeof TopDispatcherSchema>;

/** One shift; times are ISO 8601 (UTC). An open shift has no check-out time. */
export const HoursEntrySchema = z.object({
  id: z.number().int(),
  check_in_time: z.string(),
  check_out_time: z.string().nullable(),
});
export type HoursEntry = z.infer<typeof HoursEntrySchema>;
export const DriverHoursRecordSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number_driver: z.string().nullable(),
  driver_email: z.string(),
  /** The shifts overlapping the period, newest first. */
  entries: z.array(HoursEntrySchema),
  /** Minutes worked within the period, as the spec says. */
  total_hours_worked: z.number().int(),
});
export type DriverHoursRecord = z.infer<typeof DriverHoursRecordSchema>;
export const DriverHoursPageSchema = pageOf(DriverHoursRecordSchema);
export const HoursPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);
export type HoursPeriod = z.infer<typeof HoursPeriodSchema>;
export const DriverHoursQuerySchema = z.object({
  /** daily = today, weekly = this Monday-Sunday week, monthly = this calendar month. */
  period: HoursPeriodSchema.optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  search: z.string().trim().max(200).optional(),
});
/** driver-hours/export/: every driver matching the search, for payroll (CSV, not paged). */
export const DriverHoursExportQuerySchema = DriverHoursQuerySchema.pick({ period: true, search: true });

export const UpcomingLoadSchema = z.object({
  id: z.number().int(),
  loadname: z.string(),
  /** The id as text, as in the overview. */
  load_number: z.string(),
  pickup_date: z.string(),
  /** HH:MM */
  pickup_time: z.string(),
  status: z.string(),
});
export type UpcomingLoad = z.infer<typeof UpcomingLoadSchema>;
