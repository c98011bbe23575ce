/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ApiError, NetworkError } from '@haulboard/shared/api';
import { bus } from '@haulboard/shared/bus';
import { readRetryDelay, retryRead } from '@haulboard/shared/query';
import { renderScreen } from '@haulboard/shared/testing';
import { toaster, Toaster, UiProvider } from '@haulboard/shared/ui';
import { defineListResource, useListController, useListPage } from './index';

type Row = { id: number; name: string };
const ROWS: Row[] = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Truck ${i + 1}` }));

/** A list of 5 a page over `rows`, answering `fail` instead while it is set; counts its calls. */
function setup(start: { page: number; rows?: Row[]; fail?: Error }) {
  const server = { rows: start.rows ?? ROWS, fail: start.fail as Error | undefined, calls: 0 };
  const resource = defineListResource({
    keys: { all: ['things'], list: (q: { page: number }) => ['things', 'list', q] },
    pageSize: 5,
    getPage: async ({ page }: { page: number }) => {
      server.calls += 1;
      if (server.fail) throw server.fail;
      return { count: server.rows.length, results: server.rows.slice((page - 1) * 5, page * 5) };
    },
    staleOn: ['drivers:changed'],
    messages: { loadFailed: 'Error loading things' },
  });
  // The host's policy, without its waits.
  const client = new QueryClient({ defaultOptions: { queries: { retry: retryRead, retryDelay: 0 } } });
  function List() {
    const [page, setPage] = useState(start.page);
    const list = useListController(resource, { query: { page }, page, setPage });
    return (
      <div>
        <output aria-label="page">{page}</output>
        {list.loading && <p>Loading...</p>}
        {list.error && (
          <p role="alert">
            {list.error} <button onClick={list.retry}>{list.retryLabel}</button>
          </p>
        )}
        <ul>
          {list.rows?.map((r) => (
            <li key={r.id}>{r.name}</li>
          ))}
        </ul>
        <output aria-label="count">{list.count}</output>
      </div>
    );
  }
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <List />
        <Toaster />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { server, client };
}

describe('useListController', () => {
  // The toaster is the page's one store: a toast left by one test is not the next one's.
  afterEach(async () => {
    act(() => toaster.dismiss());
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="title"]')).toBeNull());
  });

  it('shows the page the URL asks for and its count', async () => {
    setup({ page: 2 });
    expect(await screen.findByText('Truck 6')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('status', { name: 'count' })).toHaveTextContent('12');
  });

  it('after a 5xx asks once more, then shows the message with Try Again and one toast', async () => {
    const { server } = setup({ page: 1, fail: new ApiError(500, 'boom', {}) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading things');
    expect(server.calls).toBe(2);
    await waitFor(() => expect(screen.getAllByText('Error loading things')).toHaveLength(2));
    expect(screen.getByRole('status', { name: 'count' })).toHaveTextContent('0');
    server.fail = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Truck 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not toast a 401 (the shell signs the user out) and does not ask again', async () => {
    const { server } = setup({ page: 1, fail: new ApiError(401, 'expired', {}) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading things');
    expect(server.calls).toBe(1);
    expect(screen.getAllByText('Error loading things')).toHaveLength(1);
  });

  it('steps back to the new last page when the one shown has emptied', async () => {
    const { server, client } = setup({ page: 3 });
    expect(await screen.findByText('Truck 11')).toBeInTheDocument();
    server.rows = ROWS.slice(0, 10);
    await act(() => client.invalidateQueries({ queryKey: ['things'] }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'page' })).toHaveTextContent('2'));
    expect(await screen.findByText('Truck 10')).toBeInTheDocument();
  });

  it("asks again when another area changes what the list shows (the resource's bus events)", async () => {
    const { server } = setup({ page: 1 });
    expect(await screen.findByText('Truck 1')).toBeInTheDocument();
    server.rows = [{ id: 99, name: 'Renamed' }, ...ROWS.slice(1)];
    act(() => bus.emit('drivers:changed', { driverId: 1 }));
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
  });
});

describe('useListController on a list the server answers whole', () => {
  it('shows every row and their count without a page, and its failure with Try Again and a toast', async () => {
    const server = { fail: true };
    const resource = defineListResource({
      keys: { all: ['wholes'], list: () => ['wholes', 'list'] },
      getPage: async () => {
        if (server.fail) throw new ApiError(500, 'boom', {});
        return ROWS;
      },
      messages: { loadFailed: 'Error loading wholes' },
    });
    function List() {
      const list = useListController(resource);
      return list.error ? (
        <p role="alert">
          {list.error} <button onClick={list.retry}>{list.retryLabel}</button>
        </p>
      ) : (
        <p>{list.rows ? `${list.count} rows, ${list.rows[11].name} last` : 'Loading...'}</p>
      );
    }
    renderScreen(<List />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading wholes');
    await waitFor(() => expect(screen.getAllByText('Error loading wholes')).toHaveLength(2));
    server.fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('12 rows, Truck 12 last')).toBeInTheDocument();
  });
});

describe('useListPage', () => {
  it('reads the page the controller shows with no second request; watching only, it asks nothing itself', async () => {
    let calls = 0;
    const resource = defineListResource({
      keys: { all: ['parts'], list: (q: { page: number }) => ['parts', 'list', q] },
      pageSize: 5,
      getPage: async ({ page }: { page: number }) => {
        calls += 1;
        return { count: ROWS.length, results: ROWS.slice((page - 1) * 5, page * 5) };
      },
      messages: { loadFailed: 'Error loading parts' },
    });
    function Beside({ ask, label }: { ask: boolean; label: string }) {
      const page = useListPage(resource, { page: 2 }, { ask });
      return <p>{`${label}: ${page.data ? page.data.results[0].name : 'nothing'}`}</p>;
    }
    function Screen({ withList }: { withList: boolean }) {
      return (
        <div>
          <Beside ask={false} label="watching" />
          {withList && <Beside ask label="asking" />}
          {withList && <List />}
        </div>
      );
    }
    function List() {
      const list = useListController(resource, { query: { page: 2 }, page: 2, setPage: () => undefined });
      return <p>{list.rows ? `list: ${list.rows[0].name}` : 'list: loading'}</p>;
    }
    const alone = renderScreen(<Screen withList={false} />);
    // Drawn, its effects have run: a query that asks has asked by now.
    expect(await screen.findByText('watching: nothing')).toBeInTheDocument();
    expect(calls).toBe(0);
    alone.unmount();

    renderScreen(<Screen withList />);
    expect(await screen.findByText('list: Truck 6')).toBeInTheDocument();
    expect(screen.getByText('asking: Truck 6')).toBeInTheDocument();
    expect(screen.getByText('watching: Truck 6')).toBeInTheDocument();
    expect(calls).toBe(1);
  });
});

describe('the read policy', () => {
  it('never asks a 4xx again, a 5xx once and no answer twice, within about a second', () => {
    expect(retryRead(0, new ApiError(404, 'gone', {}))).toBe(false);
    expect([0, 1].map((n) => retryRead(n, new ApiError(503, 'down', {})))).toEqual([true, false]);
    expect([0, 1, 2].map((n) => retryRead(n, new NetworkError()))).toEqual([true, true, false]);
    expect([0, 1].map(readRetryDelay)).toEqual([400, 800]);
  });
});
