/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router';
import { useRecordController, type RecordSource } from './index';

type Thing = { id: number; name: string };

function setup(entry: InitialEntry, stored: Thing | null = null) {
  const fetched: number[] = [];
  const source: RecordSource<number, Thing> = {
    param: 'id',
    parse: (raw) => (raw && /^\d+$/.test(raw) ? Number(raw) : null),
    fromState: (state, id) => {
      const thing = (state as { thing?: Thing } | null)?.thing ?? null;
      return thing && (id === null || thing.id === id) ? thing : null;
    },
    keyOf: (thing) => thing.id,
    key: (id) => ['things', 'detail', id],
    get: async (id) => {
      fetched.push(id);
      return { id, name: `Thing ${id} from the server` };
    },
    stored: (id) => (stored?.id === id ? stored : null),
  };
  let search = '';
  function Screen() {
    const { key, query } = useRecordController(source);
    search = useLocation().search;
    return (
      <p>
        {key ?? 'no key'}: {query.data?.name ?? 'nothing'}
      </p>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[entry]}>
        <Screen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetched, search: () => search };
}

describe('useRecordController', () => {
  it('reads the key from the URL and fetches the record (a pasted link)', async () => {
    const view = setup('/things?id=7');
    expect(await screen.findByText('7: Thing 7 from the server')).toBeInTheDocument();
    expect(view.fetched).toEqual([7]);
  });

  it('draws a handed-over record at once, puts its key in the URL and checks it with the server', async () => {
    const view = setup({ pathname: '/things', state: { thing: { id: 3, name: 'From the list' } } });
    expect(screen.getByText('3: From the list')).toBeInTheDocument();
    await waitFor(() => expect(view.search()).toBe('?id=3'));
    expect(await screen.findByText('3: Thing 3 from the server')).toBeInTheDocument();
  });

  it("ignores a handed-over record that is not the URL's, and draws a stored copy of the URL's", async () => {
    setup({ pathname: '/things', search: '?id=5', state: { thing: { id: 3, name: 'Another' } } }, { id: 5, name: 'Kept in this tab' });
    expect(screen.getByText('5: Kept in this tab')).toBeInTheDocument();
    expect(await screen.findByText('5: Thing 5 from the server')).toBeInTheDocument();
  });

  it('asks nothing without a key', () => {
    const view = setup('/things?id=abc');
    expect(screen.getByText('no key: nothing')).toBeInTheDocument();
    expect(view.fetched).toEqual([]);
  });
});
