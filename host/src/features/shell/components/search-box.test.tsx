import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDispatcher, aDriver, aLoad, anAdmin, aTrailer, aTruck, fakeRemotes, renderScreen, TEST_SESSION, withFakeWebSocket } from '@haulboard/shared/testing';
import { AppRouter } from '../../../app/router';
import { RECENT_RECORDS_KEY } from '../lib/recent-records';

// The shell's search (issue 29): Ctrl+K or "/" from any admin screen, results by kind from GET search/
// (the fake backend's, driven by the contract), arrows and Enter to open, recent records while empty.
withFakeWebSocket();

const drawApp = (path = '/admin/loads') =>
  renderScreen(<AppRouter />, {
    route: path,
    session: TEST_SESSION,
    remotes: fakeRemotes().loader,
    data: {
      admin: anAdmin(),
      loads: [
        aLoad({ id: 472, loadname: 'Frozen peas', pickup_location: 'Omaha, NE', delivery_location: 'Tulsa, OK', broker: 'Northwind' }),
        aLoad({ id: 473, loadname: 'Copper wire', pickup_location: 'Boise, ID', delivery_location: 'Omaha, NE', broker: null }),
      ],
      drivers: [aDriver({ id: 11, first_name: 'Marta', last_name: 'Omaha', email: 'marta@example.com' })],
      dispatchers: [aDispatcher({ id: 21, first_name: 'Quincy', last_name: 'Hale', email: 'quincy@example.com' })],
      trucks: [aTruck({ id: 31, truck_number: 'TRK-777', truck_model: 'Kenworth T680', vin_number: '1XKYD49X0MJ441100' })],
      trailers: [aTrailer({ id: 41, trailer_number: 'TRL-31', tailer_name: 'Reefer Polar' })],
    },
  });

const searchBox = () => screen.findByRole('combobox', { name: 'Search loads, people, trucks and trailers' });
const options = () => within(screen.getByRole('listbox', { name: 'Search results' })).queryAllByRole('option');

beforeEach(() => localStorage.clear());

it('opens with Ctrl+K, finds records grouped by kind, and Enter opens the first: the load by its number', async () => {
  const view = drawApp();
  await screen.findByText('loads/LoadsList');
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.type(await searchBox(), 'omaha');
  const loads = await screen.findByRole('group', { name: 'Loads' });
  expect(
    within(loads)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Copper wire#473 · Boise, ID → Omaha, NE', 'Frozen peas#472 · Omaha, NE → Tulsa, OK · Northwind']);
  expect(within(screen.getByRole('group', { name: 'Drivers' })).getByRole('option')).toHaveTextContent('Marta Omaha');
  expect(options()[0]).toHaveAttribute('aria-selected', 'true');
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('loads/LoadDetail')).toBeInTheDocument();
  expect(view.url()).toBe('/admin/loads/success?id=473');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opens with "/" outside a text field only, moves with the arrows and opens a truck in the fleet screen', async () => {
  const view = drawApp('/admin');
  await screen.findByText('dashboard/Dashboard');
  await userEvent.keyboard('/');
  // "/" typed into the box is a character, not the shortcut again.
  await userEvent.type(await searchBox(), '/');
  expect(await searchBox()).toHaveValue('/');
  expect(await screen.findByText('Nothing matches "/".')).toBeInTheDocument();
  await userEvent.clear(await searchBox());
  await userEvent.type(await searchBox(), 'tr');
  await screen.findByRole('group', { name: 'Trailers' });
  const names = () => options().map((o) => o.firstChild?.textContent);
  expect(names()).toContain('TRK-777');
  const truck = names().indexOf('TRK-777');
  for (let i = 0; i < truck; i++) await userEvent.keyboard('{ArrowDown}');
  expect(options()[truck]).toHaveAttribute('aria-selected', 'true');
  expect(await searchBox()).toHaveAttribute('aria-activedescendant', options()[truck].id);
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('fleet/TrucksTrailers')).toBeInTheDocument();
  expect(view.url()).toBe('/admin/trucks-trailers?truck=31');
});

it('shows the records opened last first while the box is empty, kept in this browser', async () => {
  drawApp();
  await screen.findByText('loads/LoadsList');
  // The sidebar's button (the phone header's is the other).
  await userEvent.click(screen.getAllByRole('button', { name: 'Search' })[0]);
  expect(await screen.findByRole('status')).toHaveTextContent(/Search loads by number/);
  await userEvent.type(await searchBox(), 'quincy');
  await userEvent.click(await screen.findByRole('option', { name: /Quincy Hale/ }));
  expect(await screen.findByText('people/DispatcherProfile')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(RECENT_RECORDS_KEY) ?? '[]')).toEqual([expect.objectContaining({ kind: 'dispatcher', id: 21 })]);

  await userEvent.keyboard('{Control>}k{/Control}');
  await searchBox();
  const recent = screen.getByRole('group', { name: 'Recent' });
  expect(within(recent).getByRole('option')).toHaveTextContent('Quincy Halequincy@example.com');
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('says when nothing matches', async () => {
  drawApp();
  await screen.findByText('loads/LoadsList');
  await userEvent.keyboard('{Control>}k{/Control}');
  await userEvent.type(await searchBox(), 'zzzz');
  expect(await screen.findByText('Nothing matches "zzzz".')).toBeInTheDocument();
});
