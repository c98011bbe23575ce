import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@haulboard/shared/bus';
import { ApiPaths, type Load } from '@haulboard/shared/contracts';
import {
  aDispatcher,
  aDriver,
  aLoad,
  aTruck,
  failWhile,
  fixClockAt,
  held,
  renderScreen,
  TEST_SESSION,
  type FakeCheckIn,
  type FakeData,
  type RenderScreenOptions,
  type SeenRequest,
} from '@haulboard/shared/testing';
import DashboardPage from './dashboard-page';

// Only the clock is fixed (Wednesday 11 March 2026, 20:00 local): timers stay real for React Query and Testing Library.
const NOW = new Date(2026, 2, 11, 20, 0);
fixClockAt(NOW);

/** Why the session ended, each time it did (the shell signs out on it). */
let sessionEnds: string[] = [];
let listening: { unsubscribe(): void } | null = null;
beforeEach(() => {
  sessionEnds = [];
  listening = bus.on('auth:session-expired').subscribe((e) => sessionEnds.push(e.detail));
});
afterEach(() => listening?.unsubscribe());

const pad = (n: number) => String(n).padStart(2, '0');
/** A load picked up `hours` from NOW (local date and HH:MM). */
function pickedUpIn(id: number, hours: number): Load {
  const d = new Date(NOW.getTime() + hours * 3_600_000);
  return aLoad({
    id,
    loadname: `Load ${id}`,
    pickup_date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    pickup_time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  });
}
const assignedTo = (id: number, driver: number, name: string, pickup: string) =>
  aLoad({ id, pickup_date: pickup, status: 'assigned', driver_name: name, assignments: [{ id, load: id, driver }] });
const at = (h: number, m = 0) => new Date(2026, 2, 11, h, m).toISOString();
const shift = (id: number, user: number, inAt: string, outAt: string | null): FakeCheckIn => ({ id, user, check_in_time: inAt, check_out_time: outAt });
const driver = (id: number, first: string) => aDriver({ id, first_name: first, last_name: 'Lee', email: `${first.toLowerCase()}@example.com` });
const dispatcher = (id: number, first: string) => aDispatcher({ id, first_name: first, last_name: 'Ray', email: `${first.toLowerCase()}@example.com` });

/**
 * Six drivers and five dispatchers with today's shifts (Ann and Pat and Sam still on shift), Ann
 * in truck TRK-101, and ten loads: two on the road, two delivered, six picked up from an hour
 * ago to 30 days ahead, of which three fall within the next 7 days.
 */
const full = (): FakeData => ({
  now: NOW,
  drivers: [driver(1, 'Ann'), driver(2, 'Ben'), driver(3, 'Cy'), driver(4, 'Dee'), driver(5, 'Eve'), driver(6, 'Fay')],
  dispatchers: [dispatcher(11, 'Pat'), dispatcher(12, 'Quinn'), dispatcher(13, 'Rae'), dispatcher(14, 'Sam'), dispatcher(15, 'Tom')],
  checkIns: [
    // Ann: 06:05 to 12:00, and on shift since 13:55: 12 hours by 20:00.
    shift(1, 1, at(6, 5), at(12)),
    shift(2, 1, at(13, 55), null),
    shift(3, 2, at(12, 15), at(16, 45)),
    shift(4, 3, at(9, 15), at(9, 30)),
    shift(5, 4, at(8), at(8, 6)),
    // Rae 10 hours, Pat on shift for 7 h 45, Quinn 2 hours, Sam on shift for 1.
    shift(6, 13, at(8), at(18)),
    shift(7, 11, at(12, 15), null),
    shift(8, 12, at(10), at(12)),
    shift(9, 14, at(19), null),
  ],
  trucks: [aTruck({ truck_number: 'TRK-101', drivers: [{ id: 1, name: 'Ann Lee' }] })],
  loads: [
    assignedTo(1, 1, 'Ann Lee', '2026-03-10'),
    assignedTo(8, 2, 'Ben Lee', '2026-03-02'),
    aLoad({ id: 9, status: 'delivered', pickup_date: '2026-02-10' }),
    aLoad({ id: 10, status: 'delivered', pickup_date: '2026-02-12' }),
    // Within 7 days: in 1 hour, 3 days and 7 days exactly; outside: an hour ago, 7 days and an hour, 30 days.
    ...[1, 72, 168, -1, 169, 720].map((hours, i) => pickedUpIn(2 + i, hours)),
  ],
});

