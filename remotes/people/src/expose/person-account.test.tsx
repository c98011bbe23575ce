import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STRONG_PASSWORD_HINT } from '@haulboard/shared/contracts';
import { aDispatcher, aDriver, renderScreen } from '@haulboard/shared/testing';
import DispatcherProfilePage from './dispatcher-profile-page';
import DriverProfilePage from './driver-profile-page';
import DriversListPage from './drivers-list-page';

const LOGIN = '+15550101';
const driverRoute = `/admin/drivers/profile?${new URLSearchParams({ email: LOGIN })}`;
const driver = (over = {}) => aDriver({ id: 7, email: LOGIN, phone_number_driver: LOGIN, ...over });
const dispatcherRoute = '/admin/dispatchers/profile?email=carl%40example.com';
// The page's one toaster outlives a test: an earlier test's toast may still be showing.
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];
const personal = () => screen.getByRole('region', { name: 'Personal Information' });
const passwordCard = async () => screen.findByRole('region', { name: 'Password' });

describe("Editing a person's details", () => {
  it('refuses a save over a change made meanwhile, says who made it, and Reload shows theirs (issue 29)', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DriverProfilePage />, { route: driverRoute, data: { drivers: [driver()] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    const form = await screen.findByRole('form', { name: 'Edit details' });
    await user.type(within(form).getByLabelText('Address'), 'Mine');
    // Someone else saves the driver's branch while the form is open.
    const { db } = view.backend;
    db.drivers = db.drivers.map((d) => (d.id === 7 ? { ...d, location_branch: 'Theirs', version: d.version + 1 } : d));
    db.otherEditor = 'Bob Stone';
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This driver was changed by Bob Stone after you opened it. Nothing was saved');
    expect(db.drivers[0]).toMatchObject({ address: null, location_branch: 'Theirs' });

    await user.click(within(notice).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit details' })).not.toBeInTheDocument());
    expect(await within(personal()).findByText('Theirs')).toBeInTheDocument();
    expect(screen.queryByText(/after you opened it/)).not.toBeInTheDocument();
    expect(view.server.to('PUT', '/api/drivers/7/')).toHaveLength(1);
  });

  it("saves name, phone, branch and address, shows them, and puts a phone login's new number in the URL", async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DriverProfilePage />, { route: driverRoute, data: { drivers: [driver()] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    const form = await screen.findByRole('form', { name: 'Edit details' });
    await waitFor(() => expect(within(form).getByLabelText(/First Name/)).toHaveFocus());
    await user.clear(within(form).getByLabelText(/First Name/));
    await user.type(within(form).getByLabelText(/First Name/), 'Rita');
    await user.clear(within(form).getByLabelText(/Phone Number/));
    await user.type(within(form).getByLabelText(/Phone Number/), '+1 555 0199');
    await user.type(within(form).getByLabelText('Location/Branch'), 'Austin');
    await user.type(within(form).getByLabelText('Address'), '9 Elm St');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await toast('Driver updated successfully!')).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/drivers/7/')[0].body).toEqual({
      first_name: 'Rita',
      last_name: 'Miles',
      phone_number: '+1 555 0199',
      location_branch: 'Austin',
      address: '9 Elm St',
      // The version the edit started from (issue 29).
      version: 1,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rita Miles' })).toBeInTheDocument();
    expect(within(personal()).getByText('Austin')).toBeInTheDocument();
    expect(within(personal()).getByText('9 Elm St')).toBeInTheDocument();
    // A keyboard user is back where they started: on Edit Details.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Details' })).toHaveFocus());
    await waitFor(() => expect(view.location().search).toBe(`?${new URLSearchParams({ email: '+15550199' })}`));
  });

  it("keeps the form and shows the server's detail when the phone number is taken; Cancel restores the card", async () => {
    const user = userEvent.setup();
    renderScreen(<DriverProfilePage />, {
      route: driverRoute,
      data: { drivers: [driver(), aDriver({ id: 8, email: '+15550188', phone_number_driver: '+15550188' })] },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    const form = await screen.findByRole('form', { name: 'Edit details' });
    await user.clear(within(form).getByLabelText(/Phone Number/));
    await user.type(within(form).getByLabelText(/Phone Number/), '+1 555 0188');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await toast('Failed to update driver. Please try again.')).toBeInTheDocument();
    expect(await toast('A user with this phone number already exists.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Phone Number/)).toHaveValue('+1 555 0188');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(personal()).getByText('Dana')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Details' })).toHaveFocus());
  });

  it('refuses an empty first name and a malformed phone before any call', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DispatcherProfilePage />, { route: dispatcherRoute, data: { dispatchers: [aDispatcher({ id: 3 })] } });
    await user.click(await screen.findByRole('button', { name: 'Edit Details' }));
    const form = await screen.findByRole('form', { name: 'Edit details' });
    await user.clear(within(form).getByLabelText(/First Name/));
    await user.type(within(form).getByLabelText(/Phone Number/), 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('First name is required')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/dispatchers/3/')).toHaveLength(0);
  });
});

