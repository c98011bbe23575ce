import { format } from 'date-fns';
import { dayLabel, firstMonday, monthRange, nextWeek, previousWeek, weekDays, weekLabel, weekOf, weeksInMonth, type MonthWeek } from './week';

const ymd = (d: Date) => format(d, 'yyyy-MM-dd');
const at = (iso: string) => new Date(`${iso}T12:00:00`);
const w = (year: number, month: number, week: number): MonthWeek => ({ year, month, week });

describe('weeks start on Monday and count from the first Monday of the month', () => {
  it.each([
    ['March 2026 (starts on a Sunday)', 2026, 2, '2026-03-02', 5],
    ['June 2026 (starts on a Monday)', 2026, 5, '2026-06-01', 5],
    ['December 2026 (starts on a Tuesday)', 2026, 11, '2026-12-07', 4],
    ['February 2024 (leap year, 29 days)', 2024, 1, '2024-02-05', 4],
    ['February 2027 (28 days from a Monday)', 2027, 1, '2027-02-01', 4],
  ])('%s: week 1 starts %s', (_, year, month, monday, weeks) => {
    expect(ymd(firstMonday(year, month))).toBe(monday);
    expect(weeksInMonth(year, month)).toBe(weeks);
  });

  it("shows Monday to Sunday, headed like '5 Mar', running into the next month when the week does", () => {
    expect(weekDays(w(2026, 2, 1)).map(dayLabel)).toEqual(['2 Mar', '3 Mar', '4 Mar', '5 Mar', '6 Mar', '7 Mar', '8 Mar']);
    expect(weekDays(w(2026, 2, 5)).map(dayLabel)).toEqual(['30 Mar', '31 Mar', '1 Apr', '2 Apr', '3 Apr', '4 Apr', '5 Apr']);
  });

  it("reads 'Week N of Month Year'", () => {
    expect(weekLabel(w(2026, 2, 2))).toBe('Week 2 of March 2026');
    expect(weekLabel(w(2026, 11, 4))).toBe('Week 4 of December 2026');
  });
});

describe('the week a day belongs to', () => {
  it.each([
    ['the month’s first Monday', '2026-03-02', w(2026, 2, 1)],
    ['a Sunday closing week 1', '2026-03-08', w(2026, 2, 1)],
    ['a day before the first Monday: the previous month’s last week', '2026-03-01', w(2026, 1, 4)],
    ['the 1st when the month starts on a Monday', '2026-06-01', w(2026, 5, 1)],
    ['29 February 2024', '2024-02-29', w(2024, 1, 4)],
    ['29 February 2028', '2028-02-29', w(2028, 1, 4)],
    ['New Year’s Day 2027, in December 2026’s last week', '2027-01-01', w(2026, 11, 4)],
  ])('%s (%s)', (_, day, expected) => {
    expect(weekOf(at(day))).toEqual(expected);
  });
});

describe('stepping weeks', () => {
  it('steps within the month', () => {
    expect(nextWeek(w(2026, 2, 1))).toEqual(w(2026, 2, 2));
    expect(previousWeek(w(2026, 2, 3))).toEqual(w(2026, 2, 2));
  });

  it("back from week 1 goes to the previous month's last week", () => {
    expect(previousWeek(w(2026, 3, 1))).toEqual(w(2026, 2, 5));
    expect(previousWeek(w(2026, 2, 1))).toEqual(w(2026, 1, 4));
  });

  it('back from week 1 of January rolls to December of the prior year', () => {
    expect(previousWeek(w(2027, 0, 1))).toEqual(w(2026, 11, 4));
  });

  it("forward past the month's last week goes to week 1 of the next month", () => {
    expect(nextWeek(w(2026, 2, 5))).toEqual(w(2026, 3, 1));
    expect(nextWeek(w(2024, 1, 4))).toEqual(w(2024, 2, 1));
  });

  it('forward from December’s last week rolls to January of the next year', () => {
    expect(nextWeek(w(2026, 11, 4))).toEqual(w(2027, 0, 1));
  });

  it('a whole year forward and back again lands on the same week', () => {
    let week = w(2026, 0, 1);
    const seen: MonthWeek[] = [];
    for (let i = 0; i < 53; i++) seen.push((week = nextWeek(week)));
    for (let i = 0; i < 53; i++) week = previousWeek(week);
    expect(week).toEqual(w(2026, 0, 1));
    // Every step is 7 days: no week skipped, none shown twice.
    const mondays = seen.map((s) => weekDays(s)[0].getTime());
    expect(new Set(mondays).size).toBe(53);
  });
});

describe('the displayed month as the API range', () => {
  it('is the first to the last day, leap years included', () => {
    expect(monthRange({ year: 2024, month: 1 })).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(monthRange({ year: 2026, month: 11 })).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
