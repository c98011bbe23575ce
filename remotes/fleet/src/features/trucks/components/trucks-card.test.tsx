import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type Driver, type Truck } from '@haulboard/shared/contracts';
import { aDriver, anExpiry, aTruck, renderScreen, type Answer, type Routes } from '@haulboard/shared/testing';
import { TrucksCard } from './trucks-card';

// The All Trucks card against a trucks-list/ that pages, searches, sorts and filters like the
// server, and the calls its dialogs make.

const EXPIRED = anExpiry({ registration: { date: '2026-11-01', state: 'expired' } });
const DUE = anExpiry({ insurance: { date: '2026-12-01', state: 'due' } });

/** 12 trucks TRK-01..TRK-12; TRK-02 expired, TRK-03 due; TRK-01 has a driver. */
const seed = (): Truck[] =>
  Array.from({ length: 12 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return aTruck({
      id: i + 1,
      truck_number: `TRK-${n}`,
      truck_model: i % 2 ? 'Volvo VNL' : 'Kenworth T680',
      vin_number: `VIN0000000000000${n}`,
      registration_expiration_date: i === 1 ? '2026-11-01' : null,
      insurance_expiration_date: i === 2 ? '2026-12-01' : null,
      truck_notes: i === 0 ? 'Left mirror cracked' : null,
      expiry: i === 1 ? EXPIRED : i === 2 ? DUE : anExpiry(),
      drivers: i === 0 ? [{ id: 7, name: 'Ada Ray' }] : [],
    });
  });

const DRIVERS: Driver[] = [
  aDriver({ id: 7, first_name: 'Ada', last_name: 'Ray', truck_number: 'TRK-01' }),
  aDriver({ id: 8, first_name: 'Bo', last_name: 'Lee', truck_number: null }),
  aDriver({ id: 9, first_name: 'Cy', last_name: 'Fox', truck_number: 'TRK-05' }),
];

function fakeApi(initial = seed()) {
  let trucks = [...initial];
  const routes: Routes = {
    [`GET ${ApiPaths.trucksList}`]: (req) => {
      const q = req.query;
      const search = q.get('search')?.toLowerCase() ?? '';
      const ordering = q.get('ordering') ?? 'truck_number';
      const field = ordering.replace('-', '') as 'truck_number' | 'truck_model';
      const matching = trucks.filter((t) => [t.truck_number, t.truck_model, t.vin_number, ...t.driver_names].some((v) => v.toLowerCase().includes(search)));
      const attention = matching.filter((t) => t.expiry.state !== 'ok');
      const expiry = q.get('expiry');
      const shown = expiry === 'attention' ? attention : expiry === 'expired' ? matching.filter((t) => t.expiry.state === 'expired') : matching;
      const sorted = [...shown].sort((a, b) => a[field].localeCompare(b[field]) * (ordering.startsWith('-') ? -1 : 1) || a.id - b.id);
      const size = Number(q.get('page_size'));
      const page = Number(q.get('page'));
      return { status: 200, body: { count: sorted.length, attention_count: attention.length, results: sorted.slice((page - 1) * size, page * size) } };
    },
    [`POST ${ApiPaths.createTruck}`]: (req) => {
      const body = req.body as Truck;
      if (trucks.some((t) => t.truck_number === body.truck_number)) return { status: 409, body: { detail: 'A truck with this number already exists.' } };
      const truck = aTruck({ ...body, id: 100 + trucks.length });
      trucks = [...trucks, truck];
      return { status: 201, body: truck };
    },
    [`GET ${ApiPaths.drivers}`]: (req) => {
      const search = req.query.get('search')?.toLowerCase() ?? '';
      const found = DRIVERS.filter((d) => d.full_name.toLowerCase().includes(search));
      return { status: 200, body: { count: found.length, results: found } };
    },
    [`POST ${ApiPaths.assignTruck}`]: () => ({ status: 200, body: trucks[0] }),
  };
  for (const t of initial) {
    routes[`GET ${ApiPaths.truckDetails(t.id)}`] = () => ({ status: 200, body: trucks.find((x) => x.id === t.id) });
    routes[`PUT ${ApiPaths.updateTruck(t.id)}`] = (req) => {
      const updated = { ...trucks.find((x) => x.id === t.id)!, ...(req.body as object) };
      trucks = trucks.map((x) => (x.id === t.id ? updated : x));
      return { status: 200, body: updated };
    };
    routes[`DELETE ${ApiPaths.deleteTruck(t.id)}`] = () => {
      trucks = trucks.filter((x) => x.id !== t.id);
      return { status: 204 };
    };
  }
  return routes;
}

const draw = (route = '/admin/trucks-trailers', api: Routes = fakeApi()) => renderScreen(<TrucksCard />, { route, api });
const table = () => screen.getByRole('table', { name: 'Trucks' });
const numbers = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].querySelector('strong')?.textContent);
const rowOf = (number: string) =>
  within(table())
    .getAllByRole('row')
    .find((r) => r.querySelector('strong')?.textContent === number)!;
