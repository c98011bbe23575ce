/**
 * The arithmetic and constants of Analytics & Reports, without zod: the screen's first load reads
 * them (its URL, its arrows), and the contracts entry would bring zod's ~90 KiB with them. The
 * contracts entry re-exports all of it (reports.ts); apps import it from `@haulboard/shared/report-math`.
 * Dates are calendar days, `YYYY-MM-DD`, in the company's time zone; the arithmetic is on calendar
 * days alone (UTC dates), so no clock change moves a boundary.
 */
import { PAGE_SIZES } from './page-sizes';

export const REPORT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const ReportPeriod = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

/** Rows a page of the analytics table holds (spec part 2 section 9). */
export const ANALYTICS_PAGE_SIZE = PAGE_SIZES.analytics;
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

/** The file the Download Report button saves (spec part 2 section 7). */
export const reportFileName = (pickupDate: string) => `load-report-${pickupDate}.pdf`;

export const REPORT_MESSAGES = {
  downloadFailed: 'Failed to download PDF report. Please try again.',
} as const;
