import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DriverHoursRecord, HoursEntry, TopDispatcher, TopDriver, UpcomingLoad } from '@haulboard/shared/contracts';
import { card, emptyData, failureAlertText, held, load, Paths, renderDashboard, section, type DashboardData } from '../../test/render-dashboard';

// Only the clock is fixed (Wednesday 11 March 2026, 10:00 local): timers stay real for React Query and Testing Library.
const NOW = new Date(2026, 2, 11, 10, 0);
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());

const pad = (n: number) => String(n).padStart(2, '0');
/** An upcoming load picked up `hours` from NOW (local date and HH:MM). */
function upcomingIn(id: number, hours: number): UpcomingLoad {
  const d = new Date(NOW.getTime() + hours * 3_600_000);
  return {
    id,
    loadname: `Load ${id}`,
    load_number: String(id),
    pickup_date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    pickup_time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
    status: 'assigned',
  };
}
const at = (h: number, m: number) => new Date(2026, 2, 11, h, m).toISOString();
const shift = (id: number, inAt: string, outAt: string | null): HoursEntry => ({ id, check_in_time: inAt, check_out_time: outAt });
const hoursRecord = (id: number, first: string, entries: HoursEntry[], minutes: number): DriverHoursRecord => ({
  id,
  full_name: `${first} Driver`,
  first_name: first,
  last_name: 'Driver',
  phone_number_driver: null,
  driver_email: `${first.toLowerCase()}@example.com`,
  entries,
  total_hours_worked: minutes,
});
const topDriver = (id: number, first: string, hours: number): TopDriver => ({ id, first_name: first, last_name: 'Lee', hours });
const topDispatcher = (id: number, first: string, hours: number): TopDispatcher => ({ id, first_naem: first, last_name: 'Ray', hours });

const full = (): DashboardData => ({
  ...emptyData(),
  stats: { total_loads: 470, unassigned_or_pending: 12, active_assigned: 37 },
  activeUsers: { total_drivers: 25, checked_in_drivers: 10, total_dispatchers: 5, checked_in_dispatchers: 3 },
  topDrivers: [topDriver(1, 'Ann', 12), topDriver(2, 'Ben', 4.5), topDriver(3, 'Cy', 0.25), topDriver(4, 'Dee', 9)],
  topDispatchers: [topDispatcher(11, 'Pat', 7.75), topDispatcher(12, 'Quinn', 2), topDispatcher(13, 'Rae', 10), topDispatcher(14, 'Sam', 1)],
  driverHours: [
    hoursRecord(21, 'Ann', [shift(2, at(13, 0), null), shift(1, at(6, 5), at(12, 0))], 235),
    hoursRecord(22, 'Ben', [shift(3, at(7, 30), at(16, 45))], 555),
    hoursRecord(23, 'Cy', [], 0),
    hoursRecord(24, 'Dee', [shift(4, at(8, 0), at(9, 0))], 60),
    hoursRecord(25, 'Eve', [shift(5, at(9, 15), at(9, 45))], 30),
    hoursRecord(26, 'Fay', [shift(6, at(5, 0), at(6, 0))], 60),
  ],
  // Within 7 days: in 1 hour, 3 days and 7 days exactly; outside: an hour ago, 7 days and an hour, 30 days.
  upcoming: [upcomingIn(1, 1), upcomingIn(2, 72), upcomingIn(3, 168), upcomingIn(4, -1), upcomingIn(5, 169), upcomingIn(6, 720)],
  loads: [load(1, '2026-03-10', { Truck_number: 'TRK-101', driver_name: 'Ann Lee' })],
});

/** What the fake API answers for a dashboard path with the full data. */
function answerOf(path: string) {
  const d = full();
  const bodies: Record<string, unknown> = {
    [Paths.stats]: d.stats,
    [Paths.activeUsers]: d.activeUsers,
    [Paths.upcoming]: d.upcoming,
    [Paths.topDrivers]: d.topDrivers,
    [Paths.topDispatchers]: d.topDispatchers,
    [Paths.driverHours]: { count: d.driverHours.length, results: d.driverHours },
  };
  return { status: 200, body: bodies[path] };
}

const CARDS = ['Active Dispatchers', 'Active Drivers', 'Total Loads', 'Upcoming Loads', 'Transit Loads'];
const cardValue = (label: string) => within(card(label)).getByTestId('stat-value').textContent;
const cardValues = () => CARDS.map(cardValue);
const loadingLabels = () => screen.queryAllByLabelText(/^Loading /).map((e) => e.getAttribute('aria-label'));
const alertShown = () => screen.queryByText(failureAlertText);
const tryAgain = () => screen.getByRole('button', { name: 'Try again' });
/** Waits for the whole page: cards and the truck activity grid. */
const settled = async () => {
  await waitFor(() => expect(loadingLabels()).toEqual([]));
  await screen.findByRole('table', { name: 'Truck activity' });
};

