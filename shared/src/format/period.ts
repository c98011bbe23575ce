import { addDays, isValid } from 'date-fns';
import { formatPattern } from './pattern';
import { parseIsoDay } from './day';

/** A period of days a screen shows figures for; the same words as the contracts' ReportPeriod and HoursPeriod. */
export type PeriodKind = 'daily' | 'weekly' | 'monthly';

/** 'YYYY-MM-DD' read as that calendar day in the local zone (an ISO parse would take UTC midnight). */
const day = parseIsoDay;

/**
 * What a period selector says it shows, from the period's first day: 'Mon, Nov 23, 2026' (a day),
 * 'Mon, Nov 16 – Sun, Nov 22, 2026' (a Monday-to-Sunday week; both years when it spans two) or
 * 'November 2026'. Weekly and monthly take their first day (a Monday, the 1st) as given.
 */
export function formatPeriodLabel(start: string, period: PeriodKind): string {
  const from = day(start);
  if (!isValid(from)) return '';
  if (period === 'monthly') return formatPattern(from, 'MMMM yyyy');
  if (period === 'daily') return formatPattern(from, 'EEE, MMM d, yyyy');
  const to = addDays(from, 6);
  const sameYear = from.getFullYear() === to.getFullYear();
  return `${formatPattern(from, sameYear ? 'EEE, MMM d' : 'EEE, MMM d, yyyy')} – ${formatPattern(to, 'EEE, MMM d, yyyy')}`;
}
