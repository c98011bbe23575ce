/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { BrowserRouter, useLocation, useNavigate } from '@haulboard/shared/router';
import { MemoryRouter } from '@haulboard/shared/testing';
import { LIST_SEARCH_DEBOUNCE_MS, useListState } from './index';

// A list like the loads list: a tab, a payment filter and a sort, each with its default.
const LoadsListSchema = z.object({
  page: z.coerce.number().int().min(1),
  search: z.string().max(200),
  tab: z.enum(['all', 'assigned', 'unassigned']),
  payment: z.enum(['all', 'Paid', 'Unpaid']),
  ordering: z.enum(['-id', 'id', 'loadname', '-loadname']),
});
const defaults = { page: 1, search: '', tab: 'all', payment: 'all', ordering: '-id' } as const satisfies z.input<typeof LoadsListSchema>;

/** The hook inside a router at `url`, with the router's location and navigate beside it. */
function renderList(url = '/admin/loads') {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  const view = renderHook(() => ({ list: useListState(LoadsListSchema, { ...defaults }), location: useLocation(), navigate: useNavigate() }), { wrapper });
  return {
    ...view,
    get list() {
      return view.result.current.list;
    },
    get url() {
      const { pathname, search } = view.result.current.location;
      return pathname + search;
    },
    go: (delta: number) => act(() => void view.result.current.navigate(delta)),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useListState', () => {
  it('reads a pasted link, and writes back only what differs from the defaults', () => {
    const view = renderList('/admin/loads?page=3&search=acme&tab=assigned&payment=Paid&ordering=loadname&id=7');
    expect(view.list.values).toEqual({ page: 3, search: 'acme', tab: 'assigned', payment: 'Paid', ordering: 'loadname' });
    expect(view.list.searchInput).toBe('acme');

    act(() => view.list.set({ tab: 'all', payment: 'all', ordering: '-id' }));
    // Defaults leave the URL; parameters the list does not own (`id`) stay.
    expect(view.url).toBe('/admin/loads?id=7&search=acme');
    expect(view.list.values).toEqual({ ...defaults, search: 'acme' });
  });

  it('keeps its setters the same across list changes, so memoised toolbars and pagers do not redraw', () => {
    const view = renderList();
    const { setSearch, setPage, set, reset } = view.list;
    act(() => view.list.set({ tab: 'assigned' }));
    act(() => view.list.setPage(2));
    expect(view.url).toBe('/admin/loads?page=2&tab=assigned');
    expect(view.list.setSearch).toBe(setSearch);
    expect(view.list.setPage).toBe(setPage);
    expect(view.list.set).toBe(set);
    expect(view.list.reset).toBe(reset);
    // And they still write over the current URL, not the one they were made with.
    act(() => set({ payment: 'Paid' }));
    expect(view.url).toBe('/admin/loads?tab=assigned&payment=Paid');
  });

  it('round-trips every value through the URL', () => {
    const view = renderList();
    act(() => view.list.set({ tab: 'unassigned', payment: 'Unpaid', ordering: '-loadname' }));
    act(() => view.list.setPage(4));
    const url = view.url;
    expect(url).toBe('/admin/loads?page=4&tab=unassigned&payment=Unpaid&ordering=-loadname');
    // The same link in a new page (reload, pasted link) shows the same list.
    expect(renderList(url).list.values).toEqual({ page: 4, search: '', tab: 'unassigned', payment: 'Unpaid', ordering: '-loadname' });
  });

  it('sends the page back to 1 when the search, a filter, the tab or the sort changes', () => {
    const view = renderList('/admin/loads?page=5');
    act(() => view.list.set({ payment: 'Paid' }));
    expect(view.list.values.page).toBe(1);

    act(() => view.list.setPage(3));
    act(() => view.list.set({ ordering: 'id' }));
    expect(view.list.values.page).toBe(1);

    act(() => view.list.setPage(3));
    act(() => view.list.setSearch('north'));
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    expect(view.list.values).toMatchObject({ page: 1, search: 'north' });
    expect(view.url).toBe('/admin/loads?search=north&payment=Paid&ordering=id');
  });

  it('does not move when a change leaves every value as it was', () => {
    const view = renderList('/admin/loads?page=2&tab=assigned');
    act(() => view.list.set({ tab: 'assigned' }));
    act(() => view.list.setPage(2));
    expect(view.url).toBe('/admin/loads?page=2&tab=assigned');
  });

  it('shows every key in the box at once and writes the search once typing pauses', () => {
    const view = renderList();
    act(() => view.list.setSearch('a'));
    act(() => void jest.advanceTimersByTime(100));
    act(() => view.list.setSearch('ac'));
    act(() => void jest.advanceTimersByTime(100));
    act(() => view.list.setSearch('acm'));
    expect(view.list.searchInput).toBe('acm');
    expect(view.list.values.search).toBe('');
    expect(view.url).toBe('/admin/loads');

    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS - 1));
    expect(view.list.values.search).toBe('');
    act(() => void jest.advanceTimersByTime(1));
    expect(view.list.values.search).toBe('acm');
    expect(view.url).toBe('/admin/loads?search=acm');
  });

  it('keeps the box ahead of the URL while typing goes on after a write', () => {
    const view = renderList();
    act(() => view.list.setSearch('acm'));
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    act(() => view.list.setSearch('acme'));
    expect(view.list.searchInput).toBe('acme');
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    expect(view.list.values.search).toBe('acme');
  });

  it('writes a search typed a moment ago along with a filter picked before the pause', () => {
    const view = renderList();
    act(() => view.list.setSearch('acme'));
    act(() => view.list.set({ tab: 'assigned' }));
    expect(view.list.values).toMatchObject({ search: 'acme', tab: 'assigned' });
    // The pending write was taken along: nothing more happens when the pause ends.
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    expect(view.url).toBe('/admin/loads?search=acme&tab=assigned');
  });

  it('falls back to the default for each bad value alone, keeping the good ones', () => {
    const view = renderList('/admin/loads?page=-2&tab=archived&payment=Paid&ordering=drop%20table&search=ok');
    expect(view.list.values).toEqual({ page: 1, search: 'ok', tab: 'all', payment: 'Paid', ordering: '-id' });
    expect(renderList('/admin/loads?page=abc').list.values).toEqual(defaults);
    expect(renderList(`/admin/loads?search=${'x'.repeat(201)}`).list.values).toEqual(defaults);
  });

  it('Back and Forward step through pages and filters, and a whole search is one step', () => {
    const view = renderList();
    act(() => view.list.setPage(2));
    act(() => view.list.set({ tab: 'assigned' }));
    for (const text of ['n', 'no', 'nor']) {
      act(() => view.list.setSearch(text));
      act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    }
    act(() => view.list.setSearch('north'));
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    expect(view.url).toBe('/admin/loads?search=north&tab=assigned');

    view.go(-1);
    expect(view.url).toBe('/admin/loads?tab=assigned');
    // The box follows the URL it came back to.
    expect(view.list.searchInput).toBe('');
    view.go(-1);
    expect(view.list.values).toEqual({ ...defaults, page: 2 });
    view.go(-1);
    expect(view.list.values).toEqual(defaults);

    view.go(1);
    view.go(1);
    view.go(1);
    expect(view.list.values).toEqual({ ...defaults, tab: 'assigned', search: 'north' });
    expect(view.list.searchInput).toBe('north');
  });

  it('drops a half-typed search when Back moves the list', () => {
    const view = renderList();
    act(() => view.list.setPage(2));
    act(() => view.list.setSearch('half'));
    view.go(-1);
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    expect(view.url).toBe('/admin/loads');
  });

  it('reset brings every value back to its default, as one step', () => {
    const view = renderList('/admin/loads?page=4&tab=assigned&search=acme');
    act(() => view.list.reset());
    expect(view.url).toBe('/admin/loads');
    expect(view.list.searchInput).toBe('');
    view.go(-1);
    expect(view.list.values).toMatchObject({ page: 4, tab: 'assigned', search: 'acme' });
  });

  it('drops a search typed just before a click took the user elsewhere, while the list is still drawn', () => {
    // In the browser: the window's path changes at the click; the list stays on screen until the
    // next screen's code arrives, and a search written then would bring the user back to it.
    window.history.replaceState(null, '', '/admin/loads');
    const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
    const view = renderHook(() => useListState(LoadsListSchema, { ...defaults }), { wrapper });
    act(() => view.result.current.setSearch('acme'));
    window.history.pushState(null, '', '/admin/loads/success?id=7');
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    expect(window.location.pathname + window.location.search).toBe('/admin/loads/success?id=7');

    // Still on the list, the same typing is written as usual.
    window.history.replaceState(null, '', '/admin/loads');
    const stay = renderHook(() => useListState(LoadsListSchema, { ...defaults }), { wrapper });
    act(() => stay.result.current.setSearch('acme'));
    act(() => void jest.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS));
    expect(window.location.pathname + window.location.search).toBe('/admin/loads?search=acme');
  });
});
