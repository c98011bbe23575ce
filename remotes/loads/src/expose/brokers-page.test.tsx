import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBroker, aLoad, renderScreen, type FakeData, type RouteOverrides } from '@haulboard/shared/testing';
import BrokersPage from './brokers-page';

const brokers = [
  aBroker({ id: 1, name: 'Acme Brokers', billing_email: 'ap@acme.example', payment_terms_days: 30 }),
  aBroker({ id: 2, name: 'Blue Sky Freight', billing_email: null, payment_terms_days: 15 }),
];
const loads = [aLoad({ id: 5, broker: 'Acme Brokers', broker_name: 'Acme Brokers', broker_id: 1 })];
const draw = (data: FakeData = {}, routes: RouteOverrides = {}) =>
  renderScreen(<BrokersPage />, { route: '/admin/brokers', data: { brokers, loads, ...data }, routes });
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];

describe('Brokers (issue 30)', () => {
  it('lists the brokers by name with their billing e-mail, terms and loads', async () => {
    draw();
    const table = await screen.findByRole('table', { name: 'Brokers' });
    await within(table).findByText('Acme Brokers');
    const rows = within(table).getAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Acme Brokers', 'ap@acme.example', '30 days', '1', expect.any(String)],
      ['Blue Sky Freight', '—', '15 days', '0', expect.any(String)],
    ]);
    expect(screen.getByRole('heading', { name: /All Brokers/ })).toHaveTextContent('All Brokers (2)');
  });

  it('searches on the server', async () => {
    const user = userEvent.setup();
    const view = draw();
    await screen.findByRole('table', { name: 'Brokers' });
    await user.type(screen.getByRole('searchbox', { name: 'Search brokers' }), 'blue');
    const table = screen.getByRole('table', { name: 'Brokers' });
    await waitFor(() => expect(within(table).queryByText('Acme Brokers')).not.toBeInTheDocument());
    expect(within(table).getByText('Blue Sky Freight')).toBeInTheDocument();
    expect(view.server.to('GET', '/api/brokers/').at(-1)?.query.get('search')).toBe('blue');
  });

  it('says so when there are no brokers, and when they failed to load', async () => {
    draw({ brokers: [], loads: [] });
    expect(await screen.findByText('No brokers yet. Add one, or type a new broker on a load.')).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    draw({}, { 'GET brokers/': () => ({ status: 500, body: { detail: 'down' } }) });
    expect((await screen.findAllByText('Error loading brokers', {}, { timeout: 5000 }))[0]).toBeInTheDocument();
  });

  it('adds a broker through Add Broker, and refuses a name already used with the server reason', async () => {
    const user = userEvent.setup();
    const view = draw();
    await screen.findByRole('table', { name: 'Brokers' });
    await user.click(screen.getByRole('button', { name: 'Add Broker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Broker' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'acme brokers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('A broker with this name already exists.')).toBeInTheDocument();
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Coyote Logistics');
    await user.type(within(dialog).getByRole('textbox', { name: /Billing E-mail/ }), 'pay@coyote.example');
    const terms = within(dialog).getByRole('spinbutton', { name: /Payment Terms/ });
    await user.clear(terms);
    await user.type(terms, '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Broker added successfully')).toBeInTheDocument();
    expect(view.backend.db.brokers.at(-1)).toMatchObject({ name: 'Coyote Logistics', billing_email: 'pay@coyote.example', payment_terms_days: 45 });
    expect(await within(screen.getByRole('table', { name: 'Brokers' })).findByText('Coyote Logistics')).toBeInTheDocument();
  });

  it('edits a broker with the version it opened, and names a bad term on the field', async () => {
    const user = userEvent.setup();
    const view = draw();
    const table = await screen.findByRole('table', { name: 'Brokers' });
    await user.click(await within(table).findByRole('button', { name: 'Edit broker Blue Sky Freight' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Broker' });
    const terms = within(dialog).getByRole('spinbutton', { name: /Payment Terms/ });
    await user.clear(terms);
    await user.type(terms, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Payment terms must be a whole number of days from 0 to 365')).toBeInTheDocument();
    await user.clear(terms);
    await user.type(terms, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await toast('Broker updated successfully')).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/brokers/2/')[0].body).toMatchObject({ payment_terms_days: 60, version: 1 });
    expect(await within(table).findByText('60 days')).toBeInTheDocument();
  });
});
