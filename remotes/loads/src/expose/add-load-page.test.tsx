import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { aBroker, aTruck, openCombobox, renderScreen, typeInto, type FakeData, type RouteOverrides } from '@haulboard/shared/testing';
import { aDriver, aLoad } from '../lib/load-fixture';
import AddLoadPage from './add-load-page';

const drivers = [aDriver(7, 'Dana', 'Miles')];
/** The page on the fake backend holding Dana and load 8 (the new load is 9); `routes` take a call first. */
const draw = (routes: RouteOverrides = {}, data: FakeData = {}) =>
  renderScreen(<AddLoadPage />, { route: '/admin/add-load', data: { drivers, loads: [aLoad({ id: 8 })], ...data }, routes });
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
    draw();
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
    const view = draw();
    await user.click(await screen.findByRole('button', { name: 'Create Load' }));
    expect(await screen.findByText('Load name is required')).toBeInTheDocument();
    expect(screen.getByText('Weight is required')).toBeInTheDocument();
    expect(screen.getByText('Pickup date is required')).toBeInTheDocument();
    expect(screen.getByText('Delivery time is required')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-load/')).toHaveLength(0);
  });

  it('refuses a delivery before the pickup on the field, before any call', async () => {
    const user = userEvent.setup();
    const view = draw();
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
    const view = draw();
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
    expect(view.backend.db.loads.at(-1)).toMatchObject({ id: 9, loadname: 'Frozen peas', price: 1999.99, status: 'unassigned' });
    expect(seen.at(-1)).toEqual({ form: 'add-load', unsaved: false });
    sub.unsubscribe();
  });

  it("shows the server's message, or the spec's, when the load is refused", async () => {
    const user = userEvent.setup();
    let body: object = { detail: 'Validation failed', message: 'A load with this name already exists' };
    draw({ 'POST create-load/': () => ({ status: 400, body }) });
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
    const view = draw();
    await screen.findByRole('button', { name: 'Create Load' });
    await fillRequired(user);
    await user.click(await screen.findByRole('combobox', { name: 'Driver' }));
    await user.click(await screen.findByRole('option', { name: /Dana Miles/ }));
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await toast('Load created successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-assignment/')[0].body).toEqual({ load: 9, driver: 7 });
    await waitFor(() => expect(view.location().pathname).toBe('/admin/loads'));
    expect(view.backend.db.loads.at(-1)).toMatchObject({ id: 9, status: 'assigned', driver_name: 'Dana Miles' });
  });

  it('picks a broker from the brokers as one types, or takes a new name that the save adds (issue 30)', async () => {
    const user = userEvent.setup();
    const view = draw({}, { brokers: [aBroker({ id: 3, name: 'Acme Brokers' }), aBroker({ id: 4, name: 'Blue Sky Freight', payment_terms_days: 15 })] });
    await screen.findByRole('button', { name: 'Create Load' });
    await fillRequired(user);
    await typeInto(await openCombobox('Broker'), 'blue');
    await user.click(await screen.findByRole('option', { name: /Blue Sky Freight/ }));
    expect(screen.getByRole('combobox', { name: 'Broker' })).toHaveValue('Blue Sky Freight');
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await toast('Load created successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-load/')[0].body).toMatchObject({ broker: 'Blue Sky Freight' });
    expect(view.backend.db.loads.at(-1)).toMatchObject({ broker: 'Blue Sky Freight', broker_id: 4 });
  });

  it('offers a name no broker has as a new broker, created with the load', async () => {
    const user = userEvent.setup();
    const view = draw({}, { brokers: [aBroker({ id: 3, name: 'Acme Brokers' })] });
    await screen.findByRole('button', { name: 'Create Load' });
    await fillRequired(user);
    await typeInto(await openCombobox('Broker'), 'Coyote  Logistics');
    await user.click(await screen.findByRole('option', { name: /New broker/ }));
    await user.click(screen.getByRole('button', { name: 'Create Load' }));
    expect(await toast('Load created successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-load/')[0].body).toMatchObject({ broker: 'Coyote Logistics' });
    expect(view.backend.db.brokers.map((b) => b.name)).toEqual(['Acme Brokers', 'Coyote Logistics']);
  });

  it('tells the user the load exists without a driver when the second step fails, and opens the load', async () => {
    const user = userEvent.setup();
    const view = draw({ 'POST create-assignment/': () => ({ status: 500, body: { detail: 'x' } }) });
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
    // Dana's truck's registration runs out on Mar 15: fine today (Jan 15), expired on an Apr 1 pickup.
    const truck = aTruck({ truck_number: 'TRK-12', registration_expiration_date: '2026-03-15', drivers: [{ id: 7, name: 'Dana Miles' }] });
    const view = draw({}, { trucks: [truck], now: '2026-01-15T12:00:00' });
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