describe('Deactivating and reactivating', () => {
  it('asks first, says what it does, then marks the person Deactivated; Reactivate takes the mark away', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DispatcherProfilePage />, { route: dispatcherRoute, data: { dispatchers: [aDispatcher({ id: 3 })] } });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate Carl Dee?' });
    expect(within(dialog).getByText(/signed out on every device and cannot sign in until reactivated.*loads, hours and chat stay/)).toBeInTheDocument();
    expect(view.server.to('POST', '/api/users/3/deactivate/')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await toast('Carl Dee deactivated.')).toBeInTheDocument();
    expect(await screen.findByText('Deactivated')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/users/3/deactivate/')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reactivate' }));
    const again = await screen.findByRole('alertdialog', { name: 'Reactivate Carl Dee?' });
    await user.click(within(again).getByRole('button', { name: 'Reactivate' }));
    expect(await toast('Carl Dee reactivated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Deactivated')).not.toBeInTheDocument());
  });

  it("shows a failure with the server's detail and leaves the person as they were", async () => {
    const user = userEvent.setup();
    renderScreen(<DriverProfilePage />, {
      route: driverRoute,
      data: { drivers: [driver()] },
      routes: { 'POST users/7/deactivate/': () => ({ status: 500, body: { detail: 'Database is down.' } }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await toast('Failed to deactivate. Please try again.')).toBeInTheDocument();
    expect(await toast('Database is down.')).toBeInTheDocument();
    expect(screen.queryByText('Deactivated')).not.toBeInTheDocument();
  });

  it('marks a deactivated driver in the Drivers list', async () => {
    renderScreen(<DriversListPage />, {
      route: '/admin/drivers',
      data: { drivers: [driver({ deactivated_at: '2026-05-01T10:00:00.000Z' }), aDriver({ id: 8, first_name: 'Active', email: '+15550188' })] },
    });
    const table = await screen.findByRole('table', { name: /drivers/i });
    const rowOf = async (name: string) => (await within(table).findByText(name)).closest('tr')!;
    expect(within(await rowOf('Dana Miles')).getByText('Deactivated')).toBeInTheDocument();
    expect(within(await rowOf('Active Miles')).queryByText('Deactivated')).not.toBeInTheDocument();
  });
});

describe('The Password section', () => {
  it('opens the form on Set a new password, sets one by the spec rule, typed twice, and folds the form away', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DriverProfilePage />, { route: driverRoute, data: { drivers: [driver()] } });
    const card = await passwordCard();
    expect(within(card).queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Set a new password' }));
    expect(await within(card).findByLabelText(/^New Password/)).toHaveFocus();
    expect(within(card).getByText(STRONG_PASSWORD_HINT)).toBeInTheDocument();
    // Leaving the empty field it was given marks nothing wrong.
    await user.tab();
    expect(within(card).getByLabelText(/^New Password/)).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(within(card).getByLabelText(/^New Password/), 'weakpass');
    await user.type(within(card).getByLabelText(/Confirm New Password/), 'weakpass');
    await user.click(within(card).getByRole('button', { name: 'Set Password' }));
    expect(await within(card).findByText(STRONG_PASSWORD_HINT)).toBeInTheDocument();
    expect(within(card).getByLabelText(/^New Password/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(card).getByLabelText(/^New Password/));
    await user.type(within(card).getByLabelText(/^New Password/), 'N3w-Passw0rd!');
    await user.click(within(card).getByRole('button', { name: 'Set Password' }));
    expect(await within(card).findByText('New passwords do not match')).toBeInTheDocument();

    await user.clear(within(card).getByLabelText(/Confirm New Password/));
    await user.type(within(card).getByLabelText(/Confirm New Password/), 'N3w-Passw0rd!');
    await user.click(within(card).getByRole('button', { name: 'Set Password' }));
    expect(await toast('Password updated successfully!')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/users/7/set-password/')[0].body).toEqual({ new_password: 'N3w-Passw0rd!', confirm_password: 'N3w-Passw0rd!' });
    await waitFor(() => expect(within(card).queryByLabelText(/^New Password/)).not.toBeInTheDocument());
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Set a new password' })).toHaveFocus());
  });

  it('folds the form away on Cancel, sending nothing', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DriverProfilePage />, { route: driverRoute, data: { drivers: [driver()] } });
    const card = await passwordCard();
    await user.click(within(card).getByRole('button', { name: 'Set a new password' }));
    await user.type(await within(card).findByLabelText(/^New Password/), 'N3w-Passw0rd!');
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(within(card).queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    expect(view.server.to('POST', '/api/users/7/set-password/')).toHaveLength(0);
  });

  it("says a failed set with the spec's prefix and the server's detail", async () => {
    const user = userEvent.setup();
    renderScreen(<DriverProfilePage />, {
      route: driverRoute,
      data: { drivers: [driver()] },
      routes: { 'POST users/7/set-password/': () => ({ status: 404, body: { detail: 'Driver not found.' } }) },
    });
    const card = await passwordCard();
    await user.click(within(card).getByRole('button', { name: 'Set a new password' }));
    await within(card).findByLabelText(/^New Password/);
    await user.type(within(card).getByLabelText(/^New Password/), 'N3w-Passw0rd!');
    await user.type(within(card).getByLabelText(/Confirm New Password/), 'N3w-Passw0rd!');
    await user.click(within(card).getByRole('button', { name: 'Set Password' }));
    expect(await toast('Error updating password: Driver not found.')).toBeInTheDocument();
    expect(within(card).getByLabelText(/^New Password/)).toHaveValue('N3w-Passw0rd!');
  });

  it("mails a dispatcher a reset code and says where it went; a phone login's button says why it cannot", async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DispatcherProfilePage />, { route: dispatcherRoute, data: { dispatchers: [aDispatcher({ id: 3 })] } });
    const card = await passwordCard();
    expect(within(card).getByText(/Mails carl@example.com a verification code/)).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Send Reset Code' }));
    expect(await toast('A reset code was sent to carl@example.com.')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/users/3/send-reset-code/')).toHaveLength(1);
  });

  it('does not send a code to a driver who signs in with a phone number', async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DriverProfilePage />, { route: driverRoute, data: { drivers: [driver()] } });
    const card = await passwordCard();
    const send = within(card).getByRole('button', { name: 'Send Reset Code' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(/signs in with a phone number, so no code can be mailed/);
    await user.click(send);
    expect(view.server.to('POST', '/api/users/7/send-reset-code/')).toHaveLength(0);
  });
});
