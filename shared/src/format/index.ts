// Dates, times, money and hours: one place (date-fns for the arithmetic, `formatPattern` for the writing).
import { differenceInHours, isSameDay, isValid, parseISO } from 'date-fns';
import { formatPattern } from './pattern';
import { parseIsoDay } from './day';

export const NOT_AVAILABLE = 'N/A';

const toDate = (v: Date | string | null | undefined): Date | null => {
  if (v == null || v === '') return null;
  const d = typeof v === 'string' ? parseISO(v) : v;
  return isValid(d) ? d : null;
};

/**
 * Spec: times show as 2-digit hour and minute ('07:04 PM', in the 12-hour form every other screen
 * uses); a missing time shows 'N/A'. With `day`, a time on another day says which ('Nov 25, 07:36 PM'):
 * a shift that crosses midnight does not read as ending before it began.
 */
export function formatClockTime(v: Date | string | null | undefined, day?: Date): string {
  const d = toDate(v);
  if (!d) return NOT_AVAILABLE;
  return day && !isSameDay(d, day) ? formatPattern(d, 'MMM d, hh:mm a') : formatPattern(d, 'hh:mm a');
}

/** '5 Mar', the truck activity column header. */
export const formatDayMonth = (d: Date) => formatPattern(d, 'd MMM');

/** 'March 2026', as in 'Week 2 of March 2026'. */
export const formatMonthYear = (d: Date) => formatPattern(d, 'MMMM yyyy');

/** The calendar day in the API's form (and the local time zone): '2026-03-05'. */
export const formatIsoDay = (d: Date) => formatPattern(d, 'yyyy-MM-dd');

/** Short month, day, year: 'Mar 5, 2026'. A date-only string is read as that calendar day. */
export function formatShortDate(v: Date | string | null | undefined): string {
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) {
    return formatPattern(parseIsoDay(v), 'MMM d, yyyy');
  }
  const d = toDate(v);
  return d ? formatPattern(d, 'MMM d, yyyy') : NOT_AVAILABLE;
}

/** A wall-clock 'HH:mm[:ss]' in 12-hour form: '2:05 PM'. */
export function formatTime12(time: string | null | undefined): string {
  if (!time) return NOT_AVAILABLE;
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return NOT_AVAILABLE;
  const h = Number(m[1]);
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Minutes as 'N Hrs M Min'. */
export function formatHoursMinutes(totalMinutes: number | null | undefined): string {
  const m = Math.max(0, Math.round(totalMinutes ?? 0));
  return `${Math.floor(m / 60)} Hrs ${m % 60} Min`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** Money as the API sends it (a decimal string or number): '$1,250.00'; empty shows 'N/A'. */
export function formatMoney(v: string | number | null | undefined): string {
  if (v == null || v === '') return NOT_AVAILABLE;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? usd.format(n) : NOT_AVAILABLE;
}

/**
 * Whole cents as money, exactly: 123456 -> '$1,234.56', -5 -> '-$0.05'. Digits are cut from the
 * integer's text, never divided into a float, so a total of any size reads to the cent (issue 30).
 */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) return NOT_AVAILABLE;
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${digits.slice(-2)}`;
}

/** A file's size as people read it: '812 bytes', '37 KB', '4.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/**
 * A moment as the audit trail shows it: 'Nov 26, 10:42 AM'; another year than `now`'s says which
 * ('Nov 26, 2025, 10:42 AM'), so last year's change never reads as this year's.
 */
export function formatEventTime(v: Date | string | null | undefined, now: Date = new Date()): string {
  const d = toDate(v);
  if (!d) return NOT_AVAILABLE;
  return formatPattern(d, d.getFullYear() === now.getFullYear() ? 'MMM d, h:mm a' : 'MMM d, yyyy, h:mm a');
}

/** Spec: under 24 hours old, time only; under 48 hours, 'Yesterday, ' plus the time; otherwise date plus time. */
export function formatChatTime(v: Date | string | null | undefined, now: Date = new Date()): string {
  const d = toDate(v);
  if (!d) return '';
  const age = differenceInHours(now, d);
  const time = formatPattern(d, 'h:mm a');
  if (age < 24) return time;
  if (age < 48) return `Yesterday, ${time}`;
  return `${formatPattern(d, 'MMM d, yyyy')}, ${time}`;
}

export { EXPIRY_ITEM_LABELS, expiryBadgeText, expiryProblems } from './expiry';
export { formatPeriodLabel, type PeriodKind } from './period';
export { csvField, csvMoney, toCsv, type CsvColumn } from './csv';
