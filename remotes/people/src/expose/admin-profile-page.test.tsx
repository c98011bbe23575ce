import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@haulboard/shared/bus';
import { aDispatcher, anAdmin, FakeXhr, renderScreen, withFakeXhr, type Answer, type FakeData, type RouteOverrides } from '@haulboard/shared/testing';
import AdminProfilePage from './admin-profile-page';

const route = '/admin/profile';
/** The signed-in administrator's password, as the fake backend checks it. */
const PASSWORD = 'Admin-pass1!';

// The page's one toaster outlives a test: an earlier test's toast may still be showing.
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];
const field = (label: RegExp) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

/** The page on the fake backend holding the kit's administrator (Alex Morgan) and their password. */
async function draw(routes: RouteOverrides = {}, data: FakeData = {}) {
  const user = userEvent.setup();
  const view = renderScreen(<AdminProfilePage />, { route, data: { passwords: { [anAdmin().email]: PASSWORD }, ...data }, routes });
  await screen.findByRole('heading', { level: 2, name: 'Alex Morgan' });
  return { user, view };
}

describe('Profile', () => {
  it('shows the profile read-only until Edit, which enables the fields, the avatar change, Edit Email and Update Password', async () => {
    const { user } = await draw();
    expect(field(/^First Name/)).toHaveValue('Alex');
    expect(field(/^Last Name/)).toHaveValue('Morgan');
    expect(field(/^Gender/)).toHaveValue('Female');
    expect(field(/^Date of Birth/)).toHaveValue('1988-04-12');
    expect(field(/^Address/)).toHaveValue('100 Freight Way');
    expect(field(/^Phone Number/)).toHaveValue('+1 555 0100');
    expect(screen.getAllByText('alex@haulboard.test').length).toBeGreaterThan(0);
    const controls = () => [
      ...['First Name', 'Last Name', 'Gender', 'Date of Birth', 'Address', 'Phone Number'].map((l) => field(new RegExp(`^${l}`))),
      button('Edit Email'),
      button('Update Password'),
    ];
    for (const c of controls()) expect(c).toBeDisabled();
    expect(screen.queryByLabelText('Profile picture')).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Male' })).toBeInTheDocument();

    await user.click(button('Edit'));
    for (const c of controls()) expect(c).toBeEnabled();
    expect(await screen.findByLabelText('Profile picture')).toBeEnabled();
    expect(button('Save')).toBeInTheDocument();
    await waitFor(() => expect(field(/^First Name/)).toHaveFocus());
  });

  it('Cancel restores the originals and sends nothing', async () => {
    const { user, view } = await draw();
    await user.click(button('Edit'));
    await user.clear(field(/^First Name/));
    await user.type(field(/^First Name/), 'Sam');
    await user.selectOptions(field(/^Gender/), 'Male');
    await user.clear(field(/^Address/));
    await user.click(button('Cancel'));
    expect(field(/^First Name/)).toHaveValue('Alex');
    expect(field(/^Gender/)).toHaveValue('Female');
    expect(field(/^Address/)).toHaveValue('100 Freight Way');
    expect(field(/^First Name/)).toBeDisabled();
    await waitFor(() => expect(button('Edit')).toHaveFocus());
    expect(view.server.to('PUT', '/api/admin/')).toHaveLength(0);
  });

  it("saves the fields, says 'Profile updated successfully!', tells the shell and goes back to read-only", async () => {
    const changed = jest.fn();
    const sub = bus.on('profile:changed').subscribe(changed);
    try {
      const { user, view } = await draw();
      await user.click(button('Edit'));
      await user.clear(field(/^First Name/));
      await user.type(field(/^First Name/), 'Sam');
      await user.clear(field(/^Date of Birth/));
      await user.click(button('Save'));
      expect(await toast('Profile updated successfully!')).toBeInTheDocument();
      const [put] = view.server.to('PUT', '/api/admin/');
      expect(put.body).toEqual({
        first_name: 'Sam',
        last_name: 'Morgan',
        gender: 'Female',
        dob: '',
        address: '100 Freight Way',
        phone_number: '+1 555 0100',
        // The version the edit started from (issue 29).
        version: 1,
      });
      expect(await screen.findByRole('heading', { level: 2, name: 'Sam Morgan' })).toBeInTheDocument();
      expect(field(/^First Name/)).toBeDisabled();
      expect(field(/^Date of Birth/)).toHaveValue('');
      expect(changed).toHaveBeenCalledTimes(1);
      // The one admin query (the sidebar's) is read again.
      await waitFor(() => expect(view.server.to('GET', '/api/admin/').length).toBeGreaterThanOrEqual(2));
    } finally {
      sub.unsubscribe();
    }
  });

  it("refuses an empty first name on the field, and a refused save says 'Error updating user data: ...' and stays in edit mode", async () => {
    const { user, view } = await draw({ 'PUT admin/': () => ({ status: 400, body: { detail: 'phone_number: Too big' } }) });
    await user.click(button('Edit'));
    await user.clear(field(/^First Name/));
    await user.click(button('Save'));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/admin/')).toHaveLength(0);

    await user.type(field(/^First Name/), 'Sam');
    await user.click(button('Save'));
    expect(await toast('Error updating user data: phone_number: Too big')).toBeInTheDocument();
    expect(field(/^First Name/)).toBeEnabled();
    expect(field(/^First Name/)).toHaveValue('Sam');
  });

  it("shows 'Saving...' while the save runs", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    const { user } = await draw({ 'PUT admin/': async (_req, next): Promise<Answer> => (await held, next()) });
    await user.click(button('Edit'));
    await user.click(button('Save'));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(button('Cancel')).toBeDisabled();
    act(() => release());
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("says 'Error fetching user data: ...' when the profile cannot be read, with Retry", async () => {
    let fail = true;
    const user = userEvent.setup();
    renderScreen(<AdminProfilePage />, {
      route,
      routes: { 'GET admin/': (_req, next) => (fail ? { status: 500, body: { detail: 'Database unavailable' } } : next()) },
    });
    expect(await screen.findByText('Error fetching user data: Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(button('Retry'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Alex Morgan' })).toBeInTheDocument();
  });

  describe('Update Password', () => {
    const passwords = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm: string) => {
      const dialog = await screen.findByRole('dialog', { name: 'Update Password' });
      await user.type(within(dialog).getByLabelText(/^Current Password/), current);
      await user.type(within(dialog).getByLabelText(/^New Password/), next);
      await user.type(within(dialog).getByLabelText(/^Confirm New Password/), confirm);
      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
      return dialog;
    };

    it("says 'New passwords do not match' and sends nothing; a short one is refused too", async () => {
      const { user, view } = await draw();
      await user.click(button('Edit'));
      await user.click(button('Update Password'));
      const dialog = await passwords(user, PASSWORD, 'Brand-new-pass9', 'Brand-new-pass8');
      expect(await within(dialog).findByText('New passwords do not match')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^Confirm New Password/)).toHaveAttribute('aria-invalid', 'true');
      await user.clear(within(dialog).getByLabelText(/^New Password/));
      await user.type(within(dialog).getByLabelText(/^New Password/), 'short');
      await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
      expect(await within(dialog).findByText('Password must be at least 8 characters long')).toBeInTheDocument();
      expect(view.server.to('POST', '/api/admin-update-password/')).toHaveLength(0);
    });

    it("changes the password: 'Password updated successfully!', and the dialog closes", async () => {
      const { user, view } = await draw();
      await user.click(button('Edit'));
      await user.click(button('Update Password'));
      await passwords(user, PASSWORD, 'Brand-new-pass9', 'Brand-new-pass9');
      expect(await toast('Password updated successfully!')).toBeInTheDocument();
      expect(view.server.to('POST', '/api/admin-update-password/').map((r) => r.body)).toEqual([
        { old_password: PASSWORD, new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' },
      ]);
      expect(view.backend.db.passwords[anAdmin().email]).toBe('Brand-new-pass9');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Password' })).not.toBeInTheDocument());
      // Signed in still: this session was kept by the server.
      expect(view.tokens.getAccessToken()).toBe('test-access');
    });

    it("a wrong current password says 'Error updating password: ...' and marks the field", async () => {
      const { user } = await draw();
      await user.click(button('Edit'));
      await user.click(button('Update Password'));
      const dialog = await passwords(user, 'Wrong-pass1!', 'Brand-new-pass9', 'Brand-new-pass9');
      expect(await toast('Error updating password: Current password is incorrect.')).toBeInTheDocument();
      expect(await within(dialog).findByText('Current password is incorrect.')).toBeInTheDocument();
      expect(within(dialog).getByLabelText(/^Current Password/)).toHaveAttribute('aria-invalid', 'true');
    });
  });

  describe('Update Email Address', () => {
    it("changes the e-mail: 'Email updated successfully!', shown at once", async () => {
      const { user, view } = await draw();
      await user.click(button('Edit'));
      await user.click(button('Edit Email'));
      const dialog = await screen.findByRole('dialog', { name: 'Update Email Address' });
      expect(within(dialog).getByText('alex@haulboard.test')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(/^New Email/), 'not-an-email');
      await user.click(within(dialog).getByRole('button', { name: 'Update Email' }));
      expect(await within(dialog).findByText('Enter a valid email address')).toBeInTheDocument();
      expect(view.server.to('PUT', '/api/admin/')).toHaveLength(0);

      await user.clear(within(dialog).getByLabelText(/^New Email/));
      await user.type(within(dialog).getByLabelText(/^New Email/), 'sam@haulboard.test');
      // The current password is asked for, as for a new password.
      await user.click(within(dialog).getByRole('button', { name: 'Update Email' }));
      expect(await within(dialog).findByText('Current password is required')).toBeInTheDocument();
      expect(view.server.to('PUT', '/api/admin/')).toHaveLength(0);
      await user.type(within(dialog).getByLabelText(/^Current Password/), PASSWORD);
      await user.click(within(dialog).getByRole('button', { name: 'Update Email' }));
      expect(await toast('Email updated successfully!')).toBeInTheDocument();
      expect(view.server.to('PUT', '/api/admin/').map((r) => r.body)).toEqual([{ email: 'sam@haulboard.test', current_password: PASSWORD }]);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Email Address' })).not.toBeInTheDocument());
      expect(screen.getAllByText('sam@haulboard.test').length).toBeGreaterThan(0);
    });

    it("a login taken by someone else says 'Error updating email: ...' and keeps the dialog open", async () => {
      const { user } = await draw({}, { dispatchers: [aDispatcher({ id: 2, email: 'taken@haulboard.test' })] });
      await user.click(button('Edit'));
      await user.click(button('Edit Email'));
      const dialog = await screen.findByRole('dialog', { name: 'Update Email Address' });
      await user.type(within(dialog).getByLabelText(/^New Email/), 'taken@haulboard.test');
      await user.type(within(dialog).getByLabelText(/^Current Password/), PASSWORD);
      await user.click(within(dialog).getByRole('button', { name: 'Update Email' }));
      expect(await toast('Error updating email: A user with this email already exists.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Update Email Address' })).toBeInTheDocument();
    });
  });

  describe('the avatar', () => {
    const realCreate = URL.createObjectURL;
    const realRevoke = URL.revokeObjectURL;
    beforeAll(() => {
      URL.createObjectURL = () => 'blob:picked-avatar';
      URL.revokeObjectURL = () => undefined;
    });
    afterAll(() => {
      URL.createObjectURL = realCreate;
      URL.revokeObjectURL = realRevoke;
    });

    it('previews the picked image, uploads it with the fields and its progress, then shows the stored one', async () => {
      const restore = withFakeXhr();
      try {
        const { user, view } = await draw();
        await user.click(button('Edit'));
        await user.upload(await screen.findByLabelText('Profile picture'), new File(['png'], 'me.png', { type: 'image/png' }));
        expect(screen.getByRole('img', { name: 'New profile picture (not saved yet)' })).toHaveAttribute('src', 'blob:picked-avatar');
        await user.click(button('Save'));
        await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
        const xhr = FakeXhr.last;
        expect([xhr.method, xhr.url]).toEqual(['PUT', 'http://localhost/api/admin/']);
        const form = xhr.body as FormData;
        expect([...form.keys()]).toEqual(['first_name', 'last_name', 'gender', 'dob', 'address', 'phone_number', 'email', 'version', 'avatar']);
        expect(form.get('email')).toBe('alex@haulboard.test');
        expect((form.get('avatar') as File).name).toBe('me.png');
        act(() => xhr.progress(1, 2));
        expect(await screen.findByRole('progressbar', { name: 'Uploading me.png: 50%' })).toBeInTheDocument();

        // The upload went past fetch (an XMLHttpRequest): the server stores it as it answers.
        const stored = (view.backend.db.admin = anAdmin({ profile: '/api/media/2026/a.png?exp=1&sig=s' }));
        act(() => xhr.answer(200, stored));
        expect(await toast('Profile updated successfully!')).toBeInTheDocument();
        expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/media/2026/a.png?exp=1&sig=s');
        expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      } finally {
        restore();
      }
    });

    it("refuses a file that is not an image, saying why: 'Invalid image type.'; Cancel drops a picked one", async () => {
      const user = userEvent.setup({ applyAccept: false });
      renderScreen(<AdminProfilePage />, { route });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const input = await screen.findByLabelText('Profile picture');
      expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.webp');
      await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
      expect(screen.getByText('Invalid image type.')).toBeInTheDocument();
      expect(screen.queryByRole('img')).not.toBeInTheDocument();

      await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
      expect(screen.getByRole('img', { name: 'New profile picture (not saved yet)' })).toBeInTheDocument();
      await user.click(button('Cancel'));
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  });
});