describe('the dashboard page', () => {
  it("shows the heading 'Dashboard' with the chat toggle beside it", async () => {
    await renderDashboard({ data: full() });
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    const header = heading.closest('header');
    expect(header).not.toBeNull();
    const toggle = within(header!).getByRole('button', { name: 'Chat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await settled();
  });

  it('shows the cards from the API: checked-in/total, total loads, upcoming within 7 days, transit loads', async () => {
    await renderDashboard({ data: full() });
    await waitFor(() => expect(cardValues()).toEqual(['3/5', '10/25', '470', '3', '37']));
    await settled();
  });

  it('asks for every section at once (none waits for another), each once, the daily hours limited to the 5 rows shown', async () => {
    // No answer comes until all six were asked for.
    const gate = held();
    const paths = [Paths.stats, Paths.activeUsers, Paths.topDrivers, Paths.topDispatchers, Paths.driverHours, Paths.upcoming];
    const routes = Object.fromEntries(paths.map((p) => [p, async () => (await gate.route(), answerOf(p))]));
    const { urls } = await renderDashboard({ data: full(), routes });
    const dashboardCalls = () => urls.filter((u) => !u.startsWith('/api/loads-overview/')).sort();
    await waitFor(() => expect(dashboardCalls()).toHaveLength(6));
    expect(loadingLabels()).toHaveLength(8);
    await act(async () => gate.give({ status: 200 }));
    await settled();
    expect(dashboardCalls()).toEqual([
      '/api/active-users/',
      '/api/driver-hours/?period=daily&page=1&page_size=5',
      '/api/stats/',
      '/api/top-dispatchers/',
      '/api/top-drivers/',
      '/api/upcoming-loads/',
    ]);
  });

  it('carries the stored access token on every call', async () => {
    const { api } = await renderDashboard({ data: full() });
    await settled();
    expect(api.requests.length).toBeGreaterThanOrEqual(7);
    expect(new Set(api.requests.map((r) => r.authorization))).toEqual(new Set(['Bearer access-1']));
  });

  it.each([
    ['Top Working Drivers', ['Ann Lee', 'Ben Lee', 'Cy Lee'], ['12 Hrs 0 Min', '4 Hrs 30 Min', '0 Hrs 15 Min'], ['100', '45', '3'], ['100%', '45%', '2.5%']],
    [
      'Top Working Dispatchers',
      ['Pat Ray', 'Quinn Ray', 'Rae Ray'],
      ['7 Hrs 45 Min', '2 Hrs 0 Min', '10 Hrs 0 Min'],
      ['78', '20', '100'],
      ['77.5%', '20%', '100%'],
    ],
  ])("'%s' shows the first 3 entries: name, hours and a bar of hours x 10 %%", async (title, names, hours, bars, widths) => {
    await renderDashboard({ data: full() });
    const items = await within(section(title)).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    items.forEach((li, i) => {
      expect(li).toHaveTextContent(names[i]);
      expect(li).toHaveTextContent(hours[i]);
      const bar = within(li).getByRole('progressbar');
      expect(bar).toHaveAttribute('aria-valuenow', bars[i]);
      expect((bar.firstElementChild as HTMLElement).style.width).toBe(widths[i]);
    });
    await settled();
  });

  it("'Drivers Daily Hours' shows the first 5 rows, first check-in and last check-out as hh:mm AM/PM, 'N/A' when missing", async () => {
    await renderDashboard({ data: full() });
    const table = await within(section('Drivers Daily Hours')).findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole(r === rows[0] ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Driver Name', 'Check In', 'Check Out', 'Total Hours'],
      ['Ann Driver', '06:05 AM', 'N/A', '3 Hrs 55 Min'],
      ['Ben Driver', '07:30 AM', '04:45 PM', '9 Hrs 15 Min'],
      ['Cy Driver', 'N/A', 'N/A', '0 Hrs 0 Min'],
      ['Dee Driver', '08:00 AM', '09:00 AM', '1 Hrs 0 Min'],
      ['Eve Driver', '09:15 AM', '09:45 AM', '0 Hrs 30 Min'],
    ]);
    // A phone reads the same rows as lines: four columns left the total cut at 390 px.
    const lines = within(section('Drivers Daily Hours')).getByRole('list', { name: 'Drivers Daily Hours' });
    expect(within(lines).getAllByRole('listitem')[1]).toHaveTextContent('Ben Driver9 Hrs 15 MinCheck In 07:30 AM · Check Out 04:45 PM');
    await settled();
  });

  it("offers only 'Sort by: Daily' to sort the hours", async () => {
    await renderDashboard({ data: full() });
    const select = within(section('Drivers Daily Hours')).getByRole('combobox', { name: 'Sort by' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sort by: Daily']);
    expect(select).toHaveValue('daily');
    await settled();
  });

  it('shows the three empty texts when the lists are empty', async () => {
    await renderDashboard({ data: emptyData() });
    expect(await within(section('Top Working Drivers')).findByText('No driver data available')).toBeInTheDocument();
    expect(within(section('Top Working Dispatchers')).getByText('No dispatcher data available')).toBeInTheDocument();
    expect(await within(section('Drivers Daily Hours')).findByText('No driver hours data available')).toBeInTheDocument();
    expect(within(section('Drivers Daily Hours')).queryByRole('table')).toBeNull();
    await waitFor(() => expect(cardValues()).toEqual(['0/0', '0/0', '0', '0', '0']));
    expect(await screen.findByText('No truck activity data for this week')).toBeInTheDocument();
    expect(alertShown()).toBeNull();
  });

  it("asks the truck activity for the displayed month (and the six days after it) and shows this week's loads", async () => {
    const { ranges } = await renderDashboard({ data: full() });
    expect(await screen.findByText('Week 2 of March 2026')).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Truck activity' });
    expect(within(grid).getByRole('rowheader', { name: 'TRK-101' })).toBeInTheDocument();
    expect(within(grid).getByText('Driver: Ann Lee')).toBeInTheDocument();
    expect(ranges[0]).toEqual({ from: '2026-03-01', to: '2026-04-06' });
  });

  describe('each section has its own loading placeholder', () => {
    it.each([
      ['stats', Paths.stats, ['Loading Total Loads', 'Loading Transit Loads']],
      ['active users', Paths.activeUsers, ['Loading Active Dispatchers', 'Loading Active Drivers']],
      ['upcoming loads', Paths.upcoming, ['Loading Upcoming Loads']],
      ['top drivers', Paths.topDrivers, ['Loading Top Working Drivers']],
      ['top dispatchers', Paths.topDispatchers, ['Loading Top Working Dispatchers']],
      ['driver hours', Paths.driverHours, ['Loading Drivers Daily Hours']],
    ])('while %s is on its way, only its placeholder shows; the others show their data', async (_, path, placeholders) => {
      const slow = held();
      await renderDashboard({ data: full(), routes: { [path]: slow.route } });
      // Everything else arrives while this one is held.
      await screen.findByRole('table', { name: 'Truck activity' });
      await waitFor(() => expect(loadingLabels()).toEqual(placeholders));
      const waiting = placeholders.map((p) => p.slice('Loading '.length));
      for (const label of CARDS) {
        expect(within(card(label)).queryAllByTestId('stat-value')).toHaveLength(waiting.includes(label) ? 0 : 1);
      }
      expect(within(section('Top Working Drivers')).queryAllByRole('listitem')).toHaveLength(waiting.includes('Top Working Drivers') ? 0 : 3);
      expect(within(section('Top Working Dispatchers')).queryAllByRole('listitem')).toHaveLength(waiting.includes('Top Working Dispatchers') ? 0 : 3);
      expect(within(section('Drivers Daily Hours')).queryAllByRole('table')).toHaveLength(waiting.includes('Drivers Daily Hours') ? 0 : 1);
      expect(alertShown()).toBeNull();

      await act(async () => slow.give(answerOf(path)));
      await waitFor(() => expect(loadingLabels()).toEqual([]));
      expect(cardValues()).toEqual(['3/5', '10/25', '470', '3', '37']);
    });
  });

  describe('a failure', () => {
    it('shows the alert, stops every placeholder (also of calls still on their way) and keeps what arrived', async () => {
      const slow = held();
      await renderDashboard({ data: full(), routes: { [Paths.stats]: () => ({ status: 500, body: { detail: 'boom' } }), [Paths.topDrivers]: slow.route } });
      expect(await screen.findByText(failureAlertText)).toBeInTheDocument();
      await waitFor(() => expect(loadingLabels()).toEqual([]));
      // The failed card and the one still loading show a dash; what did arrive stays.
      expect(cardValues()).toEqual(['3/5', '10/25', '—', '3', '—']);
      expect(within(section('Top Working Drivers')).queryByRole('listitem')).toBeNull();
      expect(within(section('Top Working Drivers')).queryByText('No driver data available')).toBeNull();
      expect(within(section('Top Working Dispatchers')).getAllByRole('listitem')).toHaveLength(3);
      expect(within(section('Drivers Daily Hours')).getByRole('table')).toBeInTheDocument();
      expect(tryAgain()).toBeInTheDocument();
      await act(async () => slow.give({ status: 200, body: [] }));
    });

    // Chakra v3's Alert sets no role: the page must, or the failure is never announced.
    it('announces the failure: the alert has the role alert, with its text and the Try again button', async () => {
      await renderDashboard({ data: full(), routes: { [Paths.stats]: () => ({ status: 500 }) } });
      await screen.findByText(failureAlertText);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(failureAlertText);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it.each([
      ['a server error', () => ({ status: 500, body: { detail: 'boom' } })],
      ['a network failure', () => new TypeError('Failed to fetch')],
      ['a 403', () => ({ status: 403, body: { detail: 'Forbidden' } })],
    ])('%s on any call shows the alert', async (_, answer) => {
      await renderDashboard({ data: full(), routes: { [Paths.driverHours]: answer } });
      expect(await screen.findByText(failureAlertText)).toBeInTheDocument();
      expect(within(section('Drivers Daily Hours')).queryByLabelText('Loading Drivers Daily Hours')).toBeNull();
      await settled();
    });

    it("'Try again' repeats only the failed calls and clears the alert once they succeed", async () => {
      let statsDown = true;
      let hoursDown = true;
      const { api } = await renderDashboard({
        data: full(),
        routes: {
          [Paths.stats]: () => (statsDown ? { status: 500 } : { status: 200, body: full().stats }),
          [Paths.driverHours]: () => (hoursDown ? { status: 503 } : { status: 200, body: { count: 6, results: full().driverHours } }),
        },
      });
      await screen.findByText(failureAlertText);
      await settled();
      const calls = () =>
        Object.fromEntries(
          Object.values(Paths)
            .filter((p) => p.startsWith('GET') && p !== Paths.loadsOverview)
            .map((p) => [p.slice(4), api.to('GET', p.slice(4)).length]),
        );
      expect(calls()).toEqual({
        '/api/stats/': 1,
        '/api/active-users/': 1,
        '/api/top-drivers/': 1,
        '/api/top-dispatchers/': 1,
        '/api/driver-hours/': 1,
        '/api/upcoming-loads/': 1,
      });

      // Still down: the alert stays.
      fireEvent.click(tryAgain());
      await waitFor(() => expect(api.to('GET', '/api/driver-hours/')).toHaveLength(2));
      await waitFor(() => expect(alertShown()).not.toBeNull());

      statsDown = false;
      hoursDown = false;
      fireEvent.click(tryAgain());
      await waitFor(() => expect(alertShown()).toBeNull());
      expect(calls()).toEqual({
        '/api/stats/': 3,
        '/api/active-users/': 1,
        '/api/top-drivers/': 1,
        '/api/top-dispatchers/': 1,
        '/api/driver-hours/': 3,
        '/api/upcoming-loads/': 1,
      });
      expect(cardValues()).toEqual(['3/5', '10/25', '470', '3', '37']);
      expect(within(section('Drivers Daily Hours')).getAllByRole('row')).toHaveLength(6);
    });

    it('a 401 that a refresh cannot save ends the session on the bus (the shell then signs out)', async () => {
      const { api, sessionExpired } = await renderDashboard({
        data: full(),
        routes: {
          [Paths.stats]: () => ({ status: 401, body: { detail: 'Token expired' } }),
          [Paths.refresh]: () => ({ status: 401, body: { detail: 'Refresh token expired' } }),
        },
      });
      await waitFor(() => expect(sessionExpired).toEqual(['Token expired']));
      expect(api.to('POST', '/api/token/refresh/')).toHaveLength(1);
      expect(api.to('POST', '/api/token/refresh/')[0].body).toEqual({ refresh_token: 'refresh-1' });
      expect(await screen.findByText(failureAlertText)).toBeInTheDocument();
      await settled();
    });

    it('a 401 that a refresh saves is retried with the new token and shows no alert', async () => {
      let token = 'access-1';
      const { api, sessionExpired } = await renderDashboard({
        data: full(),
        routes: {
          [Paths.stats]: (req) => (req.authorization === `Bearer ${token}` && token === 'access-2' ? { status: 200, body: full().stats } : { status: 401 }),
          [Paths.refresh]: () => {
            token = 'access-2';
            return { status: 200, body: { access_token: 'access-2', refresh_token: 'refresh-2' } };
          },
        },
      });
      await waitFor(() => expect(cardValue('Total Loads')).toBe('470'));
      expect(api.to('GET', '/api/stats/').map((r) => r.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
      expect(sessionExpired).toEqual([]);
      expect(alertShown()).toBeNull();
      await settled();
    });

    it('without a stored token, the calls end the session without reaching the API', async () => {
      const { api, sessionExpired } = await renderDashboard({ data: full(), stored: {} });
      expect(await screen.findByText(failureAlertText)).toBeInTheDocument();
      await waitFor(() => expect(sessionExpired.length).toBeGreaterThanOrEqual(6));
      expect(new Set(sessionExpired)).toEqual(new Set(['No authentication token found']));
      expect(api.requests).toEqual([]);
    });
  });
});
