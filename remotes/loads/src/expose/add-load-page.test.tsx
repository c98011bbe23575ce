import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { anExpiry, renderScreen } from '@haulboard/shared/testing';
import { aDriver, aLoad } from '../lib/load-fixture';
import AddLoadPage from './add-load-page';

const drivers = [aDriver(7, 'Dana', 'Miles')];
const driversRoute = { 'GET users/drivers/': () => ({ status: 200, body: { count: 1, results: drivers } }) };
// The page's one toaster outlives a test: an earlier test's toast may still be showing.
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];

type User = ReturnType<typeof userEvent.setup>;
async function fillRequired(user: User, over: Partial<Record<string, string>> = {}) {
  const v = {
    name: 'Frozen peas',
    pickup: 'Boise, ID',
    delivery: 'Reno, NV',
    pd: '2026-04-01',
    pt: '08:00',
    dd: '2026-04-02',
    dt: '10:30',
    weight: '1200.5',
    ...over,
  };
  await user.type(screen.getByRole('textbox', { name: /Load Name/ }), v.name);
  await user.type(screen.getByRole('textbox', { name: /Pickup Location/ }), v.pickup);
  await user.type(screen.getByRole('textbox', { name: /Delivery Location/ }), v.delivery);
  await user.type(screen.getByLabelText(/Pickup Date/), v.pd);
  await user.type(screen.getByLabelText(/Pickup Time/), v.pt);
  await user.type(screen.getByLabelText(/Delivery Date/), v.dd);
  await user.type(screen.getByLabelText(/Delivery Time/), v.dt);
  await user.type(screen.getByRole('spinbutton', { name: /Weight/ }), v.weight);
}