/** The six figures the page asks for, besides the truck activity's loads. */
const CALLS = [ApiPaths.stats, ApiPaths.activeUsers, ApiPaths.topDrivers, ApiPaths.topDispatchers, ApiPaths.driverHours, ApiPaths.upcomingLoads];

/** The whole page, /admin, on the backend seeded with `full()` unless told; once its heading is drawn. */
async function draw(options: RenderScreenOptions = {}) {
  const view = renderScreen(<DashboardPage />, { data: full(), ...options });
  // The full UI provider's code arrives on a later tick the first time: then a test may query synchronously.
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}
const urlOf = (r: SeenRequest) => (String(r.query) ? `${r.path}?${r.query}` : r.path);

const card = (label: string) => screen.getByRole('article', { name: label });
const section = (title: string) => screen.getByRole('region', { name: title });
const failureAlertText = 'Failed to load dashboard data. Please try again.';
const CARDS = ['Active Dispatchers', 'Active Drivers', 'Total Loads', 'Upcoming Loads', 'Transit Loads'];
const FULL_CARDS = ['2/5', '1/6', '10', '3', '2'];
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
    await draw();
    const heading = screen.getByRole('heading', { level: 1, name: 'Dashboard' });
    const header = heading.closest('header');
    expect(header).not.toBeNull();
    const toggle = within(header!).getByRole('button', { name: 'Chat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await settled();
  });

  it('shows the cards from the API: checked-in/total, total loads, upcoming within 7 days, transit loads', async () => {
    await draw();
    await waitFor(() => expect(cardValues()).toEqual(FULL_CARDS));
    await settled();
  });

  it('asks for every section at once (none waits for another), each once, the daily hours limited to the 5 rows shown', async () => {
    // No answer comes until all six were asked for.
    const gate = held();
    const view = await draw({ routes: Object.fromEntries(CALLS.map((p) => [`GET ${p}`, gate.route])) });
    const dashboardCalls = () =>
      view.server.requests
        .filter((r) => r.path !== `/api/${ApiPaths.loadsOverview}`)
        .map(urlOf)
        .sort();
    await waitFor(() => expect(dashboardCalls()).toHaveLength(6));
    expect(loadingLabels()).toHaveLength(8);
    await act(async () => gate.release());
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
    const view = await draw();
    await settled();
    expect(view.server.requests.length).toBeGreaterThanOrEqual(7);
    expect(new Set(view.server.requests.map((r) => r.authorization))).toEqual(new Set([`Bearer ${TEST_SESSION.access_token}`]));
  });

  it.each([
    ['Top Working Drivers', ['Ann Lee', 'Ben Lee', 'Cy Lee'], ['12 Hrs 0 Min', '4 Hrs 30 Min', '0 Hrs 15 Min'], ['100', '45', '3'], ['100%', '45%', '2.5%']],
    [
      'Top Working Dispatchers',
      ['Rae Ray', 'Pat Ray', 'Quinn Ray'],
      ['10 Hrs 0 Min', '7 Hrs 45 Min', '2 Hrs 0 Min'],
      ['100', '78', '20'],
      ['100%', '77.5%', '20%'],
    ],
  ])("'%s' shows the first 3 entries: name, hours and a bar of hours x 10 %%", async (title, names, hours, bars, widths) => {
    await draw();
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
    await draw();
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
      ['Ann Lee', '06:05 AM', 'N/A', '12 Hrs 0 Min'],
      ['Ben Lee', '12:15 PM', '04:45 PM', '4 Hrs 30 Min'],
      ['Cy Lee', '09:15 AM', '09:30 AM', '0 Hrs 15 Min'],
      ['Dee Lee', '08:00 AM', '08:06 AM', '0 Hrs 6 Min'],
      ['Eve Lee', 'N/A', 'N/A', '0 Hrs 0 Min'],
    ]);
    // A phone reads the same rows as lines: four columns left the total cut at 390 px.
    const lines = within(section('Drivers Daily Hours')).getByRole('list', { name: 'Drivers Daily Hours' });
    expect(within(lines).getAllByRole('listitem')[1]).toHaveTextContent('Ben Lee4 Hrs 30 MinCheck In 12:15 PM · Check Out 04:45 PM');
    await settled();
  });

  it("offers only 'Sort by: Daily' to sort the hours", async () => {
    await draw();
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
    await draw({ data: { now: NOW } });
    expect(await within(section('Top Working Drivers')).findByText('No driver data available')).toBeInTheDocument();
    expect(within(section('Top Working Dispatchers')).getByText('No dispatcher data available')).toBeInTheDocument();
    expect(await within(section('Drivers Daily Hours')).findByText('No driver hours data available')).toBeInTheDocument();
    expect(within(section('Drivers Daily Hours')).queryByRole('table')).toBeNull();
    await waitFor(() => expect(cardValues()).toEqual(['0/0', '0/0', '0', '0', '0']));
    expect(await screen.findByText('No truck activity data for this week')).toBeInTheDocument();
    expect(alertShown()).toBeNull();
  });

  it('follows the records: a load picked up tomorrow counts as upcoming and total', async () => {
    await draw({ data: { ...full(), loads: [...full().loads!, pickedUpIn(11, 24)] } });
    await waitFor(() => expect(cardValues()).toEqual(['2/5', '1/6', '11', '4', '2']));
    await settled();
  });

  it("asks the truck activity for the displayed month (and the six days after it) and shows this week's loads", async () => {
    const view = await draw();
    expect(await screen.findByText('Week 2 of March 2026')).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Truck activity' });
    expect(within(grid).getByRole('rowheader', { name: 'TRK-101' })).toBeInTheDocument();
    expect(within(grid).getByText('Driver: Ann Lee')).toBeInTheDocument();
    const [first] = view.server.to('GET', `/api/${ApiPaths.loadsOverview}`);
    expect([first.query.get('from'), first.query.get('to')]).toEqual(['2026-03-01', '2026-04-06']);
  });

  describe('each section has its own loading placeholder', () => {
    it.each([
      ['stats', ApiPaths.stats, ['Loading Total Loads', 'Loading Transit Loads']],
      ['active users', ApiPaths.activeUsers, ['Loading Active Dispatchers', 'Loading Active Drivers']],
      ['upcoming loads', ApiPaths.upcomingLoads, ['Loading Upcoming Loads']],
      ['top drivers', ApiPaths.topDrivers, ['Loading Top Working Drivers']],
      ['top dispatchers', ApiPaths.topDispatchers, ['Loading Top Working Dispatchers']],
      ['driver hours', ApiPaths.driverHours, ['Loading Drivers Daily Hours']],
    ])('while %s is on its way, only its placeholder shows; the others show their data', async (_, path, placeholders) => {
      const slow = held();
      await draw({ routes: { [`GET ${path}`]: slow.route } });
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

      await act(async () => slow.release());
      await waitFor(() => expect(loadingLabels()).toEqual([]));
      expect(cardValues()).toEqual(FULL_CARDS);
    });
  });

  describe('a failure', () => {
    it('shows the alert, stops every placeholder (also of calls still on their way) and keeps what arrived', async () => {
      const slow = held();
      await draw({ routes: { [`GET ${ApiPaths.stats}`]: failWhile(() => true), [`GET ${ApiPaths.topDrivers}`]: slow.route } });
      expect(await screen.findByText(failureAlertText)).toBeInTheDocument();
      await waitFor(() => expect(loadingLabels()).toEqual([]));
      // The failed card and the one still loading show a dash; what did arrive stays.
      expect(cardValues()).toEqual(['2/5', '1/6', '—', '3', '—']);
      expect(within(section('Top Working Drivers')).queryByRole('listitem')).toBeNull();
      expect(within(section('Top Working Drivers')).queryByText('No driver data available')).toBeNull();
      expect(within(section('Top Working Dispatchers')).getAllByRole('listitem')).toHaveLength(3);
      expect(within(section('Drivers Daily Hours')).getByRole('table')).toBeInTheDocument();
      expect(tryAgain()).toBeInTheDocument();
      await act(async () => slow.release());
    });

    // Chakra v3's Alert sets no role: the page must, or the failure is never announced.
    it('announces the failure: the alert has the role alert, with its text and the Try again button', async () => {
      await draw({ routes: { [`GET ${ApiPaths.stats}`]: failWhile(() => true) } });
      await screen.findByText(failureAlertText);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(failureAlertText);
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it.each([
      ['a server error', failWhile(() => true)],
      ['a network failure', () => new TypeError('Failed to fetch')],
      ['a 403', failWhile(() => true, 403)],
    ])('%s on any call shows the alert', async (_, answer) => {
      await draw({ routes: { [`GET ${ApiPaths.driverHours}`]: answer } });
      expect(await screen.findByText(failureAlertText)).toBeInTheDocument();
      expect(within(section('Drivers Daily Hours')).queryByLabelText('Loading Drivers Daily Hours')).toBeNull();
      await settled();
    });

    it("'Try again' repeats only the failed calls and clears the alert once they succeed", async () => {
      let down = true;
      const view = await draw({
        routes: { [`GET ${ApiPaths.stats}`]: failWhile(() => down), [`GET ${ApiPaths.driverHours}`]: failWhile(() => down, 503) },
      });
      await screen.findByText(failureAlertText);
      await settled();
      const calls = () => Object.fromEntries(CALLS.map((p) => [p, view.server.to('GET', `/api/${p}`).length]));
      const once = Object.fromEntries(CALLS.map((p) => [p, 1]));
      expect(calls()).toEqual(once);

      // Still down: the alert stays.
      fireEvent.click(tryAgain());
      await waitFor(() => expect(view.server.to('GET', `/api/${ApiPaths.driverHours}`)).toHaveLength(2));
      await waitFor(() => expect(alertShown()).not.toBeNull());

      down = false;
      fireEvent.click(tryAgain());
      await waitFor(() => expect(alertShown()).toBeNull());
      expect(calls()).toEqual({ ...once, [ApiPaths.stats]: 3, [ApiPaths.driverHours]: 3 });
      expect(cardValues()).toEqual(FULL_CARDS);
      expect(within(section('Drivers Daily Hours')).getAllByRole('row')).toHaveLength(6);
    });

    it('a 401 that a refresh cannot save ends the session on the bus (the shell then signs out)', async () => {
      // The backend knows no refresh token of the test's session: it refuses it.
      const view = await draw({ routes: { [`GET ${ApiPaths.stats}`]: () => ({ status: 401, body: { detail: 'Token expired' } }) } });
      await waitFor(() => expect(sessionEnds[0]).toBe('Token expired'));
      // The session is gone after that: a section whose call had not started yet (a busy machine)
      // ends it again without reaching the API, and says so.
      expect(new Set(sessionEnds.slice(1))).toEqual(new Set(sessionEnds.length > 1 ? ['No authentication token found'] : []));
      expect(view.server.to('POST', `/api/${ApiPaths.refreshToken}`).map((r) => r.body)).toEqual([{ refresh_token: TEST_SESSION.refresh_token }]);
      expect(await screen.findByText(failureAlertText)).toBeInTheDocument();
      await settled();
    });

    it('a 401 that a refresh saves is retried with the new token and shows no alert', async () => {
      const view = renderScreen(<DashboardPage />, {
        data: full(),
        routes: { [`GET ${ApiPaths.stats}`]: (req, next) => (req.authorization === 'Bearer access-1' ? next() : { status: 401 }) },
      });
      // The session's refresh token is one the backend issued (before the first call answers): it answers the pair access-1/refresh-1.
      view.backend.db.refreshTokens.set(TEST_SESSION.refresh_token, 'admin');
      await waitFor(() => expect(cardValue('Total Loads')).toBe('10'));
      expect(view.server.to('GET', `/api/${ApiPaths.stats}`).map((r) => r.authorization)).toEqual([`Bearer ${TEST_SESSION.access_token}`, 'Bearer access-1']);
      expect(sessionEnds).toEqual([]);
      expect(alertShown()).toBeNull();
      await settled();
    });

    it('without a stored token, the calls end the session without reaching the API', async () => {
      const view = await draw({ session: {} });
      expect(await screen.findByText(failureAlertText)).toBeInTheDocument();
      await waitFor(() => expect(sessionEnds.length).toBeGreaterThanOrEqual(6));
      expect(new Set(sessionEnds)).toEqual(new Set(['No authentication token found']));
      expect(view.server.requests).toEqual([]);
    });
  });
});
