import { formatPeriodLabel } from './index';

describe('formatPeriodLabel', () => {
  it('names a day with its weekday', () => {
    expect(formatPeriodLabel('2026-11-23', 'daily')).toBe('Mon, Nov 23, 2026');
  });

  it('names a Monday-to-Sunday week, with both years only when it spans two', () => {
    expect(formatPeriodLabel('2026-11-16', 'weekly')).toBe('Mon, Nov 16 – Sun, Nov 22, 2026');
    expect(formatPeriodLabel('2026-12-28', 'weekly')).toBe('Mon, Dec 28, 2026 – Sun, Jan 3, 2027');
    expect(formatPeriodLabel('2026-02-23', 'weekly')).toBe('Mon, Feb 23 – Sun, Mar 1, 2026');
  });

  it('names a month', () => {
    expect(formatPeriodLabel('2026-11-01', 'monthly')).toBe('November 2026');
  });

  it('says nothing for a date it cannot read', () => {
    expect(formatPeriodLabel('23/11/2026', 'daily')).toBe('');
  });
});
