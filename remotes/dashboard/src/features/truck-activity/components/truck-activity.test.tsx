import { bus } from '@haulboard/shared/bus';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths } from '@haulboard/shared/contracts';
import {
  aDriver,
  aLoad,
  aTruck,
  failWhile,
  held,
  renderScreen,
  TEST_SESSION,
  typeInto,
  type FakeData,
  type RenderScreenOptions,
  type ScreenView,
} from '@haulboard/shared/testing';
import { LOAD_NO_LIMIT, TruckActivity } from './truck-activity';

// Wednesday 11 March 2026: week 2 of March 2026 (9-15 March).
const TODAY = new Date(2026, 2, 11, 9, 30);

const NAMES: Record<number, [string, string]> = {
  1: ['Ann', 'Lee'],
  2: ['Bob', 'Burr'],
  3: ['Cy', 'Cole'],
  4: ['Dee', 'Dunn'],
  5: ['Eve', 'Eng'],
  6: ['Gus', 'Gale'],
};
const person = (id: number, [first, last]: [string, string]) =>
  aDriver({ id, first_name: first, last_name: last, email: `${first.toLowerCase()}@example.com` });
/** A load driven by `driver` (on their truck), or on no one's (truck 'NA') when null, picked up on `pickup`. */
function load(id: number, pickup: string, driver: number | null, name = driver === null ? null : NAMES[driver].join(' ')) {
  return driver === null
    ? aLoad({ id, pickup_date: pickup })
    : aLoad({ id, pickup_date: pickup, status: 'assigned', driver_name: name, assignments: [{ id, load: id, driver }] });
}
const truck = (id: number, number: string, drivers: number[]) =>
  aTruck({ id, truck_number: number, vin_number: `VIN-${id}`, drivers: drivers.map((d) => ({ id: d, name: NAMES[d].join(' ') })) });

/** Ann and Bob share TRK-2; Gus drives TRK-10, Cy TRK-7, Dee TRK-9 and Eve TRK-8. */
const TRUCKS = [truck(1, 'TRK-2', [1, 2]), truck(2, 'TRK-10', [6]), truck(3, 'TRK-7', [3]), truck(4, 'TRK-9', [4]), truck(5, 'TRK-8', [5])];
const MARCH = [
  load(1, '2026-03-09', 1),
  load(2, '2026-03-10', null),
  load(3, '2026-03-12', 6),
  load(4, '2026-03-12', 2),
  load(5, '2026-03-15', null),
  // Week 1 of March.
  load(6, '2026-03-03', 3),
  // Week 5 of March runs into April: TRK-9 has only an April load, TRK-2 has March loads too.
  load(7, '2026-04-02', 4),
  load(8, '2026-04-01', 1),
  // February's last week (23 February-1 March).
  load(9, '2026-02-24', 5),
  load(10, '2026-03-01', 5),
];
const seed = (more: { drivers?: FakeData['drivers']; trucks?: FakeData['trucks']; loads?: FakeData['loads'] } = {}): FakeData => ({
  drivers: [...Object.entries(NAMES).map(([id, name]) => person(Number(id), name)), ...(more.drivers ?? [])],
  trucks: [...TRUCKS, ...(more.trucks ?? [])],
  loads: [...MARCH, ...(more.loads ?? [])],
});

/** The truck activity section alone, its week chosen from `today`, on MARCH unless told; once its heading is drawn. */
async function draw(today: Date, options: RenderScreenOptions = {}) {
  const view = renderScreen(<TruckActivity today={today} />, { data: seed(), ...options });
  await screen.findByRole('heading', { name: 'Truck Activity' });
  return view;
}
const OVERVIEW = `GET ${ApiPaths.loadsOverview}`;
/** The from/to of every loads-overview request, in order. */
const rangesOf = (view: ScreenView) =>
  view.server.to('GET', `/api/${ApiPaths.loadsOverview}`).map((r) => ({ from: r.query.get('from'), to: r.query.get('to') }));

