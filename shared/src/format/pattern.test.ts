import { format } from 'date-fns';
import { formatPattern, type DatePattern } from './pattern';

const PATTERNS: DatePattern[] = [
  'yyyy-MM-dd',
  'd MMM',
  'MMMM yyyy',
  'MMM d, yyyy',
  'EEE, MMM d',
  'EEE, MMM d, yyyy',
  'hh:mm a',
  'h:mm a',
  'MMM d, hh:mm a',
  'MMM d, h:mm a',
  'MMM d, yyyy, h:mm a',
];

// Every month and weekday, both halves of the day, midnight and noon, one- and two-digit days and hours.
const DATES = [
  ...Array.from({ length: 12 }, (_, m) => new Date(2026, m, 1 + m * 2, m * 2, m * 5)),
  new Date(2026, 2, 5, 0, 0),
  new Date(2026, 2, 5, 12, 0),
  new Date(2026, 10, 26, 23, 59, 59),
  new Date(1999, 11, 31, 9, 7),
];

it.each(PATTERNS)('writes %s as date-fns format does', (pattern) => {
  for (const d of DATES) expect(formatPattern(d, pattern)).toBe(format(d, pattern));
});

it('throws on an invalid date, as date-fns does', () => {
  expect(() => formatPattern(new Date(NaN), 'MMM d, yyyy')).toThrow(RangeError);
});
