/** The patterns the suite writes dates in, each as date-fns' `format` reads it (en-US). */
export type DatePattern =
  | 'yyyy-MM-dd'
  | 'd MMM'
  | 'MMMM yyyy'
  | 'MMM d, yyyy'
  | 'EEE, MMM d'
  | 'EEE, MMM d, yyyy'
  | 'hh:mm a'
  | 'h:mm a'
  | 'MMM d, hh:mm a'
  | 'MMM d, h:mm a'
  | 'MMM d, yyyy, h:mm a';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const two = (n: number) => String(n).padStart(2, '0');
const hour12 = (d: Date) => d.getHours() % 12 || 12;

const TOKENS: Record<string, (d: Date) => string> = {
  yyyy: (d) => String(d.getFullYear()).padStart(4, '0'),
  MMMM: (d) => MONTHS[d.getMonth()],
  MMM: (d) => MONTHS[d.getMonth()].slice(0, 3),
  MM: (d) => two(d.getMonth() + 1),
  dd: (d) => two(d.getDate()),
  d: (d) => String(d.getDate()),
  EEE: (d) => DAYS[d.getDay()],
  hh: (d) => two(hour12(d)),
  h: (d) => String(hour12(d)),
  mm: (d) => two(d.getMinutes()),
  a: (d) => (d.getHours() < 12 ? 'AM' : 'PM'),
};

/**
 * `d` in one of the suite's patterns, as date-fns' `format(d, pattern)` writes it in English
 * (an invalid date throws its RangeError too). Written out because `format` brings date-fns'
 * every formatter and the whole en-US locale into the `format` share (about 5 KiB gzip), which
 * every admin page loads: a share is not tree-shaken.
 */
export function formatPattern(d: Date, pattern: DatePattern): string {
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return pattern.replace(/yyyy|MMMM|MMM|MM|dd|d|EEE|hh|h|mm|a/g, (token) => TOKENS[token](d));
}