describe('Add Load', () => {
  it('has the three sections, the steps and the Create Load button', async () => {
    renderScreen(<AddLoadPage />, { route: '/admin/add-load', api: driversRoute });
    expect(await screen.findByRole('heading', { name: 'Load Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fees (can be entered later)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assign Driver (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: /Weight/ })).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('spinbutton', { name: /^Price/ })).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('spinbutton', { name: /Parking Fee/ })).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('button', { name: 'Create Load' })).toBeInTheDocument();
  });

  it('names the missing required fields and sends nothing', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<AddLoadPage />, { route: '/admin/add-load', api: driversRoute });
    await user.click(await screen.findByRole('button', { name: 'Create Load' }));
    expect(await screen.findByText('Load name is required')).toBeInTheDocument();
    expect(screen.getByText('Weight is required')).toBeInTheDocument();
    expect(screen.getByText('Pickup date is required')).toBeInTheDocument();
    expect(screen.getByText('Delivery time is required')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-load/')).toHaveLength(0);
  });

  it('refuses a delivery before the pickup on the field, before any call', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<AddLoadPage />, { route: '/admin/add-load', api: driversRoute });
    await screen.findByRole('button', { name: 'Create Load' });
    await fillRequired(user, { dd: '2026-03-30' });
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    const date = screen.getByLabelText(/Delivery Date/);
    expect(await screen.findByText('Delivery date cannot be before the pickup date')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(view.server.to('POST', '/api/create-load/')).toHaveLength(0);
  });

  it('creates a load without a driver: decimals parsed, empty fees sent as null, then the list', async () => {
    const user = userEvent.setup();
    const seen: unknown[] = [];
    const sub = bus.on('forms:unsaved-changed').subscribe((e) => seen.push(e));
    const view = renderScreen(<AddLoadPage />, {
      route: '/admin/add-load',
      api: { ...driversRoute, 'POST create-load/': () => ({ status: 201, body: aLoad({ id: 9 }) }) },
    });
    await screen.findByRole('button', { name: 'Create Load' });
    await fillRequired(user);
    await user.type(screen.getByRole('spinbutton', { name: /^Price/ }), '1999.99');
    expect(seen).toContainEqual({ form: 'add-load', unsaved: true });
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await toast('Load created successfully!')).toBeInTheDocument();
    const [post] = view.server.to('POST', '/api/create-load/');
    expect(post.body).toMatchObject({ loadname: 'Frozen peas', weight_lbs: 1200.5, price: 1999.99, fuel_price: null, broker: null, pickup_time: '08:00' });
    expect(view.server.to('POST', '/api/create-assignment/')).toHaveLength(0);
    await waitFor(() => expect(view.location().pathname).toBe('/admin/loads'));
    expect(seen.at(-1)).toEqual({ form: 'add-load', unsaved: false });
    sub.unsubscribe();
  });

  it("shows the server's message, or the spec's, when the load is refused", async () => {
    const user = userEvent.setup();
    let body: object = { detail: 'Validation failed', message: 'A load with this name already exists' };
    renderScreen(<AddLoadPage />, { route: '/admin/add-load', api: { ...driversRoute, 'POST create-load/': () => ({ status: 400, body }) } });
    await screen.findByRole('button', { name: 'Create Load' });
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await toast('A load with this name already exists')).toBeInTheDocument();
    body = {};
    await user.click(await screen.findByRole('button', { name: 'Create Load' }));
    expect(await toast('Failed to create load. Please try again.')).toBeInTheDocument();
  });

  it('assigns the picked driver in a second step, then goes to the list', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<AddLoadPage />, {
      route: '/admin/add-load',
      api: {
        ...driversRoute,
        'POST create-load/': () => ({ status: 201, body: aLoad({ id: 9 }) }),
        'POST create-assignment/': () => ({ status: 201, body: { id: 1, load: 9, driver: 7, status: 'assigned' } }),
      },
    });
    await screen.findByRole('button', { name: 'Create Load' });
    await fillRequired(user);
    await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
    await user.click(await screen.findByRole('option', { name: /Dana Miles/ }));
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await toast('Load created successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-assignment/')[0].body).toEqual({ load: 9, driver: 7 });
    await waitFor(() => expect(view.location().pathname).toBe('/admin/loads'));
  });

  it('tells the user the load exists without a driver when the second step fails, and opens the load', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<AddLoadPage />, {
      route: '/admin/add-load',
      api: {
        ...driversRoute,
        'POST create-load/': () => ({ status: 201, body: aLoad({ id: 9 }) }),
        'POST create-assignment/': () => ({ status: 500, body: { detail: 'x' } }),
      },
    });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await screen.findByRole('button', { name: 'Create Load' });
    await fillRequired(user);
    await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
    await user.click(await screen.findByRole('option', { name: /Dana Miles/ }));
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await toast('Driver not assigned')).toBeInTheDocument();
    expect(screen.getByText(/was created without a driver/)).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname + view.location().search).toBe('/admin/loads/success?id=9'));
    expect(within(document.body).getAllByText('Load created successfully!').length).toBeGreaterThan(0);
  });

  it('warns under the driver when the truck is expired on the pickup date as typed, and still creates the load with that driver', async () => {
    const user = userEvent.setup();
    const onDay = (asOf: string | null) =>
      asOf === '2026-04-01' ? anExpiry({ as_of: asOf, registration: { date: '2026-03-15', state: 'expired' } }) : anExpiry({ as_of: asOf ?? '2026-03-01' });
    const view = renderScreen(<AddLoadPage />, {
      route: '/admin/add-load',
      api: {
        'GET users/drivers/': (req) => ({
          status: 200,
          body: { count: 1, results: [{ ...drivers[0], truck_number: 'TRK-12', truck_expiry: onDay(req.query.get('as_of')) }] },
        }),
        'POST create-load/': () => ({ status: 201, body: aLoad({ id: 9 }) }),
        'POST create-assignment/': () => ({ status: 201, body: { id: 1, load: 9, driver: 7, status: 'assigned' } }),
      },
    });
    await screen.findByRole('button', { name: 'Create Load' });
    await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
    await user.click(await screen.findByRole('option', { name: /Dana Miles/ }));
    await waitFor(() => expect(view.server.to('GET', '/api/users/drivers/').length).toBeGreaterThan(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await fillRequired(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Truck TRK-12: Registration expired on Mar 15, 2026');
    expect(screen.getByRole('alert')).toHaveTextContent('As of the pickup date, Apr 1, 2026.');
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await toast('Load created successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-assignment/')[0].body).toEqual({ load: 9, driver: 7 });
  });
});
