import { readListValues } from '@haulboard/shared/list-state';
import { exportQueryOf, HOURS_LIST_DEFAULTS, HoursListSchema, pageQueryOf } from './hours-params';

const read = (q: string) => readListValues(HoursListSchema, HOURS_LIST_DEFAULTS, new URLSearchParams(q));

describe('the Check In/Out URL', () => {
  it('reads the period, search and page, and drops a bad period alone', () => {
    expect(read('period=monthly&search=ann&page=3')).toEqual({ page: 3, search: 'ann', period: 'monthly' });
    expect(read('period=yearly&page=2')).toEqual({ page: 2, search: '', period: 'daily' });
  });

  it('asks driver-hours/ for 7 a page with the period and search; the export for the period and search only', () => {
    const v = read('period=weekly&search=ann&page=2');
    expect(pageQueryOf(v)).toEqual({ period: 'weekly', search: 'ann', page: 2, page_size: 7 });
    expect(exportQueryOf(v)).toEqual({ period: 'weekly', search: 'ann' });
    expect(exportQueryOf(read(''))).toEqual({ period: 'daily' });
  });
});