const weekLabel = () => screen.getByText(/^Week \d of /);
const grid = () => screen.findByRole('table', { name: 'Truck activity' });
/** The months asked for, in order (each request's first day). */
const months = (view: ScreenView) => rangesOf(view).map((r) => r.from);
/** No month is asked for twice. */
const expectEachOnce = (view: ScreenView) => expect(new Set(rangesOf(view).map((r) => `${r.from}/${r.to}`)).size).toBe(rangesOf(view).length);
const select = (label: string) => screen.getByRole('combobox', { name: label });
/** Load No is a select one types into; Truck No, Date and Driver are plain selects. */
const SEARCHED = ['Load No'];
/** A plain select draws a long list of choices once focused, as a person's select always is before choosing. */
const focused = (label: string) => {
  fireEvent.focus(select(label));
  return select(label);
};
/** The open list of a searched filter (another's may still be closing). */
const listOf = (box: HTMLElement) =>
  waitFor(() => {
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
    return list && !list.hidden ? list : Promise.reject(new Error('the list is not open'));
  });
/**
 * Clicks a searched filter and answers the combobox then shown: until its first use the field is
 * a stand-in input of the same name (the combobox's code loads on that use, then takes its place).
 */
async function opened(label: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  return waitFor(() => {
    const box = select(label);
    return box.hasAttribute('aria-controls') ? box : Promise.reject(new Error('the combobox has not loaded'));
  });
}
/** A filter's choices as a person sees them: Date's options, or the list a click on the others opens. */
async function optionsOf(label: string) {
  if (!SEARCHED.includes(label))
    return within(focused(label))
      .getAllByRole('option')
      .map((o) => o.textContent);
  const box = await opened(label);
  const names = within(await listOf(box))
    .queryAllByRole('option')
    .map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
  return names;
}
/** Chooses by value ('' is 'All'); the searched filters' values are their labels. */
async function choose(label: string, value: string) {
  if (!SEARCHED.includes(label)) return void fireEvent.change(focused(label), { target: { value } });
  const box = await opened(label);
  await userEvent.click(await within(await listOf(box)).findByRole('option', { name: value || 'All' }));
  await waitFor(() => expect(select(label)).toHaveValue(value || 'All'));
}
const button = (name: string) => screen.getByRole('button', { name });
/** The grid as text: the header row, then each row's truck and its cells (loads joined by ' / '). */
async function rowsOf() {
  const table = await grid();
  return within(table)
    .getAllByRole('row')
    .map((row) => {
      const heads = within(row).queryAllByRole('columnheader');
      if (heads.length) return heads.map((h) => h.textContent);
      const cells = within(row)
        .getAllByRole('cell')
        .map((c) => {
          // A load is a box of three lines (number, truck, status or driver); an empty day reads '--'.
          const loads = [...c.children].filter((l) => l.children.length > 0);
          return loads.length ? loads.map((l) => [...l.children].map((t) => t.textContent).join(', ')).join(' / ') : c.textContent;
        });
      return [within(row).getByRole('rowheader').textContent, ...cells];
    });
}
const truckRows = async () => (await rowsOf()).slice(1).map((r) => r[0]);

