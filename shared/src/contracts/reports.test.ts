import { addDays, AnalyticsSchema, daysOf, periodRange, periodStart, ReportRequestSchema, shiftPeriod } from './reports';

// 2026-11-23 is a Monday; 2026-11-29 a Sunday.
describe('the analytics period', () => {
  it('adds calendar days across month and year ends, leap days included', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('a day is itself', () => {
    expect(periodRange('2026-11-25', 'daily')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('a week runs Monday to Sunday, whichever of its days is named', () => {
    for (const day of ['2026-11-23', '2026-11-25', '2026-11-29']) {
      expect(periodRange(day, 'weekly')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    }
    // The Monday after is the next week; a week can span two years.
    expect(periodStart('2026-11-30', 'weekly')).toBe('2026-11-30');
    expect(periodRange('2027-01-01', 'weekly')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('a month runs from the 1st to its last day', () => {
    expect(periodRange('2026-11-17', 'monthly')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('2026-12-31', 'monthly')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodRange('2028-02-10', 'monthly')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('2027-02-10', 'monthly')).toEqual({ from: '2027-02-01', to: '2027-02-28' });
  });

  it('an arrow moves 1 day, 7 days or a month', () => {
    expect(shiftPeriod('2026-11-30', 'daily', 1)).toBe('2026-12-01');
    expect(shiftPeriod('2027-01-01', 'daily', -1)).toBe('2026-12-31');
    expect(shiftPeriod('2026-11-23', 'weekly', 1)).toBe('2026-11-30');
    expect(shiftPeriod('2026-12-28', 'weekly', 1)).toBe('2027-01-04');
    expect(shiftPeriod('2026-11-23', 'weekly', -1)).toBe('2026-11-16');
    // From any day of a week, the arrow lands on a Monday.
    expect(shiftPeriod('2026-11-26', 'weekly', 1)).toBe('2026-11-30');
    expect(shiftPeriod('2026-12-15', 'monthly', 1)).toBe('2027-01-01');
    expect(shiftPeriod('2027-01-31', 'monthly', -1)).toBe('2026-12-01');
    expect(shiftPeriod('2026-01-31', 'monthly', 1)).toBe('2026-02-01');
  });

  it('lists every day of a period', () => {
    expect(daysOf(periodRange('2026-11-25', 'weekly'))).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(daysOf(periodRange('2028-02-10', 'monthly'))).toHaveLength(29);
  });
});

describe('the report and analytics request', () => {
  it('takes a real date and the three periods; anything else says why', () => {
    expect(ReportRequestSchema.parse({ pickup_date: '2026-11-23', period: 'monthly', status: 'delivered' })).toEqual({
      pickup_date: '2026-11-23',
      period: 'monthly',
      status: 'delivered',
    });
    expect(ReportRequestSchema.safeParse({ pickup_date: '2026-02-30' }).error?.issues[0].message).toBe('must be a real calendar date');
    expect(ReportRequestSchema.safeParse({ pickup_date: '2026-11-23', period: 'yearly' }).success).toBe(false);
  });

  it('describes the figures a screen draws', () => {
    const zero = { loads: 0, price: 0, fuel_price: 0, toll_price: 0, parking_fee: 0, insurance_fee: 0, driver_fee: 0, profit: 0 };
    const answer = {
      period: 'daily',
      from: '2026-11-23',
      to: '2026-11-23',
      summary: zero,
      days: [{ date: '2026-11-23', loads: 0, revenue: 0, costs: 0, profit: 0 }],
      statuses: [{ status: 'assigned', loads: 0 }],
      brokers: [],
    };
    expect(AnalyticsSchema.parse(answer)).toEqual(answer);
    expect(AnalyticsSchema.safeParse({ ...answer, summary: { ...zero, profit: '0' } }).success).toBe(false);
  });
});
