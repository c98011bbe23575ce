import { endOfMonth, endOfWeek, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import type { HoursPeriod } from '@haulboard/shared/contracts';

export type PeriodRange = { start: Date; end: Date };

/**
 * The days a period covers, as the server counts them: daily = today, weekly = this Monday to
 * Sunday week, monthly = this calendar month. Read in the browser's time zone, which is the
 * company's for the office using it (the server counts in the company's).
 */
export function periodRange(period: HoursPeriod, now: Date = new Date()): PeriodRange {
  if (period === 'weekly') return { start: startOfWeek(now, { weekStartsOn: 1 }), end: endOfWeek(now, { weekStartsOn: 1 }) };
  if (period === 'monthly') return { start: startOfMonth(now), end: endOfMonth(now) };
  return { start: startOfDay(now), end: startOfDay(now) };
}

/** What the screen says the figures cover: 'Today, Mon, Nov 23, 2026', 'Mon, Nov 23 – Sun, Nov 29, 2026', 'November 2026 (Nov 1 – Nov 30)'. */
export function periodLabel(period: HoursPeriod, now: Date = new Date()): string {
  const { start, end } = periodRange(period, now);
  if (period === 'daily') return `Today, ${format(start, 'EEE, MMM d, yyyy')}`;
  if (period === 'monthly') return `${format(start, 'MMMM yyyy')} (${format(start, 'MMM d')} – ${format(end, 'MMM d')})`;
  const sameYear = start.getFullYear() === end.getFullYear();
  return `${format(start, sameYear ? 'EEE, MMM d' : 'EEE, MMM d, yyyy')} – ${format(end, 'EEE, MMM d, yyyy')}`;
}
