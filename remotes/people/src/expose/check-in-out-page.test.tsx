import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths } from '@haulboard/shared/contracts';
import { LIST_SEARCH_DEBOUNCE_MS } from '@haulboard/shared/list-state';
import { aDriver, renderScreen, type FakeData, type RouteOverrides } from '@haulboard/shared/testing';
import CheckInOutPage from './check-in-out-page';

const at = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).toISOString();

/**
 * 10 drivers on Monday, Nov 23 2026 at 16:00: the first worked 10:05 to 12:00 and is on shift
 * again since 13:00, the second never checked in, the third worked 7:00 to 15:30 today and a
 * day earlier in the month; the rest have no shift.
 */
const seed = (): FakeData => ({
  now: new Date(2026, 10, 23, 16, 0),
  drivers: Array.from({ length: 10 }, (_, i) =>
    aDriver({
      id: i + 1,
      first_name: 'Driver',
      last_name: String(i + 1).padStart(2, '0'),
      phone_number_driver: i === 2 ? null : `+1 555 01${String(i).padStart(2, '0')}`,
      email: `driver${i + 1}@fleet.example`,
    }),
  ),
  checkIns: [
    { id: 1, user: 1, check_in_time: at(23, 10, 5), check_out_time: at(23, 12, 0) },
    { id: 2, user: 1, check_in_time: at(23, 13, 0), check_out_time: null },
    { id: 3, user: 3, check_in_time: at(23, 7, 0), check_out_time: at(23, 15, 30) },
    { id: 4, user: 3, check_in_time: at(2, 8, 0), check_out_time: at(2, 16, 0) },
  ],
});

const draw = (route = '/admin/check-in-out', routes: RouteOverrides = {}, session?: Record<string, string>) =>
  renderScreen(<CheckInOutPage />, { route, data: seed(), routes, session });