describe('Truck activity', () => {
  it("reads 'Loading truck activity...' until the month's loads arrive", async () => {
    const slow = held();
    await draw(TODAY, { routes: { [OVERVIEW]: slow.route } });
    expect(await screen.findByText('Loading truck activity...')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Truck activity' })).toBeNull();
    expect(await optionsOf('Truck No')).toEqual(['All']);
    await act(async () => slow.release());
    expect(await grid()).toBeInTheDocument();
    expect(screen.queryByText('Loading truck activity...')).toBeNull();
  });

  it('shows the failure alert, and Try again fetches the month again', async () => {
    let down = true;
    const view = await draw(TODAY, { routes: { [OVERVIEW]: failWhile(() => down) } });
    expect(await screen.findByText('Failed to load truck activity data. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Loading truck activity...')).toBeNull();
    down = false;
    fireEvent.click(button('Try again'));
    expect(await grid()).toBeInTheDocument();
    expect(screen.queryByText('Failed to load truck activity data. Please try again.')).toBeNull();
    // The month twice (the failure, then Try again); its neighbours are fetched ahead only after.
    expect(rangesOf(view).filter((r) => r.from === '2026-03-01')).toHaveLength(2);
  });

  it('a 401 that a refresh cannot save ends the session on the bus', async () => {
    const ended: string[] = [];
    const listening = bus.on('auth:session-expired').subscribe((e) => ended.push(e.detail));
    // The backend knows no refresh token of the test's session: it refuses it.
    const view = await draw(TODAY, { routes: { [OVERVIEW]: () => ({ status: 401, body: { detail: 'Token expired' } }) } });
    await waitFor(() => expect(ended).toEqual(['Token expired']));
    listening.unsubscribe();
    expect(view.server.to('GET', `/api/${ApiPaths.loadsOverview}`).map((r) => r.authorization)).toEqual([`Bearer ${TEST_SESSION.access_token}`]);
    expect(await screen.findByText('Failed to load truck activity data. Please try again.')).toBeInTheDocument();
  });

  // Chakra v3's Alert sets no role: the page must, or the failure is never announced.
  it('announces the failure with the role alert', async () => {
    await draw(TODAY, { routes: { [OVERVIEW]: failWhile(() => true) } });
    await screen.findByText('Failed to load truck activity data. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load truck activity data. Please try again.');
  });

  it("reads 'No truck activity data for this week' for a month without loads", async () => {
    await draw(new Date(2026, 5, 10));
    expect(await screen.findByText('No truck activity data for this week')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Truck activity' })).toBeNull();
    expect(weekLabel()).toHaveTextContent('Week 2 of June 2026');
  });

  it("reads 'No truck activity data for this week' for a week without loads of a month with some", async () => {
    await draw(new Date(2026, 2, 18));
    expect(await screen.findByText('No truck activity data for this week')).toBeInTheDocument();
    // The month's choices are still offered.
    expect(await optionsOf('Truck No')).toEqual(['All', 'NA', 'TRK-2', 'TRK-7', 'TRK-8', 'TRK-10']);
  });

  it("shows the week of `today` as 'Week N of Month Year', its days as column headers, one row per truck", async () => {
    const view = await draw(TODAY);
    expect(await screen.findByText('Week 2 of March 2026')).toBeInTheDocument();
    expect(await rowsOf()).toEqual([
      ['Truck', '9 Mar', '10 Mar', '11 Mar', '12 Mar', '13 Mar', '14 Mar', '15 Mar'],
      ['NA', '--', '2, Truck: NA, Status: unassigned', '--', '--', '--', '--', '5, Truck: NA, Status: unassigned'],
      ['TRK-2', '1, Truck: TRK-2, Driver: Ann Lee', '--', '--', '4, Truck: TRK-2, Driver: Bob Burr', '--', '--', '--'],
      ['TRK-7', '--', '--', '--', '--', '--', '--', '--'],
      ['TRK-8', '--', '--', '--', '--', '--', '--', '--'],
      ['TRK-10', '--', '--', '--', '3, Truck: TRK-10, Driver: Gus Gale', '--', '--', '--'],
    ]);
    // The displayed month and the six days its last week may run into.
    expect(rangesOf(view)[0]).toEqual({ from: '2026-03-01', to: '2026-04-06' });
  });

  it("offers the month's trucks, loads and drivers and the week's days, each with 'All' first", async () => {
    await draw(TODAY);
    await grid();
    expect(await optionsOf('Truck No')).toEqual(['All', 'NA', 'TRK-2', 'TRK-7', 'TRK-8', 'TRK-10']);
    expect(await optionsOf('Load No')).toEqual(['All', '1', '2', '3', '4', '5', '6', '10']);
    expect(await optionsOf('Driver')).toEqual(['All', 'Ann Lee', 'Bob Burr', 'Cy Cole', 'Eve Eng', 'Gus Gale']);
    expect(await optionsOf('Date')).toEqual(['All', '9 Mar', '10 Mar', '11 Mar', '12 Mar', '13 Mar', '14 Mar', '15 Mar']);
    for (const label of ['Truck No', 'Date', 'Driver']) expect(select(label)).toHaveValue('');
    expect(select('Load No')).toHaveValue('All');
  });

  it("draws a long plain select's choices only once it is used, keeping the chosen one", async () => {
    // 300 more trucks, each with its driver (all named Dan Driver) and a load this week.
    const ids = Array.from({ length: 300 }, (_, i) => 100 + i);
    await draw(TODAY, {
      data: seed({
        drivers: ids.map((id) => aDriver({ id, first_name: 'Dan', last_name: 'Driver', email: `dan${id}@example.com` })),
        trucks: ids.map((id) => aTruck({ id, truck_number: `TRK-${id}`, vin_number: `VIN-${id}`, drivers: [{ id, name: 'Dan Driver' }] })),
        loads: ids.map((id) => load(id, '2026-03-10', id, 'Dan Driver')),
      }),
    });
    await grid();
    expect(
      within(select('Truck No'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All']);
    // Short lists are drawn at once.
    expect(within(select('Driver')).getAllByRole('option')).toHaveLength(7);
    await choose('Truck No', 'TRK-250');
    fireEvent.blur(select('Truck No'));
    expect(select('Truck No')).toHaveDisplayValue('TRK-250');
  });

  it(`lists at most ${LOAD_NO_LIMIT} of a month's 300 load numbers; typing finds any of them`, async () => {
    // Ann's, on TRK-2.
    await draw(TODAY, { data: seed({ loads: Array.from({ length: 300 }, (_, i) => load(100 + i, '2026-03-10', 1)) }) });
    await grid();
    const first = await optionsOf('Load No');
    expect(first).toHaveLength(LOAD_NO_LIMIT + 1);
    expect(first.slice(0, 3)).toEqual(['All', '1', '2']);
    await userEvent.click(select('Load No'));
    expect(screen.getByText(`${307 - LOAD_NO_LIMIT} more. Type to narrow the list.`)).toBeInTheDocument();
    await typeInto(select('Load No'), '39');
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['139', '239', '339', '390', '391', '392', '393', '394', '395', '396', '397', '398', '399']),
    );
    await typeInto(select('Load No'), '390', 2);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['390']),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(select('Load No')).toHaveValue('390'));
    expect((await rowsOf()).slice(1)).toEqual([['TRK-2', '--', '390, Truck: TRK-2, Driver: Ann Lee', '--', '--', '--', '--', '--']]);
  });

  it('numbers a load as the loads list does, by its id, never by its stored reference (issue 27)', async () => {
    // One backend behind both: the list's Load No is the load's id.
    const view = await draw(TODAY, { data: { trucks: [truck(1, 'TRK-9', [1])], loads: [{ ...load(472, '2026-03-10', 1), loadNumber: 'PO 4471823' }] } });
    const listed = (await (await fetch('/api/list-loads/?search=4471823')).json()) as { results: { id: number }[] };
    expect(listed.results.map((l) => l.id)).toEqual([472]);
    expect((await rowsOf()).slice(1)).toEqual([['TRK-9', '--', '472, Truck: TRK-9, Driver: Ann Lee', '--', '--', '--', '--', '--']]);
    expect(await optionsOf('Load No')).toEqual(['All', '472']);
    expect(view.container).not.toHaveTextContent('4471823');
  });

  it("opens a load from its number in the grid: that load's detail (issue 29)", async () => {
    const view = await draw(TODAY, { data: { trucks: [truck(1, 'TRK-9', [1])], loads: [load(472, '2026-03-10', 1)] } });
    const link = await within(await grid()).findByRole('link', { name: 'Load 472' });
    expect(link).toHaveAttribute('href', '/admin/loads/success?id=472');
    await userEvent.click(link);
    expect(view.url()).toBe('/admin/loads/success?id=472');
  });

  describe('the filters narrow the rows and cells, combined with AND', () => {
    it('Truck No keeps that truck', async () => {
      await draw(TODAY);
      await grid();
      await choose('Truck No', 'TRK-10');
      expect((await rowsOf()).slice(1)).toEqual([['TRK-10', '--', '--', '--', '3, Truck: TRK-10, Driver: Gus Gale', '--', '--', '--']]);
    });

    it('Driver keeps the loads driven by them, on their truck', async () => {
      await draw(TODAY);
      await grid();
      await choose('Truck No', 'TRK-2');
      expect((await rowsOf()).slice(1)).toEqual([
        ['TRK-2', '1, Truck: TRK-2, Driver: Ann Lee', '--', '--', '4, Truck: TRK-2, Driver: Bob Burr', '--', '--', '--'],
      ]);
      // And with Driver: both at once, Ann's load on the truck they share gone.
      await choose('Driver', 'Bob Burr');
      expect((await rowsOf()).slice(1)).toEqual([['TRK-2', '--', '--', '--', '4, Truck: TRK-2, Driver: Bob Burr', '--', '--', '--']]);
      // A truck the driver never drove: nothing this week.
      await choose('Truck No', 'TRK-7');
      expect(await screen.findByText('No truck activity data for this week')).toBeInTheDocument();
      // Back to 'All'.
      await choose('Truck No', '');
      await choose('Driver', '');
      expect(await truckRows()).toEqual(['NA', 'TRK-2', 'TRK-7', 'TRK-8', 'TRK-10']);
    });

    it('Date keeps one day; Load No one load', async () => {
      await draw(TODAY);
      await grid();
      await choose('Date', '2026-03-10');
      expect(select('Date')).toHaveDisplayValue('10 Mar');
      expect((await rowsOf()).slice(1)).toEqual([['NA', '--', '2, Truck: NA, Status: unassigned', '--', '--', '--', '--', '--']]);
      await choose('Date', '');
      await choose('Load No', '1');
      expect((await rowsOf()).slice(1)).toEqual([['TRK-2', '1, Truck: TRK-2, Driver: Ann Lee', '--', '--', '--', '--', '--', '--']]);
    });
  });

  it("fetches the month again when a load changes anywhere in the suite ('loads:changed')", async () => {
    const view = await draw(TODAY);
    await grid();
    const asked = () => rangesOf(view).filter((r) => r.from === '2026-03-01').length;
    expect(asked()).toBe(1);
    act(() => bus.emit('loads:changed', {}));
    await waitFor(() => expect(asked()).toBe(2));
  });

  describe('the week navigator', () => {
    it('steps within the month without asking again; the months either side are fetched ahead, once', async () => {
      const view = await draw(TODAY);
      await grid();
      fireEvent.click(button('Next week'));
      expect(weekLabel()).toHaveTextContent('Week 3 of March 2026');
      expect(await screen.findByText('No truck activity data for this week')).toBeInTheDocument();
      fireEvent.click(button('Next week'));
      expect(weekLabel()).toHaveTextContent('Week 4 of March 2026');
      fireEvent.click(button('Next week'));
      expect(weekLabel()).toHaveTextContent('Week 5 of March 2026');
      // 30 March-5 April: TRK-2's 1 April load shows; TRK-9 (only an April load) is no row.
      expect((await rowsOf())[0]).toEqual(['Truck', '30 Mar', '31 Mar', '1 Apr', '2 Apr', '3 Apr', '4 Apr', '5 Apr']);
      expect((await rowsOf()).find((r) => r[0] === 'TRK-2')).toEqual(['TRK-2', '--', '--', '8, Truck: TRK-2, Driver: Ann Lee', '--', '--', '--', '--']);
      expect(await truckRows()).not.toContain('TRK-9');
      // This month, then its neighbours ahead of time; stepping within it asks nothing more.
      await waitFor(() => expect(months(view)).toEqual(['2026-03-01', '2026-04-01', '2026-02-01']), { timeout: 5000 });

      // Past the month's last week: week 1 of April, fetched ahead; the month after it is next.
      fireEvent.click(button('Next week'));
      expect(weekLabel()).toHaveTextContent('Week 1 of April 2026');
      await waitFor(() => expect(months(view)).toContain('2026-05-01'), { timeout: 5000 });
      expectEachOnce(view);
      expect(await screen.findByText('No truck activity data for this week')).toBeInTheDocument();
      expect(await optionsOf('Truck No')).toEqual(['All', 'TRK-2', 'TRK-9']);
      expect(await optionsOf('Date')).toEqual(['All', '6 Apr', '7 Apr', '8 Apr', '9 Apr', '10 Apr', '11 Apr', '12 Apr']);
    });

    it("back from week 1 goes to the previous month's last week", async () => {
      const view = await draw(TODAY);
      await grid();
      fireEvent.click(button('Previous week'));
      expect(weekLabel()).toHaveTextContent('Week 1 of March 2026');
      expect((await rowsOf()).find((r) => r[0] === 'TRK-7')).toEqual(['TRK-7', '--', '6, Truck: TRK-7, Driver: Cy Cole', '--', '--', '--', '--', '--']);
      fireEvent.click(button('Previous week'));
      expect(weekLabel()).toHaveTextContent('Week 4 of February 2026');
      // 23 February-1 March: the 1 March load shows on its truck, a February truck.
      await waitFor(() => expect(months(view)).toContain('2026-01-01'), { timeout: 5000 });
      expect(await truckRows()).toEqual(['TRK-8']);
      expect((await rowsOf())[1]).toEqual(['TRK-8', '--', '9, Truck: TRK-8, Driver: Eve Eng', '--', '--', '--', '--', '10, Truck: TRK-8, Driver: Eve Eng']);
      // April too if its prefetch started before the step (it waits for the page to be idle).
      expect(months(view)).toEqual(expect.arrayContaining(['2026-03-01', '2026-02-01', '2026-01-01']));
      expectEachOnce(view);
    });

    it('back from week 1 of January rolls to December of the prior year', async () => {
      const view = await draw(new Date(2027, 0, 5), {
        data: { drivers: [person(1, NAMES[1])], trucks: [truck(1, 'TRK-5', [1])], loads: [load(1, '2026-12-31', 1)] },
      });
      await screen.findByText('No truck activity data for this week');
      expect(weekLabel()).toHaveTextContent('Week 1 of January 2027');
      fireEvent.click(button('Previous week'));
      expect(weekLabel()).toHaveTextContent('Week 4 of December 2026');
      expect(await truckRows()).toEqual(['TRK-5']);
      expect(rangesOf(view)[0]).toEqual({ from: '2027-01-01', to: '2027-02-06' });
      expect(rangesOf(view)).toContainEqual({ from: '2026-12-01', to: '2027-01-06' });
      expectEachOnce(view);
    });

    it('changing the week resets the Date filter and keeps the others', async () => {
      await draw(TODAY);
      await grid();
      await choose('Truck No', 'TRK-2');
      await choose('Date', '2026-03-12');
      expect((await rowsOf()).slice(1)).toEqual([['TRK-2', '--', '--', '--', '4, Truck: TRK-2, Driver: Bob Burr', '--', '--', '--']]);
      fireEvent.click(button('Previous week'));
      expect(select('Date')).toHaveValue('');
      expect(select('Truck No')).toHaveValue('TRK-2');
      expect(await optionsOf('Date')).toEqual(['All', '2 Mar', '3 Mar', '4 Mar', '5 Mar', '6 Mar', '7 Mar', '8 Mar']);
      fireEvent.click(button('Next week'));
      expect(select('Date')).toHaveValue('');
      expect((await rowsOf()).slice(1)).toEqual([
        ['TRK-2', '1, Truck: TRK-2, Driver: Ann Lee', '--', '--', '4, Truck: TRK-2, Driver: Bob Burr', '--', '--', '--'],
      ]);
    });
  });

  describe('the date-range picker', () => {
    const openPicker = async () => {
      const calendar = button('Choose a date range');
      expect(calendar).toHaveAttribute('aria-expanded', 'false');
      fireEvent.click(calendar);
      expect(calendar).toHaveAttribute('aria-expanded', 'true');
      const group = await screen.findByRole('group', { name: 'Date range' });
      await within(group).findByRole('gridcell', { name: /^Choose Monday, March 9th, 2026/ });
      return group;
    };
    const day = (group: HTMLElement, name: string) => within(group).getByRole('gridcell', { name: new RegExp(`^Choose ${name}`) });

    it("opens on the displayed week's month, with times every 30 minutes; closes again from its button", async () => {
      await draw(TODAY);
      await grid();
      const group = await openPicker();
      const times = within(within(group).getByRole('listbox', { name: 'Time' })).getAllByRole('option');
      expect(times).toHaveLength(48);
      expect(times.slice(0, 3).map((t) => t.textContent)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
      fireEvent.click(button('Choose a date range'));
      expect(screen.queryByRole('group', { name: 'Date range' })).toBeNull();
      expect(weekLabel()).toHaveTextContent('Week 2 of March 2026');
    });

    it("applies a range only with both ends, then closes and jumps to the start's week", async () => {
      const view = await draw(TODAY);
      await grid();
      await choose('Date', '2026-03-10');
      const group = await openPicker();
      fireEvent.click(day(group, 'Tuesday, March 31st, 2026'));
      // One end only: nothing changes yet.
      expect(screen.getByRole('group', { name: 'Date range' })).toBeInTheDocument();
      expect(weekLabel()).toHaveTextContent('Week 2 of March 2026');
      fireEvent.click(day(group, 'Thursday, April 2nd, 2026'));
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Date range' })).toBeNull());
      expect(button('Choose a date range')).toHaveAttribute('aria-expanded', 'false');
      expect(weekLabel()).toHaveTextContent('Week 5 of March 2026');
      expect(select('Date')).toHaveValue('');
      expect((await rowsOf())[0]).toEqual(['Truck', '30 Mar', '31 Mar', '1 Apr', '2 Apr', '3 Apr', '4 Apr', '5 Apr']);
      expect(rangesOf(view)[0]).toEqual({ from: '2026-03-01', to: '2026-04-06' });
    });

    it("a start before the month's first Monday jumps to the previous month's last week", async () => {
      const view = await draw(TODAY);
      await grid();
      const group = await openPicker();
      fireEvent.click(day(group, 'Sunday, March 1st, 2026'));
      fireEvent.click(day(group, 'Wednesday, March 4th, 2026'));
      await waitFor(() => expect(weekLabel()).toHaveTextContent('Week 4 of February 2026'));
      await waitFor(() => expect(rangesOf(view)).toContainEqual({ from: '2026-02-01', to: '2026-03-06' }), { timeout: 5000 });
      expect(await truckRows()).toEqual(['TRK-8']);
    });

    it("'Choose a year' shows 12 years a page; a year picked shows that year's month to pick from", async () => {
      await draw(TODAY);
      await grid();
      const group = await openPicker();
      fireEvent.click(within(group).getByRole('button', { name: 'Choose a year' }));
      expect(within(group).getByText('2017 - 2028')).toBeInTheDocument();
      const years = [...group.querySelectorAll('.react-datepicker__year-text')].map((y) => y.textContent);
      expect(years).toEqual(['2017', '2018', '2019', '2020', '2021', '2022', '2023', '2024', '2025', '2026', '2027', '2028']);
      fireEvent.click(within(group).getByText('2028'));
      const start = await within(group).findByRole('gridcell', { name: /^Choose Wednesday, March 8th, 2028/ });
      fireEvent.click(start);
      fireEvent.click(day(group, 'Friday, March 10th, 2028'));
      await waitFor(() => expect(weekLabel()).toHaveTextContent('Week 1 of March 2028'));
    });
  });
});
