import { LIST_PATTERNS, listSchema } from './list-schema';
import { readListValues } from './use-list-state';

const schema = listSchema({ tab: ['all', 'assigned'], ordering: ['-id', 'price'] });
const defaults = { page: 1, search: '', tab: 'all', ordering: '-id' } as const;
const read = (query: string) => readListValues(schema, { ...defaults }, new URLSearchParams(query));

describe('listSchema', () => {
  it('reads a whole link: page as a number, search trimmed, each choice', () => {
    expect(read('page=3&search=%20dallas%20&tab=assigned&ordering=price')).toEqual({ page: 3, search: 'dallas', tab: 'assigned', ordering: 'price' });
  });

  it('drops only the bad keys of a link, keeping the rest', () => {
    expect(read('page=0&tab=delivered&ordering=price')).toEqual({ page: 1, search: '', tab: 'all', ordering: 'price' });
    expect(read('page=2.5&search=x&tab=assigned')).toEqual({ page: 1, search: 'x', tab: 'assigned', ordering: '-id' });
    expect(read(`search=${'a'.repeat(201)}&page=4`)).toEqual({ ...defaults, page: 4 });
  });

  it('names every bad key in its issues', () => {
    const result = schema['~standard'].validate({ page: 'x', search: 1, tab: 'none', ordering: '-id' });
    expect('issues' in result && result.issues?.map((i) => i.path?.[0])).toEqual(['page', 'search', 'tab']);
  });

  it('keeps free keys of a form (an id, a day) beside the choices, dropping a bad one alone', () => {
    const withDays = listSchema({ status: ['', 'draft'] }, { driver: LIST_PATTERNS.id('driver'), from: LIST_PATTERNS.day('from') });
    const at = (query: string) => readListValues(withDays, { page: 1, search: '', status: '', driver: '', from: '' }, new URLSearchParams(query));
    expect(at('driver=12&from=2026-06-01&status=draft')).toEqual({ page: 1, search: '', status: 'draft', driver: '12', from: '2026-06-01' });
    expect(at('driver=0&from=June&status=draft')).toEqual({ page: 1, search: '', status: 'draft', driver: '', from: '' });
    const result = withDays['~standard'].validate({ page: 1, search: '', status: '', driver: 'x1', from: '2026-06-01' });
    expect('issues' in result && result.issues?.map((i) => [i.path?.[0], i.message])).toEqual([['driver', 'driver must be an id']]);
  });
});
