import { z } from 'zod';
import { DateStringSchema } from './common';
import { LoadStatusSchema } from './loads';
import type { RevenueSummary } from './revenue';

/**
 * Analytics & Reports (spec part 2): the period a screen or a report covers, and the figures the
 * server adds up for it. Dates are calendar days, `YYYY-MM-DD`, in the company's time zone; the
 * arithmetic below is on calendar days alone (UTC dates), so no clock change moves a boundary.
 */
export const ReportPeriodSchema = z.enum(['daily', 'weekly', 'monthly']);
export type ReportPeriod = z.infer<typeof ReportPeriodSchema>;
export const ReportPeriod = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

/** Rows a page of the analytics table holds (spec part 2 section 9). */
export const ANALYTICS_PAGE_SIZE = 7;
/** Brokers the top-brokers chart ranks by revenue. */
export const TOP_BROKER_COUNT = 5;

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days * DAY_MS);
}

/** `date`'s first day of the month plus `months` months. */
function addMonths(date: string, months: number): string {
  const d = new Date(toDay(date));
  return fromDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
}

/** The first day of the period that holds `date`: the day itself, its week's Monday, or the 1st of its month. */
export function periodStart(date: string, period: ReportPeriod): string {
  if (period === 'weekly') {
    const weekday = new Date(toDay(date)).getUTCDay(); // 0 is Sunday: weeks run Monday to Sunday
    return addDays(date, -((weekday + 6) % 7));
  }
  if (period === 'monthly') return addMonths(date, 0);
  return date;
}

/** The first and last day (both included) of the period that holds `date`. */
export function periodRange(date: string, period: ReportPeriod): { from: string; to: string } {
  const from = periodStart(date, period);
  if (period === 'weekly') return { from, to: addDays(from, 6) };
  if (period === 'monthly') return { from, to: addDays(addMonths(from, 1), -1) };
  return { from, to: from };
}

/** The start of the period `steps` periods after the one holding `date`: 1 day, 7 days or a month per step. */
export function shiftPeriod(date: string, period: ReportPeriod, steps: number): string {
  const start = periodStart(date, period);
  if (period === 'monthly') return addMonths(start, steps);
  return addDays(start, steps * (period === 'weekly' ? 7 : 1));
}

/** Every day from `from` to `to`, both included. */
export function daysOf({ from, to }: { from: string; to: string }): string[] {
  const days: string[] = [];
  for (let ms = toDay(from); ms <= toDay(to); ms += DAY_MS) days.push(fromDay(ms));
  return days;
}

/**
 * POST generate-load-report/ and GET analytics/: `pickup_date` is the start of the chosen period
 * (the server takes the period that holds it, so any day of it gives the same answer); the tab's
 * status and the search narrow the loads as they narrow the screen's table.
 */
export const ReportRequestSchema = z.object({
  pickup_date: DateStringSchema,
  /** Defaults to one day. */
  period: ReportPeriodSchema.optional(),
  status: LoadStatusSchema.optional(),
  search: z.string().trim().max(200).optional(),
});
export type ReportRequest = z.infer<typeof ReportRequestSchema>;
export const AnalyticsQuerySchema = ReportRequestSchema;
export type AnalyticsQuery = ReportRequest;

const money = z.number();
/** Each money field's total over some loads, and the profit (the formula is in `revenue.ts`). */
export const RevenueSummarySchema = z.object({
  loads: z.number().int(),
  price: money,
  fuel_price: money,
  toll_price: money,
  parking_fee: money,
  insurance_fee: money,
  driver_fee: money,
  profit: money,
}) satisfies z.ZodType<RevenueSummary>;

/** One day of the period: every day is listed, days without loads with zeros. */
export const DayFiguresSchema = z.object({
  date: z.string(),
  loads: z.number().int(),
  /** The loads' prices added up. */
  revenue: money,
  /** Fuel, toll, parking, insurance and driver fees added up. */
  costs: money,
  /** revenue minus costs. */
  profit: money,
});
export type DayFigures = z.infer<typeof DayFiguresSchema>;

export const StatusCountSchema = z.object({ status: LoadStatusSchema, loads: z.number().int() });
export type StatusCount = z.infer<typeof StatusCountSchema>;

export const BrokerFiguresSchema = z.object({ broker: z.string(), loads: z.number().int(), revenue: money, profit: money });
export type BrokerFigures = z.infer<typeof BrokerFiguresSchema>;

/**
 * GET analytics/: the figures of the period's loads that match the search. `summary`, `days` and
 * `brokers` follow the status tab too; `statuses` always counts all three statuses (it is what the
 * tabs choose between). Brokers are ranked by revenue, at most TOP_BROKER_COUNT, loads without a
 * broker left out.
 */
export const AnalyticsSchema = z.object({
  period: ReportPeriodSchema,
  from: z.string(),
  to: z.string(),
  summary: RevenueSummarySchema,
  days: z.array(DayFiguresSchema),
  statuses: z.array(StatusCountSchema),
  brokers: z.array(BrokerFiguresSchema),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

/** The file the Download Report button saves (spec part 2 section 7). */
export const reportFileName = (pickupDate: string) => `load-report-${pickupDate}.pdf`;

export const REPORT_MESSAGES = {
  downloadFailed: 'Failed to download PDF report. Please try again.',
} as const;