const lastQuery = (view: ReturnType<typeof draw>) => Object.fromEntries(view.server.to('GET', `/api/${ApiPaths.trucksList}`).at(-1)!.query);

describe('TrucksCard', () => {
  it('shows 10 trucks a page by truck number with the spec columns, N/A, No notes and the count', async () => {
    const view = draw();
    await waitFor(() => expect(numbers()).toHaveLength(10));
    expect(lastQuery(view)).toEqual({ page: '1', page_size: '10', ordering: 'truck_number' });
    expect(screen.getByRole('heading', { name: /All Trucks/ })).toHaveTextContent('All Trucks (12)');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Truck Number', 'Model', 'VIN Number', 'Registration Expiry', 'Next Service', 'Insurance Expiry', 'Driver(s)', 'Notes', 'Actions']);
    const first = within(rowOf('TRK-01')).getAllByRole('cell');
    expect(first.slice(1, 8).map((c) => c.textContent)).toEqual(['Kenworth T680', 'VIN000000000000001', 'N/A', 'N/A', 'N/A', 'Ada Ray', 'Left mirror cracked']);
    expect(within(rowOf('TRK-04')).getAllByRole('cell')[7]).toHaveTextContent('No notes');
    // Pagination past one page.
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    await waitFor(() => expect(numbers()).toEqual(['TRK-11', 'TRK-12']));
    expect(view.location().search).toBe('?page=2');
  });

  it('marks expired and due dates, counts the trucks that need attention and filters to them from the URL', async () => {
    const view = draw();
    await waitFor(() => expect(numbers()).toHaveLength(10));
    const expired = within(rowOf('TRK-02')).getAllByRole('cell');
    expect(expired[0]).toHaveTextContent('Expired');
    expect(expired[3]).toHaveTextContent('Nov 1, 2026');
    expect(expired[3]).toHaveTextContent('Expired');
    const due = within(rowOf('TRK-03')).getAllByRole('cell');
    expect(due[0]).toHaveTextContent('Due soon');
    expect(due[5]).toHaveTextContent('Due in 8 days');
    expect(within(rowOf('TRK-04')).getAllByRole('cell')[0]).toHaveTextContent(/^TRK-04$/);

    await userEvent.click(screen.getByRole('button', { name: '2 need attention' }));
    await waitFor(() => expect(numbers()).toEqual(['TRK-02', 'TRK-03']));
    expect(view.location().search).toBe('?expiry=attention');
    expect(lastQuery(view).expiry).toBe('attention');
    expect(screen.getByRole('combobox', { name: 'Expiry filter' })).toHaveValue('attention');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expiry filter' }), 'Expired');
    await waitFor(() => expect(numbers()).toEqual(['TRK-02']));
    expect(view.location().search).toBe('?expiry=expired');
  });

  it('searches and sorts on the server and keeps both in the URL', async () => {
    const view = draw();
    await waitFor(() => expect(numbers()).toHaveLength(10));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Model (Z-A)');
    await waitFor(() => expect(lastQuery(view).ordering).toBe('-truck_model'));
    await waitFor(() => expect(numbers()[0]).toBe('TRK-02'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search trucks' }), 'ada');
    await waitFor(() => expect(numbers()).toEqual(['TRK-01']));
    expect(lastQuery(view)).toMatchObject({ search: 'ada', ordering: '-truck_model', page: '1' });
    expect(view.location().search).toBe('?search=ada&ordering=-truck_model');
    expect(screen.getByRole('searchbox', { name: 'Search trucks' })).toHaveAttribute('placeholder', 'Search trucks...');
  });

  it("opens a pasted link's page and says 'No trucks found' when nothing matches", async () => {
    draw('/admin/trucks-trailers?search=zzz');
    expect(await screen.findByText('No trucks found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search trucks' })).toHaveValue('zzz');
    expect(screen.queryByRole('button', { name: /page 2/i })).not.toBeInTheDocument();
  });

  it("says 'Loading truck data...' and then 'Error loading trucks' with a toast and Try Again", async () => {
    let fail = true;
    const ok = fakeApi();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    draw('/admin/trucks-trailers', {
      ...ok,
      [`GET ${ApiPaths.trucksList}`]: async (req): Promise<Answer> => {
        await gate;
        return fail ? { status: 503, body: { detail: 'down' } } : (ok[`GET ${ApiPaths.trucksList}`](req) as Answer);
      },
    });
    expect(await screen.findByText('Loading truck data...')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading trucks');
    await waitFor(() => expect(screen.getAllByText('Error loading trucks')).toHaveLength(2)); // the row and the toast
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(numbers()).toHaveLength(10));
  });

  it('asks before deleting with the truck number, then deletes and says so', async () => {
    const view = draw();
    await waitFor(() => expect(numbers()).toHaveLength(10));
    await userEvent.click(within(table()).getByRole('button', { name: 'Delete truck TRK-04' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the truck TRK-04? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Truck deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(numbers()).not.toContain('TRK-04'));
    expect(view.server.to('DELETE', `/api/${ApiPaths.deleteTruck(4)}`)).toHaveLength(1);
  });
});
