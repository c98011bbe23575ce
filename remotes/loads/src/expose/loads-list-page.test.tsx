import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type Load } from '@haulboard/shared/contracts';
import { LIST_SEARCH_DEBOUNCE_MS } from '@haulboard/shared/list-state';
import { renderScreen, type RouteOverrides } from '@haulboard/shared/testing';
import { aLoad } from '../lib/load-fixture';
import LoadsListPage from './loads-list-page';

/** The list's loads: the kit's test load with the values these tests read. */
function makeLoad(id: number, over: Partial<Load> = {}): Load {
  return aLoad({
    id,
    loadname: `Load ${String(id).padStart(2, '0')}`,
    pickup_location: 'Dallas, TX',
    delivery_location: 'Reno, NV',
    pickup_date: '2026-03-05',
    pickup_time: '14:05:00',
    delivery_date: '2026-03-07',
    delivery_time: '09:30:00',
    weight_lbs: 12000.5,
    weight: 12000.5,
    price: 1250,
    driver_fee: 300,
    fuel_price: 80,
    toll_price: 12.5,
    insurance_fee: 40,
    parking_fee: null,
    ...over,
  });
}

/** 25 loads: every third assigned (with a driver), every fifth delivered, ids 1 to 25. */
function seed(): Load[] {
  return Array.from({ length: 25 }, (_, i) => {
    const id = i + 1;
    if (id % 5 === 0)
      return makeLoad(id, { status: 'delivered', payment: 'Paid', driver_name: 'Ann Lee', assignments: [{ id: 100 + id, load: id, driver: 9 }] });
    if (id % 3 === 0) return makeLoad(id, { status: 'assigned', driver_name: 'Ben Ray', assignments: [{ id: 100 + id, load: id, driver: 8 }] });
    return makeLoad(id);
  });
}

/** The page on the fake backend seeded with the 25 loads; `routes` take a call first. */
function draw(route = '/admin/loads', routes: RouteOverrides = {}) {
  return renderScreen(<LoadsListPage />, { route, data: { loads: seed() }, routes });
}

