import { z } from 'zod';
import { DateStringSchema } from './common';
import { LoadStatusSchema } from './loads';
import { REPORT_PERIODS } from './report-periods';
import type { RevenueSummary } from './revenue';

export * from './report-periods';

/**
 * Analytics & Reports (spec part 2): the period a screen or a report covers, and the figures the
 * server adds up for it (the period arithmetic is in report-periods.ts).
 */
export const ReportPeriodSchema = z.enum(REPORT_PERIODS);

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
