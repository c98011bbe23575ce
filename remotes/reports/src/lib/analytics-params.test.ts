import { readListValues } from '@haulboard/shared/list-state';
import { AnalyticsSchema, analyticsDefaults, dayWeekQueryOf, pageQueryOf, reportQueryOf, switchPeriod } from './analytics-params';

// Monday, November 23, 2026, 10:00 local time.
const NOW = new Date(2026, 10, 23, 10, 0);
const defaults = analyticsDefaults(NOW);
const read = (query: string) => readListValues(AnalyticsSchema, defaults, new URLSearchParams(query));

describe('the analytics URL', () => {
  it('defaults to today, daily, All, earliest pickup first, page 1', () => {
    expect(read('')).toEqual({ page: 1, search: '', period: 'daily', date: '2026-11-23', status: 'all', ordering: 'pickup_date' });
  });

  it('reads a whole link', () => {
    expect(read('period=monthly&date=2026-02-01&status=delivered&search=%20steel%20&page=3&ordering=-price')).toEqual({
      page: 3,
      search: 'steel',
      period: 'monthly',
      date: '2026-02-01',
      status: 'delivered',
      ordering: '-price',
    });
  });

  it('snaps any day of a period to its first day: the Monday of a week, the 1st of a month', () => {
    expect(read('period=weekly&date=2026-11-26').date).toBe('2026-11-23');
    expect(read('period=weekly&date=2026-11-22').date).toBe('2026-11-16');
    expect(read('period=weekly&date=2027-01-01').date).toBe('2026-12-28');
    expect(read('period=monthly&date=2026-02-28').date).toBe('2026-02-01');
    expect(read('period=daily&date=2026-02-28').date).toBe('2026-02-28');
    // No date: today, snapped to its period.
    expect(read('period=weekly').date).toBe('2026-11-23');
    expect(read('period=monthly').date).toBe('2026-11-01');
  });

  it('drops only the bad keys of a link: a date that is no calendar day, an unknown period, tab or sort, a bad page', () => {
    expect(read('date=2026-02-30&status=assigned')).toMatchObject({ date: '2026-11-23', status: 'assigned' });
    expect(read('date=23/11/2026&period=weekly&page=2')).toMatchObject({ date: '2026-11-23', period: 'weekly', page: 2 });
    expect(read('period=yearly&date=2026-05-05')).toMatchObject({ period: 'daily', date: '2026-05-05' });
    expect(read('status=lost&ordering=weight&page=0&date=2026-05-05')).toEqual({ ...defaults, date: '2026-05-05' });
  });
});

describe('switchPeriod', () => {
  it('goes to the new period holding today while the shown one holds today', () => {
    expect(switchPeriod({ period: 'daily', date: '2026-11-23' }, 'weekly', NOW)).toBe('2026-11-23');
    expect(switchPeriod({ period: 'monthly', date: '2026-11-01' }, 'daily', NOW)).toBe('2026-11-23');
    expect(switchPeriod({ period: 'weekly', date: '2026-11-23' }, 'monthly', NOW)).toBe('2026-11-01');
  });

  it("otherwise to the new period holding the shown one's first day", () => {
    expect(switchPeriod({ period: 'daily', date: '2026-10-15' }, 'weekly', NOW)).toBe('2026-10-12');
    expect(switchPeriod({ period: 'monthly', date: '2026-03-01' }, 'weekly', NOW)).toBe('2026-02-23');
    expect(switchPeriod({ period: 'weekly', date: '2026-03-02' }, 'daily', NOW)).toBe('2026-03-02');
  });
});

describe('the queries', () => {
  const v = { ...defaults, period: 'weekly', date: '2026-11-16', status: 'delivered', search: 'steel', page: 2, ordering: '-price' } as const;

  it("asks list-loads/ for the period's pickups, the tab, the search, 7 a page, the sort", () => {
    expect(pageQueryOf(v)).toEqual({
      pickup_from: '2026-11-16',
      pickup_to: '2026-11-22',
      status: 'delivered',
      search: 'steel',
      page: 2,
      page_size: 7,
      ordering: '-price',
    });
    expect(pageQueryOf({ ...v, period: 'monthly', date: '2026-02-01' })).toMatchObject({ pickup_from: '2026-02-01', pickup_to: '2026-02-28' });
  });

  it('names the period by its first day for the figures and the report; All and an empty search send neither', () => {
    expect(reportQueryOf(v)).toEqual({ pickup_date: '2026-11-16', period: 'weekly', status: 'delivered', search: 'steel' });
    expect(reportQueryOf({ ...v, status: 'all', search: '' })).toEqual({ pickup_date: '2026-11-16', period: 'weekly' });
  });

  it("asks for a day's week, Monday to Sunday, with the tab and the search, as the Weekly period does", () => {
    const day = reportQueryOf({ ...v, period: 'daily', date: '2026-11-19' });
    expect(dayWeekQueryOf(day)).toEqual({ pickup_date: '2026-11-16', period: 'weekly', status: 'delivered', search: 'steel' });
    expect(dayWeekQueryOf(day)).toEqual(reportQueryOf(v));
    expect(dayWeekQueryOf({ pickup_date: '2026-11-22', period: 'daily' })).toEqual({ pickup_date: '2026-11-16', period: 'weekly' });
    expect(dayWeekQueryOf(reportQueryOf(v))).toBeUndefined();
  });
});
