import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { ApiPaths, type Trailer, type Truck } from '@haulboard/shared/contracts';
import { anActivityEvent, aTrailer, aTruck, failWhile, held, renderScreen, type RouteOverrides } from '@haulboard/shared/testing';
import { TrailersCard } from './trailers-card';

const TRUCKS: Truck[] = [
  aTruck({ id: 1, truck_number: 'TRK-1', truck_model: 'Volvo' }),
  aTruck({ id: 2, truck_number: 'TRK-2', truck_model: 'Kenworth' }),
  // A second truck under TRK-2's number: the form offers that number once.
  aTruck({ id: 3, truck_number: 'TRK-2', truck_model: 'Copy' }),
];

const seed = (): Trailer[] => [
  aTrailer({ id: 1, tailer_name: 'Dry Van', trailer_number: 'TRL-1', truck_number: 'TRK-1', truck_id: 1 }),
  aTrailer({ id: 2, tailer_name: 'Reefer', trailer_number: 'TRL-2' }),
];

/** The card on the fake backend, seeded with TRUCKS and `trailers`; `routes` fail or hold a call. */
const draw = (routes: RouteOverrides = {}, trailers = seed()) =>
  renderScreen(<TrailersCard />, { route: '/admin/trucks-trailers', routes, data: { trucks: TRUCKS, trailers } });

const table = () => screen.getByRole('table', { name: 'Trailers' });
/** Each data row's three cells, as shown. */
const shownRows = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    // The cells by the DOM: a role query per row is slow on every change while a waitFor polls.
    .map((r) =>
      Array.from((r as HTMLTableRowElement).cells)
        .slice(0, 3)
        .map((c) => c.textContent),
    );
/** Waits for the first rows: the table's code loads on first draw, slow on a busy machine. */
const loaded = (n: number) => waitFor(() => expect(shownRows()).toHaveLength(n), { timeout: 15_000 });
const rowButton = (name: string) => within(table()).getByRole('button', { name });

async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** A write the backend answers only when the test says so: what the dialog shows while it runs. */

