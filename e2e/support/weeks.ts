/**
 * The truck activity's week rule, written out here as the tests' oracle (spec part 1 sections
 * 4 and 9): weeks start on Monday and are numbered within a month from its first Monday; the
 * days of a month before its first Monday belong to the previous month's last week. Local
 * time, as the page's (the browser and the runner share the machine's time zone).
 */
export type Week = { year: number; /** 0-11 */ month: number; /** 1-based */ week: number };

const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (d: Date, n: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** Whole calendar days from `a` to `b`, whatever daylight saving does in between. */
const daysBetween = (a: Date, b: Date) =>
  Math.round((Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / DAY_MS);

/** The first Monday on or after the 1st of the month. */
export function firstMonday(year: number, month: number): Date {
  const first = new Date(year, month, 1);
  return addDays(first, (8 - first.getDay()) % 7);
}

/** The Monday on or before `day`. */
const mondayOf = (day: Date) => addDays(day, -((day.getDay() + 6) % 7));

export function weekOf(day: Date): Week {
  const monday = mondayOf(day);
  const year = monday.getFullYear();
  const month = monday.getMonth();
  return { year, month, week: daysBetween(firstMonday(year, month), monday) / 7 + 1 };
}

export const weekStart = (w: Week) => addDays(firstMonday(w.year, w.month), 7 * (w.week - 1));
export const weekDays = (w: Week) => Array.from({ length: 7 }, (_, i) => addDays(weekStart(w), i));

export function weeksInMonth(year: number, month: number): number {
  let n = 0;
  for (let d = firstMonday(year, month); d.getMonth() === month; d = addDays(d, 7)) n++;
  return n;
}

export const monthName = (month: number) => new Date(2000, month, 1).toLocaleString('en-US', { month: 'long' });
const shortMonth = (month: number) => new Date(2000, month, 1).toLocaleString('en-US', { month: 'short' });

/** 'Week 3 of November 2026'. */
export const weekLabel = (w: Week) => `Week ${w.week} of ${monthName(w.month)} ${w.year}`;
/** A grid column's header and a Date filter option: '5 Mar'. */
export const dayLabel = (d: Date) => `${d.getDate()} ${shortMonth(d.getMonth())}`;
/** yyyy-MM-dd of a local date. */
export const dayKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The range the page asks loads-overview for: the month and the six days its last week runs into. */
export function monthRequestRange(w: Pick<Week, 'year' | 'month'>): { from: string; to: string } {
  return { from: dayKey(new Date(w.year, w.month, 1)), to: dayKey(new Date(w.year, w.month + 1, 6)) };
}
