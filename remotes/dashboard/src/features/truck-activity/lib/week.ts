import { formatDayMonth, formatIsoDay, formatMonthYear } from '@haulboard/shared/format';
import { addDays, addMonths, differenceInCalendarDays, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';

/**
 * A week of the truck activity grid, spec part 1 sections 4 and 9: weeks start on Monday and
 * are numbered within a month from its first Monday (week 1 starts on that Monday). Days of a
 * month before its first Monday belong to the previous month's last week.
 */
export type MonthWeek = { year: number; /** 0-11 */ month: number; /** 1-based */ week: number };

const MONDAY = { weekStartsOn: 1 } as const;

/** The first Monday on or after the 1st of the month. */
export function firstMonday(year: number, month: number): Date {
  const first = new Date(year, month, 1);
  const monday = startOfWeek(first, MONDAY);
  return isSameMonth(monday, first) ? monday : addDays(monday, 7);
}

/** The Monday the week starts on. */
export const weekStart = (w: MonthWeek): Date => addDays(firstMonday(w.year, w.month), 7 * (w.week - 1));

/** The seven days of the week, Monday to Sunday (the last ones may fall in the next month). */
export const weekDays = (w: MonthWeek): Date[] => Array.from({ length: 7 }, (_, i) => addDays(weekStart(w), i));

/** How many weeks the month has: one per Monday in it. */
export function weeksInMonth(year: number, month: number): number {
  const first = firstMonday(year, month);
  let n = 0;
  for (let d = first; d.getMonth() === month; d = addDays(d, 7)) n++;
  return n;
}

/** The week a day belongs to: the week of its Monday, in the month of that Monday. */
export function weekOf(day: Date): MonthWeek {
  const monday = startOfWeek(day, MONDAY);
  const year = monday.getFullYear();
  const month = monday.getMonth();
  return { year, month, week: differenceInCalendarDays(monday, firstMonday(year, month)) / 7 + 1 };
}

/** Back one week; from week 1, the previous month's last week (December rolls to the prior year). */
export function previousWeek(w: MonthWeek): MonthWeek {
  if (w.week > 1) return { ...w, week: w.week - 1 };
  const prev = addMonths(new Date(w.year, w.month, 1), -1);
  return { year: prev.getFullYear(), month: prev.getMonth(), week: weeksInMonth(prev.getFullYear(), prev.getMonth()) };
}

/** Forward one week; when the next week has no days in the month, week 1 of the next month. */
export function nextWeek(w: MonthWeek): MonthWeek {
  if (w.week < weeksInMonth(w.year, w.month)) return { ...w, week: w.week + 1 };
  const next = addMonths(new Date(w.year, w.month, 1), 1);
  return { year: next.getFullYear(), month: next.getMonth(), week: 1 };
}

/** 'Week N of Month Year'. */
export const weekLabel = (w: MonthWeek) => `Week ${w.week} of ${formatMonthYear(new Date(w.year, w.month, 1))}`;

/** A grid column's header, '5 Mar'. */
export const dayLabel = formatDayMonth;

/** The displayed month's first and last day, as the API's `from`/`to` (yyyy-MM-dd). */
export function monthRange(w: Pick<MonthWeek, 'year' | 'month'>): { from: string; to: string } {
  const start = startOfMonth(new Date(w.year, w.month, 1));
  return { from: formatIsoDay(start), to: formatIsoDay(addDays(addMonths(start, 1), -1)) };
}