const table = () => screen.getByRole('table', { name: 'Loads' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
/** The load names shown, in order. The cells by the DOM: a role query per row, on every change
 * while a waitFor polls this, was 15% of the file's time. */
const names = () => bodyRows().map((r) => (r as HTMLTableRowElement).cells[2].textContent);
const shown = async (expected: string[]) => waitFor(() => expect(names()).toEqual(expected));
const listCalls = (view: ReturnType<typeof draw>) => view.server.to('GET', `/api/${ApiPaths.listLoads}`);
const lastQuery = (view: ReturnType<typeof draw>) => Object.fromEntries(listCalls(view).at(-1)!.query);

describe('LoadsListPage', () => {
  // The columns a test chose stay in this browser (jsdom's storage lasts the file): each test starts from the default set.
  beforeEach(() => window.localStorage.removeItem('haulboard.columns.loads'));

  it('shows the title, the Add Load link, the search, both filters with their options and the three tabs', async () => {
    draw();
    expect(await screen.findByRole('heading', { level: 1, name: 'All Loads' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '+ Add Load' })).toHaveAttribute('href', '/admin/add-load');
    expect(await screen.findByRole('searchbox', { name: 'Search loads' })).toBeInTheDocument();
    const options = (name: string) =>
      within(screen.getByRole('combobox', { name }))
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options('Date filter')).toEqual(['All Dates', 'Today', 'Tomorrow', 'This Week', 'Upcoming', 'Past Loads']);
    expect(options('Payment filter')).toEqual(['All Payments', 'Paid', 'Unpaid']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Assigned Load', 'Unassigned Load']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows its loading state, then the first 10 loads, newest first, in the spec columns and formats', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    draw('/admin/loads', { [`GET ${ApiPaths.listLoads}`]: async (_req, next) => (await held, next()) });
    expect(await within(await screen.findByRole('table', { name: 'Loads' })).findByText('Loading loads...')).toBeInTheDocument();
    answer();
    await shown(['Load 25', 'Load 24', 'Load 23', 'Load 22', 'Load 21', 'Load 20', 'Load 19', 'Load 18', 'Load 17', 'Load 16']);
    const headers = () =>
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    // The default set fits 1366 px (issue 27); Columns brings back every other spec column, in the spec's order.
    expect(headers()).toEqual(['', 'Load No', 'Load Name', 'Driver Name', 'Pickup Location', 'Delivery Location', 'Price', 'Payment', 'Status', 'Actions']);
    await userEvent.click(screen.getByRole('button', { name: /^Columns/ }));
    for (const box of within(screen.getByRole('group', { name: 'Columns of loads' })).getAllByRole('checkbox')) {
      if (!(box as HTMLInputElement).checked) await userEvent.click(box);
    }
    expect(headers()).toEqual([
      '',
      'Load No',
      'Load Name',
      'Driver Name',
      'Driver Fee',
      'Broker',
      'Pickup Location',
      'Delivery Location',
      'Price',
      'Payment',
      'Fuel Price',
      'Toll Price',
      'Insurance Fee',
      'Parking Fee',
      'Pickup Date',
      'Pickup Time',
      'Delivery Date',
      'Delivery Time',
      'Weight (lbs)',
      'Payment',
      'Status',
      'Actions',
    ]);
    const cells = (name: string) =>
      within(bodyRows().find((r) => r.textContent!.includes(name))!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Load 24')).toEqual([
      '',
      '24',
      'Load 24',
      'Ben Ray',
      '$300.00',
      'Acme Brokers',
      'Dallas, TX',
      'Reno, NV',
      '$1,250.00',
      'Unpaid',
      '$80.00',
      '$12.50',
      '$40.00',
      'N/A',
      'Mar 5, 2026',
      '2:05 PM',
      'Mar 7, 2026',
      '9:30 AM',
      '12,000.5',
      'Unpaid',
      'Assigned',
      'View',
    ]);
    expect(cells('Load 25').slice(3, 4).concat(cells('Load 25').slice(-2))).toEqual(['Ann Lee', 'Delivered', 'View']);
    expect(cells('Load 23').at(-1)).toBe('Assign');
    expect(screen.getByText('Showing 1–10 of 25 loads')).toBeInTheDocument();
  });

  it('asks the server for one page of 10, never the unpaged array, and pages with Previous, numbers and Next', async () => {
    const view = draw();
    await shown(expect.arrayContaining(['Load 25']) as unknown as string[]);
    expect(lastQuery(view)).toEqual({ page: '1', page_size: '10', ordering: '-id' });
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await shown(['Load 05', 'Load 04', 'Load 03', 'Load 02', 'Load 01']);
    expect(view.location().search).toBe('?page=3');
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(view.location().search).toBe('?page=2'));
    expect(listCalls(view).every((r) => r.query.get('page') && r.query.get('page_size') === '10')).toBe(true);
  });

  it('shows no pagination when everything fits on one page', async () => {
    draw('/admin/loads?tab=assigned');
    await shown(['Load 24', 'Load 21', 'Load 18', 'Load 12', 'Load 09', 'Load 06', 'Load 03']);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('numbers a load by its id when a reference is stored, and its reference still finds it (issue 27)', async () => {
    renderScreen(<LoadsListPage />, { route: '/admin/loads?search=4471823', data: { loads: [...seed(), makeLoad(472, { loadNumber: 'PO 4471823' })] } });
    await shown(['Load 472']);
    const cells = within(bodyRows()[0])
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[1]).toBe('472');
    expect(bodyRows()[0]).not.toHaveTextContent('4471823');
  });

  it('shows No loads found when nothing matches', async () => {
    draw('/admin/loads?search=nothing-like-this');
    expect(await screen.findByText('No loads found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search loads' })).toHaveValue('nothing-like-this');
  });

  it('shows the failure in an alert and a toast, and Try Again fetches again', async () => {
    let fail = true;
    const view = draw('/admin/loads', { [`GET ${ApiPaths.listLoads}`]: (_req, next) => (fail ? { status: 500, body: { detail: 'boom' } } : next()) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch data. Please try again later.');
    await waitFor(() => expect(screen.getAllByText('Failed to fetch data. Please try again later.')).toHaveLength(2));
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await shown(expect.arrayContaining(['Load 25']) as unknown as string[]);
    expect(listCalls(view)).toHaveLength(2);
  });

  it('reads its whole state from the URL, and sends it to the server (a pasted link)', async () => {
    const view = draw('/admin/loads?page=2&search=load&tab=unassigned&date=this_week&payment=Unpaid&ordering=loadname');
    await waitFor(() => expect(listCalls(view).length).toBeGreaterThan(0));
    expect(lastQuery(view)).toEqual({
      page: '2',
      page_size: '10',
      search: 'load',
      status: 'unassigned',
      date: 'this_week',
      payment: 'Unpaid',
      ordering: 'loadname',
    });
    expect(screen.getByRole('tab', { name: 'Unassigned Load' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Date filter' })).toHaveValue('this_week');
    expect(screen.getByRole('combobox', { name: 'Payment filter' })).toHaveValue('Unpaid');
    expect(
      within(await screen.findByRole('table'))
        .getAllByRole('columnheader')
        .find((h) => h.textContent === 'Load Name'),
    ).toHaveAttribute('aria-sort', 'ascending');
  });

  it('puts tab, filters, search and sort in the URL, each change back on page 1', async () => {
    const view = draw('/admin/loads?page=2');
    await shown(['Load 15', 'Load 14', 'Load 13', 'Load 12', 'Load 11', 'Load 10', 'Load 09', 'Load 08', 'Load 07', 'Load 06']);
    await userEvent.click(screen.getByRole('tab', { name: 'Unassigned Load' }));
    await waitFor(() => expect(view.location().search).toBe('?tab=unassigned'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment filter' }), 'Unpaid');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Date filter' }), 'Past Loads');
    await waitFor(() => expect(view.location().search).toBe('?tab=unassigned&date=past&payment=Unpaid'));
    await userEvent.click(screen.getByRole('button', { name: 'Price' }));
    await waitFor(() => expect(view.location().search).toBe('?tab=unassigned&date=past&payment=Unpaid&ordering=price'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search loads' }), 'Load 1');
    await waitFor(() => expect(view.location().search).toBe('?search=Load+1&tab=unassigned&date=past&payment=Unpaid&ordering=price'), {
      timeout: LIST_SEARCH_DEBOUNCE_MS + 2000,
    });
    expect(lastQuery(view)).toMatchObject({ page: '1', search: 'Load 1', status: 'unassigned', payment: 'Unpaid', date: 'past', ordering: 'price' });
  });

  it('sorts by a header, then the other way', async () => {
    const view = draw();
    await shown(expect.arrayContaining(['Load 25']) as unknown as string[]);
    await userEvent.click(screen.getByRole('button', { name: 'Load Name' }));
    await shown(['Load 01', 'Load 02', 'Load 03', 'Load 04', 'Load 05', 'Load 06', 'Load 07', 'Load 08', 'Load 09', 'Load 10']);
    await userEvent.click(screen.getByRole('button', { name: 'Load Name' }));
    await shown(['Load 25', 'Load 24', 'Load 23', 'Load 22', 'Load 21', 'Load 20', 'Load 19', 'Load 18', 'Load 17', 'Load 16']);
    expect(view.location().search).toBe('?ordering=-loadname');
  });

  it('reads as one card a load on a phone, with its number and name, route, price, payment, status and actions', async () => {
    draw('/admin/loads');
    await within(await screen.findByRole('table', { name: 'Loads' })).findByText('Load 24');
    const cards = screen.getByRole('list', { name: 'Loads' });
    const card = within(cards).getByRole('heading', { name: '24 · Load 24' }).closest('li')!;
    expect(card).toHaveTextContent('RouteDallas, TX → Reno, NV');
    expect(card).toHaveTextContent('Price$1,250.00');
    expect(within(card).getByRole('link', { name: 'View Load 24' })).toHaveAttribute('href', '/admin/loads/success?id=24');
    expect(within(card).getByRole('button', { name: 'Delete load Load 24' })).toBeInTheDocument();
  });

  it('links View and Assign to the detail by id, passing the load in the navigation state', async () => {
    const view = draw();
    await shown(expect.arrayContaining(['Load 23']) as unknown as string[]);
    expect(within(table()).getByRole('link', { name: 'View Load 24' })).toHaveAttribute('href', '/admin/loads/success?id=24');
    await userEvent.click(within(table()).getByRole('link', { name: 'Assign Load 23' }));
    expect(view.location().pathname + view.location().search).toBe('/admin/loads/success?id=23');
    expect(view.location().state).toMatchObject({ load: { id: 23, loadname: 'Load 23' }, status: 'unassigned', assignments: [] });
  });

  it('deletes one load after the spec confirmation, then Undo in the toast brings it back', async () => {
    const view = draw();
    await shown(expect.arrayContaining(['Load 24']) as unknown as string[]);
    await userEvent.click(within(table()).getByRole('button', { name: 'Delete load Load 24' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the load "Load 24"? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Load deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(names()).not.toContain('Load 24'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(view.server.to('DELETE', '/api/delete-load/24/')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Load restored successfully')).toBeInTheDocument();
    await waitFor(() => expect(names()).toContain('Load 24'));
    expect(view.server.to('POST', '/api/loads/restore/').map((r) => r.body)).toEqual([{ ids: [24] }]);
  });

  it('keeps the load when the confirmation is cancelled, and says so when the delete fails', async () => {
    const view = draw('/admin/loads', { [`DELETE ${ApiPaths.deleteLoad(25)}`]: () => ({ status: 500, body: { detail: 'down' } }) });
    await shown(expect.arrayContaining(['Load 25']) as unknown as string[]);
    await userEvent.click(within(table()).getByRole('button', { name: 'Delete load Load 25' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.server.to('DELETE', '/api/delete-load/25/')).toHaveLength(0);
    await userEvent.click(within(table()).getByRole('button', { name: 'Delete load Load 25' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete load. Please try again.')).toBeInTheDocument();
    expect(names()).toContain('Load 25');
  });

  it('marks the selected loads Paid, and deletes a selection after one confirmation naming the count', async () => {
    const view = draw();
    await shown(expect.arrayContaining(['Load 24']) as unknown as string[]);
    await userEvent.click(within(table()).getByRole('checkbox', { name: 'Select load Load 24' }));
    await userEvent.click(within(table()).getByRole('checkbox', { name: 'Select load Load 22' }));
    const bar = await screen.findByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 loads selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Mark Paid' }));
    expect(await screen.findByText('Payment status updated to Paid')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/loads/bulk-payment/').map((r) => r.body)).toEqual([{ ids: [24, 22], payment: 'Paid' }]);
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).not.toBeInTheDocument());
    expect(view.backend.db.loads.filter((l) => l.payment === 'Paid').map((l) => l.id)).toEqual([5, 10, 15, 20, 22, 24, 25]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all loads on this page' }));
    expect(screen.getByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('10 loads selected');
    await userEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the 10 selected loads? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('10 loads deleted successfully')).toBeInTheDocument();
    await shown(['Load 15', 'Load 14', 'Load 13', 'Load 12', 'Load 11', 'Load 10', 'Load 09', 'Load 08', 'Load 07', 'Load 06']);
    expect(view.server.to('POST', '/api/loads/bulk-delete/')).toHaveLength(1);
    expect(view.server.to('DELETE', '/api/delete-load/25/')).toHaveLength(0);
  });

  it('clears the selection when the page or a filter changes', async () => {
    draw();
    await shown(expect.arrayContaining(['Load 24']) as unknown as string[]);
    await userEvent.click(within(table()).getByRole('checkbox', { name: 'Select load Load 24' }));
    expect(await screen.findByRole('toolbar', { name: 'Bulk actions' })).toHaveTextContent('1 load selected');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
    await shown(expect.arrayContaining(['Load 15']) as unknown as string[]);
    await userEvent.click(within(table()).getByRole('checkbox', { name: 'Select load Load 15' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment filter' }), 'Unpaid');
    await waitFor(() => expect(screen.queryByRole('toolbar')).not.toBeInTheDocument());
    expect(screen.getAllByRole('checkbox').every((c) => !(c as HTMLInputElement).checked)).toBe(true);
  });

  it('exports the loads of the current tab, search and filters as CSV', async () => {
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:loads');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const view = draw('/admin/loads?tab=assigned&payment=Paid&search=load&page=2&ordering=price');
      await screen.findByRole('table');
      await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^loads-\d{4}-\d{2}-\d{2}\.csv$/);
      const [req] = view.server.to('GET', '/api/loads/export/');
      expect(Object.fromEntries(req.query)).toEqual({ status: 'assigned', payment: 'Paid', search: 'load' });
    } finally {
      click.mockRestore();
    }
  });

  it('tells when the export fails', async () => {
    draw('/admin/loads', { [`GET ${ApiPaths.exportLoads}`]: () => ({ status: 500, body: { detail: 'down' } }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export loads. Please try again.')).toBeInTheDocument();
  });
});
