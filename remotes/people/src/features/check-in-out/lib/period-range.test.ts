import { periodLabel } from './period-range';

// Wednesday 25 November 2026, mid-morning, local time.
const now = new Date(2026, 10, 25, 10, 30);

describe('the period the hours cover', () => {
  it('daily is today', () => {
    expect(periodLabel('daily', now)).toBe('Today, Wed, Nov 25, 2026');
  });

  it('weekly runs Monday to Sunday', () => {
    expect(periodLabel('weekly', now)).toBe('Mon, Nov 23 – Sun, Nov 29, 2026');
    // A Sunday belongs to the week that started the Monday before.
    expect(periodLabel('weekly', new Date(2026, 10, 29, 23))).toBe('Mon, Nov 23 – Sun, Nov 29, 2026');
    // A week across the new year names both years.
    expect(periodLabel('weekly', new Date(2026, 11, 31))).toBe('Mon, Dec 28, 2026 – Sun, Jan 3, 2027');
  });

  it('monthly is the calendar month', () => {
    expect(periodLabel('monthly', now)).toBe('November 2026 (Nov 1 – Nov 30)');
    expect(periodLabel('monthly', new Date(2028, 1, 10))).toBe('February 2028 (Feb 1 – Feb 29)');
  });
});
