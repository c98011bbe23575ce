import { readListValues } from '@haulboard/shared/list-state';
import { filtersOf, LOADS_LIST_DEFAULTS, LoadsListSchema, pageQueryOf } from './list-params';

const read = (query: string) => readListValues(LoadsListSchema, LOADS_LIST_DEFAULTS, new URLSearchParams(query));

describe('the loads list URL', () => {
  it('reads every value a link can hold', () => {
    expect(read('page=3&search=%20Dallas%20&tab=assigned&date=this_week&payment=Paid&ordering=-price')).toEqual({
      page: 3,
      search: 'Dallas',
      tab: 'assigned',
      date: 'this_week',
      payment: 'Paid',
      ordering: '-price',
    });
  });

  it('drops only the values that are not valid, keeping the rest of a pasted link', () => {
    expect(read('page=0&tab=delivered&date=yesterday&payment=paid&ordering=weight&search=Reno')).toEqual({ ...LOADS_LIST_DEFAULTS, search: 'Reno' });
    expect(read('page=2.5&tab=unassigned')).toEqual({ ...LOADS_LIST_DEFAULTS, tab: 'unassigned' });
    expect(read(`page=4&search=${'x'.repeat(201)}`)).toEqual({ ...LOADS_LIST_DEFAULTS, page: 4 });
  });

  it('asks list-loads/ for one page of 10 with the tab as a status, and the export for the same filters without paging', () => {
    const v = read('page=2&search=Reno&tab=unassigned&payment=Unpaid&ordering=loadname');
    expect(pageQueryOf(v)).toEqual({ page: 2, page_size: 10, search: 'Reno', status: 'unassigned', payment: 'Unpaid', ordering: 'loadname' });
    expect(filtersOf(v)).toEqual({ search: 'Reno', status: 'unassigned', payment: 'Unpaid' });
    expect(filtersOf(LOADS_LIST_DEFAULTS)).toEqual({});
  });
});
