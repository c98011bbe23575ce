import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type Driver } from '@haulboard/shared/contracts';
import { aDriver, renderScreen, type RouteOverrides } from '@haulboard/shared/testing';
import { fill, lastQueryOf, shownNames } from '../components/people-list/people-list-testing';
import DriversListPage from './drivers-list-page';

/** 8 drivers, A to H, each with loads. */
const seed = (): Driver[] =>
  'ABCDEFGH'.split('').map((letter, i) =>
    aDriver({
      id: i + 1,
      first_name: `${letter}da`,
      last_name: 'Ray',
      email: `+1 555 010${i}`,
      phone_number_driver: i === 1 ? null : `+1 555 010${i}`,
      total_loads: 10 + i,
      completed_loads: i,
    }),
  );

/** The page on the fake backend seeded with the 8 drivers; `routes` take a call first. */
function draw(route = '/admin/drivers', routes: RouteOverrides = {}) {
  return renderScreen(<DriversListPage />, { route, data: { drivers: seed() }, routes });
}

const table = () => screen.getByRole('table', { name: 'Drivers' });
const names = () => shownNames('Drivers');
const lastQuery = (view: ReturnType<typeof draw>) => lastQueryOf(view.server.to('GET', `/api/${ApiPaths.drivers}`));

describe('DriversListPage', () => {
  it('reads as one card a driver on a phone: the name, the other columns as lines, View and Delete', async () => {
    draw();
    await waitFor(() => expect(names()).toHaveLength(7));
    const card = within(screen.getByRole('list', { name: 'Drivers' }))
      .getByRole('heading', { level: 2, name: 'Ada Ray' })
      .closest('li')!;
    expect(card).toHaveTextContent('Phone Number');
    expect(within(card).getByRole('link', { name: 'View Ada Ray' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Delete driver Ada Ray' })).toBeInTheDocument();
  });

  it('shows 7 drivers a page with their phone and their total and completed loads', async () => {
    const view = draw();
    expect(await screen.findByRole('heading', { level: 1, name: 'Drivers' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(lastQuery(view)).toEqual({ page: '1', page_size: '7', ordering: 'name' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Phone Number', 'Total Loads', 'Completed Loads', 'Actions']);
    const [first, second] = within(table()).getAllByRole('row').slice(1);
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['Ada Ray', '+1 555 0100', '10', '0']);
    expect(within(second).getAllByRole('cell')[1]).toHaveTextContent('N/A');
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'View Ada Ray' })).toHaveAttribute('href', '/admin/drivers/profile?email=%2B1+555+0100');
    expect(screen.getByText('Showing 1–7 of 8 drivers')).toBeInTheDocument();
  });

  it('sends the same four sorts as the dispatchers list', async () => {
    const view = draw();
    await waitFor(() => expect(names()).toHaveLength(7));
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    for (const [label, ordering] of [
      ['Name (Z-A)', '-name'],
      ['Email (A-Z)', 'email'],
      ['Email (Z-A)', '-email'],
      ['Name (A-Z)', 'name'],
    ]) {
      await userEvent.selectOptions(select, label);
      await waitFor(() => expect(lastQuery(view).ordering).toBe(ordering));
    }
    await waitFor(() => expect(names()[0]).toBe('Ada Ray'));
  });

  it("says 'No drivers found' when nobody matches the search", async () => {
    draw('/admin/drivers?search=zzz');
    expect(await screen.findByText('No drivers found')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue('zzz');
  });

  it("says 'Failed to load drivers' with Try Again", async () => {
    let fail = true;
    draw('/admin/drivers', { [`GET ${ApiPaths.drivers}`]: (_req, next) => (fail ? { status: 503, body: { detail: 'down' } } : next()) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load drivers');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(names()).toHaveLength(7));
  });

  it('adds a driver with the Phone Number sent as the login', async () => {
    const view = draw();
    await waitFor(() => expect(names()).toHaveLength(7));
    await userEvent.click(screen.getByRole('button', { name: '+ Add Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Driver' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await fill(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Aaron');
    await fill(within(dialog).getByRole('textbox', { name: 'Phone Number' }), '+1 555 0199');
    expect(save).toBeDisabled();
    await fill(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Strong-pass1');
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(await screen.findByText('Driver added successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', `/api/${ApiPaths.register}`).map((r) => r.body)).toEqual([
      { first_name: 'Aaron', email: '+1 555 0199', password: 'Strong-pass1', user_type: 'driver' },
    ]);
    await waitFor(() => expect(names()[0]).toBe('Aaron'));
  });

  it("refuses a phone number that is not one, and says the spec's failure when the server refuses", async () => {
    const view = draw();
    await userEvent.click(await screen.findByRole('button', { name: '+ Add Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Driver' });
    await fill(within(dialog).getByRole('textbox', { name: 'First Name' }), 'Zed');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone Number' });
    await fill(phone, 'call me');
    await fill(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'Strong-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(view.server.to('POST', `/api/${ApiPaths.register}`)).toHaveLength(0);
    await userEvent.clear(phone);
    await fill(phone, '+1 555 0100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to register driver. Please check the details and try again.')).toBeInTheDocument();
    expect(screen.getByText('A user with this phone number already exists.')).toBeInTheDocument();
  });

  it('deletes a driver after the confirmation, which says their unfinished loads go back to unassigned', async () => {
    const view = draw();
    await userEvent.click(await within(screen.getByRole('table')).findByRole('button', { name: 'Delete driver Cda Ray' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete driver? This action cannot be undone.');
    expect(dialog).toHaveTextContent("Cda Ray's loads that are not delivered yet go back to unassigned.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Driver deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.server.to('DELETE', `/api/${ApiPaths.deleteUser(3)}`)).toHaveLength(1);
    await waitFor(() => expect(names()).not.toContain('Cda Ray'));
    expect(names()).toHaveLength(7);
  });

  it("says 'Deleting...' and keeps the dialog open while the delete runs", async () => {
    let release: () => void = () => undefined;
    const view = draw('/admin/drivers', {
      [`DELETE ${ApiPaths.deleteUser(2)}`]: async (_req, next) => {
        await new Promise<void>((r) => (release = r));
        return next();
      },
    });
    await userEvent.click(await within(screen.getByRole('table')).findByRole('button', { name: 'Delete driver Bda Ray' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Delete' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByText('Driver deleted successfully!')).toBeInTheDocument();
    expect(view.backend.db.drivers.map((d) => d.id)).not.toContain(2);
  });

  it('Cancel deletes nothing; a failed delete says so', async () => {
    const view = draw('/admin/drivers', { [`DELETE ${ApiPaths.deleteUser(1)}`]: () => ({ status: 500, body: { detail: 'down' } }) });
    await userEvent.click(await within(screen.getByRole('table')).findByRole('button', { name: 'Delete driver Ada Ray' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(view.server.to('DELETE', `/api/${ApiPaths.deleteUser(1)}`)).toHaveLength(0);
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Delete driver Ada Ray' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete driver')).toBeInTheDocument();
    expect(names()).toContain('Ada Ray');
  });

  it('goes to the new last page when a delete empties the last one', async () => {
    draw('/admin/drivers?page=2');
    await waitFor(() => expect(names()).toEqual(['Hda Ray']));
    await userEvent.click(within(screen.getByRole('table')).getByRole('button', { name: 'Delete driver Hda Ray' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(names()).toHaveLength(7));
    expect(names()[0]).toBe('Ada Ray');
  });
});
