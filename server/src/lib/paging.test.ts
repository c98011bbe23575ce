import { mirroredWindow, pageWindow, wantsPage } from './paging';

it('asks for a page when any paging, search or filter key is given, an empty search included', () => {
  expect(wantsPage({ page: undefined, search: undefined }, ['page', 'search'])).toBe(false);
  expect(wantsPage({ page: undefined, search: '' }, ['page', 'search'])).toBe(true);
});

it('turns a page number and size into rows, with the default size', () => {
  expect(pageWindow({}, 7)).toEqual({ limit: 7, offset: 0 });
  expect(pageWindow({ page: 3, page_size: 10 }, 7)).toEqual({ limit: 10, offset: 20 });
});

it('reads a page of the back half from the other end, exactly the same rows', () => {
  const list = Array.from({ length: 95 }, (_, i) => i);
  const read = (w: { limit: number; offset: number; reversed: boolean }) => {
    const source = w.reversed ? [...list].reverse() : list;
    const rows = source.slice(w.offset, w.offset + w.limit);
    return w.reversed ? rows.reverse() : rows;
  };
  for (let offset = 0; offset < 110; offset += 10) {
    const w = mirroredWindow(list.length, { limit: 10, offset });
    expect(read(w)).toEqual(list.slice(offset, offset + 10));
    expect(w.reversed).toBe(offset * 2 >= list.length && offset < list.length);
  }
});