/** A driver's name in the table (a phone's cards show it again). */
const inTable = (name: string) => within(screen.getByRole('table', { name: 'Driver hours' })).findByText(name);
const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name} `) });
const cellsOf = (name: string) =>
  within(rowOf(name))
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Check In/Out', () => {
  it('shows each driver with the latest check-in and check-out and the total as N Hrs M Min', async () => {
    draw();
    expect(await screen.findByRole('heading', { name: 'Check In/Out' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Driver hours' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Phone', 'Email', 'Latest Check-In', 'Latest Check-Out', 'Total Hours']);
    await inTable('Driver 01');
    // On shift since 13:00: the latest shift has no check-out yet.
    expect(cellsOf('Driver 01')).toEqual(['Driver 01', '+1 555 0100', 'driver1@fleet.example', 'Nov 23, 1:00 PM', 'Not checked out', '4 Hrs 55 Min']);
    expect(cellsOf('Driver 02')).toEqual(['Driver 02', '+1 555 0101', 'driver2@fleet.example', 'Not checked In', 'Not checked out', '0 Hrs 0 Min']);
    expect(cellsOf('Driver 03')).toEqual(['Driver 03', 'N/A', 'driver3@fleet.example', 'Nov 23, 7:00 AM', 'Nov 23, 3:30 PM', '8 Hrs 30 Min']);
    // 7 a page (spec section 9), and the count.
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    expect(screen.getByText('Showing 1–7 of 10 drivers')).toBeInTheDocument();
  });

  it('shows the same figures as one card per driver for a phone', async () => {
    draw();
    const cards = await screen.findByRole('list', { name: 'Driver hours' });
    const items = within(cards).getAllByRole('listitem');
    // In the table's order: most time first, then by name.
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Driver 03',
      'Driver 01',
      'Driver 02',
      'Driver 04',
      'Driver 05',
      'Driver 06',
      'Driver 07',
    ]);
    const driver01 = items[1];
    expect([...driver01.querySelectorAll('dt, dd')].map((e) => e.textContent)).toEqual([
      'Phone',
      '+1 555 0100',
      'Email',
      'driver1@fleet.example',
      'Latest Check-In',
      'Nov 23, 1:00 PM',
      'Latest Check-Out',
      'Not checked out',
      'Total Hours',
      '4 Hrs 55 Min',
    ]);
    expect(within(cards).getAllByRole('listitem')).toHaveLength(7);
  });

  it("asks the server for today's page of 7 and says which day it is", async () => {
    const view = draw();
    await inTable('Driver 01');
    const [req] = view.server.to('GET', '/api/driver-hours/');
    expect(Object.fromEntries(req.query)).toEqual({ period: 'daily', page: '1', page_size: '7' });
    expect(screen.getByTestId('period-range')).toHaveTextContent(/^Daily hours: Today, \w{3}, \w{3} \d{1,2}, \d{4}$/);
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('daily');
  });

  it('changes the period on the server and in the URL, back to page 1', async () => {
    const view = draw('/admin/check-in-out?page=2');
    await inTable('Driver 08');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'monthly');
    await waitFor(() => expect(view.location().search).toBe('?period=monthly'));
    // Monthly figures, page 1.
    await waitFor(() => expect(cellsOf('Driver 03').at(-1)).toBe('16 Hrs 30 Min'));
    expect(Object.fromEntries(view.server.to('GET', '/api/driver-hours/').at(-1)!.query)).toEqual({ period: 'monthly', page: '1', page_size: '7' });
    expect(screen.getByTestId('period-range')).toHaveTextContent(/^Monthly hours: \w+ \d{4} \(\w{3} 1 – \w{3} \d{2}\)$/);
  });

  it('opens on the period of a pasted link', async () => {
    const view = draw('/admin/check-in-out?period=weekly');
    await inTable('Driver 01');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('weekly');
    expect(view.server.to('GET', '/api/driver-hours/')[0].query.get('period')).toBe('weekly');
    expect(screen.getByTestId('period-range')).toHaveTextContent(/^Weekly hours: Mon, /);
  });

  it('searches on the server as one types, keeping the period, from page 1', async () => {
    const view = draw('/admin/check-in-out?period=weekly&page=2');
    await inTable('Driver 08');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search drivers' }), 'driver1');
    await waitFor(() => expect(view.location().search).toBe('?search=driver1&period=weekly'), { timeout: LIST_SEARCH_DEBOUNCE_MS + 2000 });
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Driver hours' })).getAllByRole('row')).toHaveLength(3));
    expect(await inTable('Driver 10')).toBeInTheDocument();
    expect(Object.fromEntries(view.server.to('GET', '/api/driver-hours/').at(-1)!.query)).toEqual({
      period: 'weekly',
      search: 'driver1',
      page: '1',
      page_size: '7',
    });
  });

  it('pages on the server', async () => {
    const view = draw();
    await inTable('Driver 01');
    await userEvent.click(screen.getByRole('button', { name: /page 2/i }));
    expect(await inTable('Driver 08')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=2');
    expect(screen.getByText('Showing 8–10 of 10 drivers')).toBeInTheDocument();
  });

  it('says so when no driver matches', async () => {
    draw('/admin/check-in-out?search=nobody');
    expect(await screen.findByText('No drivers found')).toBeInTheDocument();
  });

  it("exports the period's hours of every matching driver as CSV", async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:hours'), revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const view = draw('/admin/check-in-out?period=weekly&search=driver&page=2');
      await inTable('Driver 08');
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toMatch(/^driver-hours-weekly-\d{4}-\d{2}-\d{2}\.csv$/);
      const [req] = view.server.to('GET', '/api/driver-hours/export/');
      // Not the page: every driver of the period and search.
      expect(Object.fromEntries(req.query)).toEqual({ period: 'weekly', search: 'driver' });
    } finally {
      click.mockRestore();
    }
  });

  it('says Exporting... while busy and tells when the export fails', async () => {
    let fail!: () => void;
    draw('/admin/check-in-out', {
      [`GET ${ApiPaths.exportDriverHours}`]: () => new Promise((resolve) => (fail = () => resolve({ status: 500, body: { detail: 'Disk full' } }))),
    });
    await inTable('Driver 01');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByRole('button', { name: /Exporting/ })).toBeDisabled();
    fail();
    expect(await screen.findByText('Failed to export driver hours. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Disk full')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it("shows 'Error fetching driver data:' with the server's detail, and Try Again loads it", async () => {
    let failing = true;
    draw('/admin/check-in-out', {
      [`GET ${ApiPaths.driverHours}`]: (_req, next) => (failing ? { status: 500, body: { detail: 'Database unavailable' } } : next()),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching driver data: Database unavailable');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await inTable('Driver 01')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Authentication token not found' when there is no access token", async () => {
    const view = draw('/admin/check-in-out', {}, {});
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Authentication token not found/);
    expect(view.server.to('GET', '/api/driver-hours/')).toHaveLength(0);
  });
});