describe('TrailersCard', () => {
  it("lists the trailers with the count, the spec's columns, 'Unassigned' and the four row actions", async () => {
    draw();
    await loaded(2);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('All Trailers (2)');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Trailer Name', 'Trailer Number', 'Assigned Truck', 'Actions']);
    expect(shownRows()).toEqual([
      ['Dry Van', 'TRL-1', 'TRK-1'],
      ['Reefer', 'TRL-2', 'Unassigned'],
    ]);
    for (const name of ['View trailer Reefer', 'Edit trailer Reefer', 'Delete trailer Reefer', 'Assign Truck to trailer Reefer']) {
      expect(rowButton(name)).toBeInTheDocument();
    }
    expect(rowButton('Assign Truck to trailer Reefer')).toHaveTextContent('Assign Truck');
  });

  it("says 'Loading trailers...' until they come, then 'No trailers found' when there are none", async () => {
    draw({}, []);
    expect(screen.getByRole('status')).toHaveTextContent('Loading trailers...');
    expect(await screen.findByText('No trailers found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('All Trailers (0)');
  });

  it("says 'Error loading trailers' in a toast and in place of the table, and Try Again loads them", async () => {
    let fail = true;
    draw({ [`GET ${ApiPaths.trailersList}`]: failWhile(() => fail, 503) });
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    const alert = retry.closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Error loading trailers');
    // The same words in the toast.
    await waitFor(() => expect(screen.getAllByText('Error loading trailers')).toHaveLength(2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await loaded(2);
  });

  it('adds a trailer: Save waits for both required fields, the trucks are offered once per number, and the list shows it', async () => {
    const view = draw();
    const changed = jest.fn();
    const sub = bus.on('trailers:changed').subscribe(changed);
    await loaded(2);
    await userEvent.click(screen.getByRole('button', { name: 'Add Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Trailer' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const name = within(dialog).getByRole('textbox', { name: /Trailer Name/ });
    const number = within(dialog).getByRole('textbox', { name: /Trailer Number/ });
    expect(name).toBeRequired();
    expect(number).toBeRequired();
    expect(name).toBeEnabled();
    expect(save).toBeDisabled();
    await fill(name, 'Flatbed');
    expect(save).toBeDisabled();
    await fill(number, '   ');
    expect(save).toBeDisabled();
    await userEvent.clear(number);
    await fill(number, 'TRL-9');
    expect(save).toBeEnabled();
    const truck = within(dialog).getByRole('combobox', { name: 'Assigned Truck' });
    await waitFor(() =>
      expect(
        within(truck)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Unassigned', 'TRK-1 (Volvo)', 'TRK-2 (Kenworth)']),
    );
    expect(truck).toHaveValue('');
    await userEvent.selectOptions(truck, 'TRK-2 (Kenworth)');
    await userEvent.click(save);
    expect(await screen.findByText('Trailer added successfully')).toBeInTheDocument();
    expect(view.server.to('POST', `/api/${ApiPaths.createTrailer}`).map((r) => r.body)).toEqual([
      { tailer_name: 'Flatbed', trailer_number: 'TRL-9', truck_number: 'TRK-2' },
    ]);
    await waitFor(() => expect(shownRows()).toContainEqual(['Flatbed', 'TRL-9', 'TRK-2']));
    expect(screen.queryByRole('dialog', { name: 'Add Trailer' })).not.toBeInTheDocument();
    expect(changed).toHaveBeenCalledWith({ trailerId: 3 });
    sub.unsubscribe();
  });

  it("shows 'Please fill in all required fields' under a required field left blank", async () => {
    draw();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Trailer' });
    await userEvent.click(within(dialog).getByRole('textbox', { name: /Trailer Name/ }));
    await userEvent.tab();
    expect(await within(dialog).findByText('Please fill in all required fields')).toBeInTheDocument();
  });

  it("says 'Error adding trailer' with the server's reason for a duplicate number, and keeps what was typed", async () => {
    draw();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Trailer' });
    await fill(within(dialog).getByRole('textbox', { name: /Trailer Name/ }), 'Twin');
    await fill(within(dialog).getByRole('textbox', { name: /Trailer Number/ }), 'TRL-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error adding trailer')).toBeInTheDocument();
    expect(screen.getByText('A trailer with this number already exists.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Trailer Number/ })).toHaveValue('TRL-1');
  });

  it("says 'Error loading trucks' in a toast and in the form when the trucks cannot come, with Try Again; the trailer can still be added unassigned", async () => {
    let fail = true;
    const view = draw({ [`GET ${ApiPaths.truckChoices}`]: failWhile(() => fail, 503) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Trailer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Trailer' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error loading trucks');
    // The same words in the toast, as every list's failure.
    await waitFor(() => expect(screen.getAllByText('Error loading trucks')).toHaveLength(2));
    const truck = within(dialog).getByRole('combobox', { name: 'Assigned Truck' });
    expect(
      within(truck)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Unassigned']);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(within(truck).getAllByRole('option')).toHaveLength(3));
    await fill(within(dialog).getByRole('textbox', { name: /Trailer Name/ }), 'Lowboy');
    await fill(within(dialog).getByRole('textbox', { name: /Trailer Number/ }), 'TRL-5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trailer added successfully')).toBeInTheDocument();
    expect(view.server.to('POST', `/api/${ApiPaths.createTrailer}`).map((r) => r.body)).toEqual([
      { tailer_name: 'Lowboy', trailer_number: 'TRL-5', truck_number: null },
    ]);
  });

  it('edits in the whole form, the name and number locked fields, the truck through update-trailer', async () => {
    const view = draw();
    await loaded(2);
    await userEvent.click(rowButton('Edit trailer Dry Van'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Trailer' });
    // The add form's three fields.
    expect([...within(dialog).getAllByRole('textbox'), ...within(dialog).getAllByRole('combobox')].map((f) => f.getAttribute('name'))).toEqual([
      'tailer_name',
      'trailer_number',
      'truck_number',
    ]);
    expect(within(dialog).getByRole('textbox', { name: /Trailer Name/ })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: /Trailer Name/ })).toHaveValue('Dry Van');
    expect(within(dialog).getByRole('textbox', { name: /Trailer Number/ })).toBeDisabled();
    const truck = within(dialog).getByRole('combobox', { name: 'Assigned Truck' });
    expect(truck).toBeEnabled();
    expect(truck).toHaveValue('TRK-1');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();
    await waitFor(() => expect(within(truck).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(truck, 'TRK-2 (Kenworth)');
    await userEvent.click(save);
    expect(await screen.findByText('Trailer updated successfully')).toBeInTheDocument();
    expect(view.server.to('PUT', `/api/${ApiPaths.updateTrailer(1)}`).map((r) => r.body)).toEqual([
      { tailer_name: 'Dry Van', trailer_number: 'TRL-1', truck_number: 'TRK-2', version: 1 },
    ]);
    await waitFor(() => expect(shownRows()[0]).toEqual(['Dry Van', 'TRL-1', 'TRK-2']));
  });

  it("assigns in 'Assign Trailer to Truck', the truck its one field beside the trailer's name and number as text, 'Assigning...' while it saves", async () => {
    const gate = held();
    const view = draw({ [`POST ${ApiPaths.assignTrailer}`]: gate.route });
    await loaded(2);
    await userEvent.click(rowButton('Assign Truck to trailer Reefer'));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Trailer to Truck' });
    // What it is about, read-only: no name or number to type over.
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Trailer Name', 'Trailer Number']);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['Reefer', 'TRL-2']);
    const truck = within(dialog).getByRole('combobox', { name: 'Assigned Truck' });
    expect(within(dialog).getAllByRole('combobox')).toEqual([truck]);
    expect(truck).toBeEnabled();
    expect(truck).toHaveValue('');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent)
        .filter(Boolean),
    ).toEqual(expect.arrayContaining(['Cancel', 'Save']));
    await waitFor(() => expect(within(truck).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(truck, 'TRK-1 (Volvo)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Assigning...' })).toBeDisabled();
    expect(truck).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The backdrop and Escape leave it open while the save runs.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Assign Trailer to Truck' })).toBeInTheDocument();
    gate.release();
    expect(await screen.findByText('Trailer assigned successfully')).toBeInTheDocument();
    expect(view.server.to('POST', `/api/${ApiPaths.assignTrailer}`).map((r) => r.body)).toEqual([{ trailer_id: 2, truck_id: 1 }]);
    // Assigning is not editing: update-trailer is not called.
    expect(view.server.to('PUT', `/api/${ApiPaths.updateTrailer(2)}`)).toHaveLength(0);
    await waitFor(() => expect(shownRows()[1]).toEqual(['Reefer', 'TRL-2', 'TRK-1']));
    expect(screen.queryByRole('dialog', { name: 'Assign Trailer to Truck' })).not.toBeInTheDocument();
  });

  it("unassigns with 'Unassigned' (truck_id null), and says 'Error assigning trailer' when that fails", async () => {
    let fail = true;
    const view = draw({ [`POST ${ApiPaths.assignTrailer}`]: failWhile(() => fail) });
    await loaded(2);
    await userEvent.click(rowButton('Assign Truck to trailer Dry Van'));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Trailer to Truck' });
    const truck = within(dialog).getByRole('combobox', { name: 'Assigned Truck' });
    expect(truck).toHaveValue('TRK-1');
    await userEvent.selectOptions(truck, 'Unassigned');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error assigning trailer')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trailer assigned successfully')).toBeInTheDocument();
    expect(view.server.to('POST', `/api/${ApiPaths.assignTrailer}`).map((r) => r.body)).toEqual([
      { trailer_id: 1, truck_id: null },
      { trailer_id: 1, truck_id: null },
    ]);
    await waitFor(() => expect(shownRows()[0]).toEqual(['Dry Van', 'TRL-1', 'Unassigned']));
  });

  it("opens a trailer's details from ?trailer= (the shell's search, issue 29), then leaves the address as the list's", async () => {
    const view = renderScreen(<TrailersCard />, { route: '/admin/trucks-trailers?trailer=2', data: { trucks: TRUCKS, trailers: seed() } });
    const dialog = await screen.findByRole('dialog', { name: 'Trailer Details' });
    expect(await within(dialog).findByText('Reefer')).toBeInTheDocument();
    await waitFor(() => expect(view.url()).toBe('/admin/trucks-trailers'));
  });

  it('shows Trailer Details from the server, and Edit closes them and opens the edit form', async () => {
    const view = draw();
    await loaded(2);
    await userEvent.click(rowButton('View trailer Dry Van'));
    const dialog = await screen.findByRole('dialog', { name: 'Trailer Details' });
    expect(await within(dialog).findByText('TRL-1')).toBeInTheDocument();
    expect(within(dialog).getByText('Dry Van')).toBeInTheDocument();
    expect(within(dialog).getByText('TRK-1')).toBeInTheDocument();
    expect(view.server.to('GET', `/api/${ApiPaths.trailerDetails(1)}`)).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Trailer' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Trailer Details' })).not.toBeInTheDocument();
  });

  it("shows the trailer's History under its details in words, newest first, and a truck assigned since when they open again (issue 28)", async () => {
    const dryVan = { type: 'trailer', id: 1, label: 'TRL-1' } as const;
    const activity = [
      anActivityEvent({ id: 1, kind: 'trailer.created', subject: dryVan, occurred_at: '2026-11-20T09:00:00.000Z' }),
      anActivityEvent({
        id: 2,
        kind: 'trailer.truck_changed',
        subject: dryVan,
        occurred_at: '2026-11-21T09:00:00.000Z',
        before: { truck: null },
        after: { truck: 'TRK-1' },
      }),
      // The truck under the same id and another trailer: not this trailer's history.
      anActivityEvent({ id: 3, kind: 'truck.created', subject: { type: 'truck', id: 1, label: 'TRK-1' } }),
      anActivityEvent({ id: 4, kind: 'trailer.deleted', subject: { type: 'trailer', id: 9, label: 'TRL-9' } }),
    ];
    const unhitched = anActivityEvent({ id: 5, kind: 'trailer.truck_changed', subject: dryVan, before: { truck: 'TRK-1' }, after: { truck: null } });
    // The server records the assignment as it saves it; the fake's writes record nothing.
    const routes: RouteOverrides = { [`POST ${ApiPaths.assignTrailer}`]: (_req, next) => (view.backend.db.activity.push(unhitched), next()) };
    const view = renderScreen(<TrailersCard />, { route: '/admin/trucks-trailers', routes, data: { trucks: TRUCKS, trailers: seed(), activity } });
    const sentences = async () => {
      const dialog = await screen.findByRole('dialog', { name: 'Trailer Details' });
      const history = await within(within(dialog).getByRole('region', { name: 'History' })).findByRole('list', { name: 'History' });
      return within(history)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent);
    };
    await loaded(2);
    await userEvent.click(rowButton('View trailer Dry Van'));
    expect(await sentences()).toEqual(['Alex Morgan changed the truck from none to TRK-1', 'Alex Morgan created the trailer']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Trailer Details' })).not.toBeInTheDocument());

    await userEvent.click(rowButton('Assign Truck to trailer Dry Van'));
    const assign = await screen.findByRole('dialog', { name: 'Assign Trailer to Truck' });
    await userEvent.selectOptions(within(assign).getByRole('combobox', { name: 'Assigned Truck' }), 'Unassigned');
    await userEvent.click(within(assign).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trailer assigned successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Assign Trailer to Truck' })).not.toBeInTheDocument());
    await userEvent.click(rowButton('View trailer Dry Van'));
    await waitFor(async () => expect((await sentences())[0]).toBe('Alex Morgan changed the truck from TRK-1 to none'));
  });

  it("keeps the details readable when the History cannot be read, and the History's Try Again reads it", async () => {
    let fail = true;
    const activity = [anActivityEvent({ kind: 'trailer.created', subject: { type: 'trailer', id: 2, label: 'TRL-2' } })];
    renderScreen(<TrailersCard />, {
      route: '/admin/trucks-trailers',
      routes: { [`GET ${ApiPaths.activity}`]: failWhile(() => fail) },
      data: { trucks: TRUCKS, trailers: seed(), activity },
    });
    await loaded(2);
    await userEvent.click(rowButton('View trailer Reefer'));
    const dialog = await screen.findByRole('dialog', { name: 'Trailer Details' });
    const history = within(await within(dialog).findByRole('region', { name: 'History' }));
    const alert = await history.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load activity');
    expect(within(dialog).getByText('TRL-2')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeEnabled();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await history.findByText('created the trailer', { exact: false })).toBeInTheDocument();
  });

  it("says 'No details available' for a trailer deleted meanwhile, with Edit disabled", async () => {
    const view = draw();
    await loaded(2);
    view.backend.db.trailers = view.backend.db.trailers.filter((t) => t.id !== 1);
    await userEvent.click(rowButton('View trailer Dry Van'));
    const dialog = await screen.findByRole('dialog', { name: 'Trailer Details' });
    expect(await within(dialog).findByText('No details available')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.queryByText('Error loading trailer details')).not.toBeInTheDocument();
  });

  it("says 'Error loading trailer details' in a toast and in the details when they cannot be read, and Try Again reads them", async () => {
    let fail = true;
    draw({ [`GET ${ApiPaths.trailerDetails(2)}`]: failWhile(() => fail) });
    await loaded(2);
    await userEvent.click(rowButton('View trailer Reefer'));
    const dialog = await screen.findByRole('dialog', { name: 'Trailer Details' });
    const retry = await within(dialog).findByRole('button', { name: 'Try Again' });
    await waitFor(() => expect(screen.getAllByText('Error loading trailer details')).toHaveLength(2));
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeDisabled();
    fail = false;
    await userEvent.click(retry);
    expect(await within(dialog).findByText('TRL-2')).toBeInTheDocument();
    expect(within(dialog).getByText('Unassigned')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeEnabled();
  });

  it("asks with the spec's sentence before deleting, then says 'Trailer deleted successfully'", async () => {
    const view = draw();
    await loaded(2);
    await userEvent.click(rowButton('Delete trailer Reefer'));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete the trailer Reefer? This action cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Trailer deleted successfully')).toBeInTheDocument();
    expect(view.server.to('DELETE', `/api/${ApiPaths.deleteTrailer(2)}`)).toHaveLength(1);
    await waitFor(() => expect(shownRows()).toEqual([['Dry Van', 'TRL-1', 'TRK-1']]));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('All Trailers (1)');
  });

  it("says 'Error deleting trailer' when the delete fails, and keeps the row", async () => {
    const view = draw({ [`DELETE ${ApiPaths.deleteTrailer(2)}`]: () => ({ status: 500, body: { detail: 'boom' } }) });
    await loaded(2);
    await userEvent.click(rowButton('Delete trailer Reefer'));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Confirm Deletion' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting trailer')).toBeInTheDocument();
    expect(shownRows()).toHaveLength(2);
    expect(view.backend.db.trailers).toHaveLength(2);
  });

  it("reloads the trailers when a truck changes elsewhere ('trucks:changed')", async () => {
    const view = draw();
    await loaded(2);
    // The truck TRK-1 was deleted in the trucks card: its trailer is unassigned on the server.
    view.backend.db.trailers = view.backend.db.trailers.map((t) => ({ ...t, truck_number: '', truck_id: null }));
    act(() => bus.emit('trucks:changed', { truckId: 1 }));
    await waitFor(() => expect(shownRows()[0]).toEqual(['Dry Van', 'TRL-1', 'Unassigned']));
    expect(view.server.to('GET', `/api/${ApiPaths.trailersList}`)).toHaveLength(2);
  });
});
