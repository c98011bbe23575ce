import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate } from '@haulboard/shared/router';
import { aLoadDocument, anActivityEvent, aTruck, openCombobox, renderScreen, typeInto, type FakeData, type RouteOverrides } from '@haulboard/shared/testing';
import { aDriver, aLoad, anAssignedLoad } from '../lib/load-fixture';
import LoadDetailPage from './load-detail-page';

const drivers = [aDriver(7, 'Dana', 'Miles'), aDriver(8, 'Eli', 'Stone')];
const route = '/admin/loads/success?id=1';
/** The detail of load 1 on the fake backend holding it and the two drivers; `routes` take a call first. */
const draw = (load = aLoad(), routes: RouteOverrides = {}, data: FakeData = {}) =>
  renderScreen(<LoadDetailPage />, { route, data: { loads: [load], drivers, ...data }, routes });
// The page's one toaster outlives a test: an earlier test's toast may still be showing.
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];
const fees = () => screen.getByRole('region', { name: 'Fees & Payment' });
const details = () => screen.getByRole('region', { name: 'Load Details' });

describe('Load detail', () => {
  it("says 'Load ID not found' without state or ?id=", async () => {
    renderScreen(<LoadDetailPage />, { route: '/admin/loads/success' });
    expect(await screen.findByText('Load ID not found')).toBeInTheDocument();
  });

  it('fetches the load of ?id= and titles it by status, with both cards', async () => {
    draw();
    expect(await screen.findByRole('heading', { name: 'Assign Driver to Load' })).toBeInTheDocument();
    expect(within(details()).getByText('Steel coils')).toBeInTheDocument();
    expect(within(details()).getByText('Mar 10, 2026')).toBeInTheDocument();
    expect(within(details()).getByText('5:30 PM')).toBeInTheDocument();
    expect(within(fees()).getByText('$300.25')).toBeInTheDocument();
    expect(within(fees()).getByRole('combobox', { name: 'Payment' })).toHaveValue('Unpaid');
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Assign Driver', 'Upload Documents', 'History']);
  });

  it('shows a stored reference labelled Reference under the Load Number, and keeps it through an edit (issues 27, 28)', async () => {
    const user = userEvent.setup();
    const view = draw(aLoad({ id: 1, loadNumber: 'PO 4471823' }));
    /** The value beside a label of the Load Details card. */
    const valueOf = async (label: string) =>
      (await within(await screen.findByRole('region', { name: 'Load Details' })).findByText(label)).nextElementSibling?.textContent;
    expect(await valueOf('Load Number')).toBe('1');
    expect(await valueOf('Reference')).toBe('PO 4471823');
    await user.click(screen.getByRole('button', { name: 'Edit Load Details' }));
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveValue('PO 4471823');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await toast('Load details, fees and payment status updated successfully!')).toBeInTheDocument();
    // Edit covers every field (issue 28): the reference is sent as it stands.
    expect(view.server.to('PUT', '/api/loads/1/')[0].body).toMatchObject({ loadNumber: 'PO 4471823' });
    expect(view.backend.db.loads[0].loadNumber).toBe('PO 4471823');
  });

  it('shows no Reference when the load has none: the Load Number is its only number', async () => {
    draw();
    expect(await within(await screen.findByRole('region', { name: 'Load Details' })).findByText('Load Number')).toBeInTheDocument();
    expect(within(details()).queryByText('Reference')).not.toBeInTheDocument();
  });

  it.each([
    ['assigned', 'Assigned Load Details'],
    ['delivered', 'Load Delivered Successfully'],
  ] as const)('a %s load is titled %s and has Driver Details and Documents', async (status, title) => {
    draw(anAssignedLoad({ status }));
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Driver Details', 'Documents', 'History']);
    expect(screen.getByText('Dana Miles')).toBeInTheDocument();
    expect(screen.getByText('TX-4411')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    if (status === 'assigned') expect(screen.getByRole('button', { name: 'Edit Driver' })).toBeInTheDocument();
    else expect(screen.queryByRole('button', { name: 'Edit Driver' })).not.toBeInTheDocument();
  });

  it('draws the load handed over in navigation state at once, puts its id in the URL, then refreshes it', async () => {
    let answer: () => void = () => {};
    const held = new Promise<void>((r) => (answer = r));
    function FromList() {
      const navigate = useNavigate();
      useEffect(() => {
        void navigate('/admin/loads/success', { state: { load: aLoad({ loadname: 'From the list' }) } });
      }, [navigate]);
      return <LoadDetailPage />;
    }
    const view = renderScreen(<FromList />, {
      route: '/admin/loads',
      data: { loads: [aLoad({ loadname: 'Renamed since' })], drivers },
      routes: { 'GET loads/1/': async (_req, next) => (await held, next()) },
    });
    expect(await within(await screen.findByRole('region', { name: 'Load Details' })).findByText('From the list')).toBeInTheDocument();
    await waitFor(() => expect(view.location().search).toBe('?id=1'));
    answer();
    expect(await within(details()).findByText('Renamed since')).toBeInTheDocument();
  });

  it('edits then cancels: the original values come back and nothing is sent', async () => {
    const user = userEvent.setup();
    const view = draw();
    await user.click(await screen.findByRole('button', { name: 'Edit Load Details' }));
    const name = screen.getByRole('textbox', { name: /Load Name/ });
    await user.clear(name);
    await user.type(name, 'Changed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(details()).getByText('Steel coils')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Load Details' }));
    expect(screen.getByRole('textbox', { name: /Load Name/ })).toHaveValue('Steel coils');
    expect(view.server.to('PUT', '/api/loads/1/')).toHaveLength(0);
  });

  it('refuses a delivery before the pickup on the field, then saves all changes', async () => {
    const user = userEvent.setup();
    const view = draw();
    await user.click(await screen.findByRole('button', { name: 'Edit Load Details' }));
    const delivery = screen.getByLabelText(/Delivery Date/);
    await user.clear(delivery);
    await user.type(delivery, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await screen.findByText('Delivery date cannot be before the pickup date')).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/loads/1/')).toHaveLength(0);

    await user.clear(delivery);
    await user.type(delivery, '2026-03-14');
    const toll = screen.getByRole('spinbutton', { name: /Toll Price/ });
    await user.clear(toll);
    await user.type(toll, '55.5');
    await user.selectOptions(screen.getByRole('combobox', { name: /Payment/ }), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await toast('Load details, fees and payment status updated successfully!')).toBeInTheDocument();
    const [put] = view.server.to('PUT', '/api/loads/1/');
    expect(put.body).toMatchObject({ id: 1, delivery_date: '2026-03-14', toll_price: 55.5, payment: 'Paid', weight_lbs: 42000.5 });
    expect(await within(fees()).findByText('$55.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Load Details' })).toBeInTheDocument();
    expect(view.backend.db.loads[0]).toMatchObject({ delivery_date: '2026-03-14', toll_price: 55.5, payment: 'Paid' });
  });

  it("says 'Failed to update load data' when the save fails, and stays in edit mode", async () => {
    const user = userEvent.setup();
    draw(aLoad(), { 'PUT loads/1/': () => ({ status: 500, body: { detail: 'boom' } }) });
    await user.click(await screen.findByRole('button', { name: 'Edit Load Details' }));
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await toast('Failed to update load data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save All Changes' })).toBeInTheDocument();
  });

  it('saves the payment at once outside edit mode, and reports a failure', async () => {
    const user = userEvent.setup();
    let fail = false;
    const view = draw(aLoad(), { 'PUT loads/1/': (_req, next) => (fail ? { status: 500, body: { detail: 'x' } } : next()) });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Payment' }), 'Paid');
    expect(await toast('Payment status updated to Paid')).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/loads/1/')[0].body).toEqual({ payment: 'Paid', id: 1, version: 1 });
    fail = true;
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payment' })).toBeEnabled());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Unpaid');
    expect(await toast('Failed to update payment status')).toBeInTheDocument();
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    const view = draw();
    await user.click(await screen.findByRole('button', { name: 'Delete load' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 3000 }).catch(() => screen.findByRole('dialog'));
    expect(within(dialog).getByText('Are you sure you want to delete the load "Steel coils"? This action cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('Load deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(view.location().pathname).toBe('/admin/loads'));
    expect(view.backend.db.loads).toEqual([]);
  });

  it("assigns a driver found by typing, then goes back to the list; 'Failed to assign driver' on failure", async () => {
    const user = userEvent.setup();
    let status = 201;
    const view = draw(aLoad(), { 'POST create-assignment/': (_req, next) => (status === 201 ? next() : { status: 500, body: { detail: 'x' } }) });
    const complete = await screen.findByRole('button', { name: 'Complete Assignment' });
    expect(complete).toBeDisabled();
    const box = await openCombobox('Select Driver');
    await typeInto(box, 'eli');
    await waitFor(() => expect(view.server.requests.some((r) => r.query.get('search') === 'eli')).toBe(true));
    await user.click(await screen.findByRole('option', { name: /Eli Stone/ }));
    const chosen = screen.getByRole('group', { name: 'Chosen driver' });
    expect(within(chosen).getByText('Eli Stone')).toBeInTheDocument();
    expect(within(chosen).getByText('eli@example.com')).toBeInTheDocument();

    status = 500;
    await user.click(complete);
    expect(await toast('Failed to assign driver')).toBeInTheDocument();
    status = 201;
    await user.click(complete);
    expect(await toast('Driver assigned successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-assignment/').at(-1)!.body).toEqual({ load: 1, driver: 8, version: 1 });
    await waitFor(() => expect(view.location().pathname).toBe('/admin/loads'));
    expect(view.backend.db.loads[0]).toMatchObject({ status: 'assigned', driver_name: 'Eli Stone' });
  });

  it("warns before Complete Assignment when the driver's truck is expired on the load's pickup date, and still assigns", async () => {
    const user = userEvent.setup();
    // Dana's truck's insurance ran out on Mar 1: expired on the load's pickup, Mar 10.
    const truck = aTruck({ truck_number: 'TRK-12', insurance_expiration_date: '2026-03-01', drivers: [{ id: 7, name: 'Dana Miles' }] });
    const view = renderScreen(<LoadDetailPage />, {
      route,
      data: { loads: [aLoad({ pickup_date: '2026-03-10' })], drivers: [drivers[0]], trucks: [truck], now: '2026-02-01T12:00:00' },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Select Driver' }));
    await user.click(await screen.findByRole('option', { name: /Dana Miles.*Insurance expired/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Truck TRK-12: Insurance expired on Mar 1, 2026');
    expect(view.server.to('GET', '/api/users/drivers/').every((r) => r.query.get('as_of') === '2026-03-10')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Complete Assignment' }));
    expect(await toast('Driver assigned successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/create-assignment/')[0].body).toEqual({ load: 1, driver: 7, version: 1 });
  });

  it("'Failed to fetch drivers' when the driver search fails", async () => {
    const user = userEvent.setup();
    draw(aLoad(), { 'GET users/drivers/': () => ({ status: 500, body: { detail: 'x' } }) });
    await user.click(await screen.findByRole('combobox', { name: 'Select Driver' }));
    expect(await screen.findByText('Failed to fetch drivers')).toBeInTheDocument();
  });

  it('changes the driver of an assigned load through its assignment', async () => {
    const user = userEvent.setup();
    let status = 200;
    const view = draw(anAssignedLoad(), { 'PUT update-assignment/31/': (_req, next) => (status === 200 ? next() : { status: 500, body: { detail: 'x' } }) });
    await user.click(await screen.findByRole('button', { name: 'Edit Driver' }));
    await user.click(screen.getByRole('button', { name: 'Clear New Driver' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Please select a driver')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'New Driver' }));
    await user.click(await screen.findByRole('option', { name: /Eli Stone/ }));
    status = 500;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Failed to update driver assignment')).toBeInTheDocument();
    status = 200;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('Driver updated successfully!')).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/update-assignment/31/').at(-1)!.body).toEqual({ load: '1', driver: 8, version: 1 });
    expect(view.backend.db.loads[0]).toMatchObject({ driver_name: 'Eli Stone', assignments: [{ id: 31, load: 1, driver: 8 }] });
  });

  it("says 'No assignment found to update' when the load has no assignment", async () => {
    const user = userEvent.setup();
    draw(anAssignedLoad({ assignments: [] }));
    await user.click(await screen.findByRole('button', { name: 'Edit Driver' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await toast('No assignment found to update')).toBeInTheDocument();
  });

  it("'No documents available' for an assigned load without a document", async () => {
    const user = userEvent.setup();
    draw(anAssignedLoad());
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
  });

  it('shows an assigned load’s first document in the 400 px frame, under the name it was uploaded with', async () => {
    const user = userEvent.setup();
    const url = '/api/media/2026/0123456789abcdef0123456789abcdef/rate.pdf?exp=1&sig=x';
    draw(anAssignedLoad({ document: url }), {}, { loadDocuments: [aLoadDocument({ name: 'rate.pdf', url })] });
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    const frame = await screen.findByTitle('Preview of rate.pdf');
    expect(frame).toHaveAttribute('src', url);
  });

  it("asks for a file before uploading: 'Please select a file first'", async () => {
    const user = userEvent.setup();
    draw();
    await user.click(await screen.findByRole('tab', { name: 'Upload Documents' }));
    await user.click(await screen.findByRole('button', { name: 'Upload Document' }));
    expect(await toast('Please select a file first')).toBeInTheDocument();
  });

  it("shows the load's History tab: its recorded changes in words, newest first (issue 28)", async () => {
    const user = userEvent.setup();
    const subject = { type: 'load', id: 1, label: 'Steel coils' } as const;
    draw(
      aLoad(),
      {},
      {
        activity: [
          anActivityEvent({ id: 1, kind: 'load.created', subject, occurred_at: '2026-11-25T09:00:00.000Z' }),
          anActivityEvent({ id: 2, subject, occurred_at: '2026-11-26T16:42:00.000Z' }),
        ],
      },
    );
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'History' });
    const sentences = within(history)
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent);
    expect(sentences).toEqual(['Alex Morgan changed payment from Unpaid to Paid', 'Alex Morgan created the load']);
  });
});
