/** @jest-environment jsdom */
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiPaths } from '@haulboard/shared/api';
import { deleteLoad, getLoads, queryKeys } from '@haulboard/shared/api/admin';
import { useListState } from '@haulboard/shared/list-state';
import { useAppMutation } from '@haulboard/shared/query';
import { Button, Input } from '@haulboard/shared/ui';
import { aLoad, renderScreen, type SeenRequest } from './index';

// A loads list cut to the bone, built from the kit the way an area builds its screens.
const ListSchema = z.object({ page: z.coerce.number().int().min(1), search: z.string(), payment: z.enum(['all', 'Paid', 'Unpaid']) });
const defaults = { page: 1, search: '', payment: 'all' } as const;

function LoadsScreen() {
  const list = useListState(ListSchema, { ...defaults });
  const { page, search, payment } = list.values;
  const query = { page, page_size: 10, search: search || undefined, payment: payment === 'all' ? undefined : payment };
  const loads = useQuery({ queryKey: queryKeys.loads.list(query), queryFn: ({ signal }) => getLoads(query, signal) });
  const remove = useAppMutation({
    mutationFn: (id: number) => deleteLoad(id),
    invalidates: [queryKeys.loads.all],
    event: 'loads:changed',
    success: 'Load deleted successfully',
    failure: 'Failed to delete load. Please try again.',
  });
  if (loads.isError) return <p>Failed to fetch data. Please try again later.</p>;
  return (
    <>
      <Input aria-label="Search" value={list.searchInput} onChange={(e) => list.setSearch(e.target.value)} />
      <Button onClick={() => list.setPage(page + 1)}>Next</Button>
      <ul>
        {loads.data?.results.map((l) => (
          <li key={l.id}>
            {l.loadname}
            <Button onClick={() => remove.mutate(l.id)}>Delete {l.loadname}</Button>
          </li>
        ))}
      </ul>
    </>
  );
}

describe('renderScreen', () => {
  it('draws a screen at a URL, signed in, against the fake backend seeded with records', async () => {
    const view = renderScreen(<LoadsScreen />, {
      route: '/admin/loads?payment=Paid',
      data: {
        loads: [
          aLoad({ id: 7, loadname: 'Steel coils', payment: 'Paid' }),
          aLoad({ id: 8, loadname: 'Lumber', payment: 'Paid' }),
          aLoad({ id: 9, loadname: 'Unpaid rice' }),
        ],
      },
    });
    expect(await screen.findByText('Steel coils')).toBeInTheDocument();
    expect(screen.queryByText('Unpaid rice')).not.toBeInTheDocument();
    const [first] = view.server.to('GET', '/api/list-loads/');
    expect(Object.fromEntries(first.query)).toEqual({ page: '1', page_size: '10', payment: 'Paid' });
    expect(first.authorization).toBe('Bearer test-access');

    await userEvent.click(screen.getByRole('button', { name: 'Delete Steel coils' }));
    expect(await screen.findByText('Load deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Steel coils')).not.toBeInTheDocument());
    expect(screen.getByText('Lumber')).toBeInTheDocument();
    expect(view.backend.db.loads.map((l) => l.id)).toEqual([8, 9]);
  });

  it('follows the router: the URL the screen wrote, and each request it made', async () => {
    const view = renderScreen(<LoadsScreen />, {
      route: '/admin/loads',
    });
    await waitFor(() => expect(view.server.requests).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(view.location().search).toBe('?page=2');
    await waitFor(() => expect(view.server.requests.map((r: SeenRequest) => r.query.get('page'))).toEqual(['1', '2']));
  });

  it('lets a route answer before the backend: a failure shows at once (no retries)', async () => {
    const view = renderScreen(<LoadsScreen />, {
      route: '/admin/loads',
      routes: { [`GET ${ApiPaths.listLoads}`]: () => ({ status: 404, body: { detail: 'Not found.' } }) },
    });
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
    expect(view.server.requests).toHaveLength(1);
  });

  it('starts signed out when told', async () => {
    const view = renderScreen(<LoadsScreen />, { session: {} });
    expect(await screen.findByText('Failed to fetch data. Please try again later.')).toBeInTheDocument();
    // The client refuses to call without a token.
    expect(view.server.requests).toHaveLength(0);
    expect(view.tokens.getAccessToken()).toBeNull();
  });
});
