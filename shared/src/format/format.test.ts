import {
  formatCents,
  formatChatTime,
  formatClockTime,
  formatEventTime,
  formatHoursMinutes,
  formatIsoDay,
  formatMoney,
  formatMonthYear,
  formatShortDate,
  formatTime12,
} from './index';

describe('format', () => {
  it('shows clock times as 2-digit hour and minute with AM/PM, N/A when missing', () => {
    expect(formatClockTime(new Date(2026, 2, 5, 7, 4))).toBe('07:04 AM');
    expect(formatClockTime(new Date(2026, 2, 5, 19, 36))).toBe('07:36 PM');
    expect(formatClockTime(null)).toBe('N/A');
    expect(formatClockTime('not a date')).toBe('N/A');
  });

  it('says the day of a time that is not on the day shown (a shift across midnight)', () => {
    const today = new Date(2026, 10, 26, 9, 0);
    expect(formatClockTime(new Date(2026, 10, 26, 3, 59), today)).toBe('03:59 AM');
    expect(formatClockTime(new Date(2026, 10, 25, 19, 36), today)).toBe('Nov 25, 07:36 PM');
  });

  it('shows date-only strings as that calendar day in any time zone', () => {
    expect(formatShortDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatShortDate(undefined)).toBe('N/A');
  });

  it('shows wall-clock times in 12-hour AM/PM', () => {
    expect(formatTime12('00:15:00')).toBe('12:15 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('23:59')).toBe('11:59 PM');
    expect(formatTime12('')).toBe('N/A');
  });

  it("names months, and writes days in the API's form in the local time zone", () => {
    expect(formatMonthYear(new Date(2026, 2, 31, 23, 59))).toBe('March 2026');
    expect(formatIsoDay(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
    expect(formatIsoDay(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('shows minutes as hours and minutes', () => {
    expect(formatHoursMinutes(125)).toBe('2 Hrs 5 Min');
    expect(formatHoursMinutes(0)).toBe('0 Hrs 0 Min');
  });

  it('shows money in dollars', () => {
    expect(formatMoney('1250.5')).toBe('$1,250.50');
    expect(formatMoney(null)).toBe('N/A');
  });

  it('shows whole cents as money to the cent, however large', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-1999)).toBe('-$19.99');
    // 2^53 - 1 cents: a float of dollars would round the last cents away.
    expect(formatCents(9007199254740991)).toBe('$90,071,992,547,409.91');
    expect(formatCents(0.5)).toBe('N/A');
  });

  it('dates chat messages by age', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    expect(formatChatTime(new Date(2026, 10, 21, 9, 30), now)).toBe('9:30 AM');
    expect(formatChatTime(new Date(2026, 10, 20, 9, 30), now)).toBe('Yesterday, 9:30 AM');
    expect(formatChatTime(new Date(2026, 10, 19, 14, 59), now)).toBe('Nov 19, 2026, 2:59 PM');
  });

  it('dates chat messages by age at the 24 h and 48 h boundaries', () => {
    const now = new Date(2026, 10, 21, 15, 0);
    const ago = (h: number, m = 0) => new Date(now.getTime() - (h * 60 + m) * 60_000);
    expect(formatChatTime(ago(0), now)).toBe('3:00 PM');
    expect(formatChatTime(ago(23, 59), now)).toBe('3:01 PM');
    expect(formatChatTime(ago(24), now)).toBe('Yesterday, 3:00 PM');
    expect(formatChatTime(ago(47, 59), now)).toBe('Yesterday, 3:01 PM');
    expect(formatChatTime(ago(48), now)).toBe('Nov 19, 2026, 3:00 PM');
    // An ISO string from the API reads the same as a Date.
    expect(formatChatTime(ago(24).toISOString(), now)).toBe('Yesterday, 3:00 PM');
  });

  it('shows no chat time for a missing or invalid one', () => {
    expect(formatChatTime(null)).toBe('');
    expect(formatChatTime(undefined)).toBe('');
    expect(formatChatTime('not a date')).toBe('');
  });

  it("shows an audit event's moment as 'Nov 26, 10:42 AM', with the year when it is not this one", () => {
    const now = new Date(2026, 10, 27, 8, 0);
    expect(formatEventTime(new Date(2026, 10, 26, 10, 42), now)).toBe('Nov 26, 10:42 AM');
    expect(formatEventTime(new Date(2025, 10, 26, 22, 5), now)).toBe('Nov 26, 2025, 10:05 PM');
    expect(formatEventTime('nonsense', now)).toBe('N/A');
  });
});
