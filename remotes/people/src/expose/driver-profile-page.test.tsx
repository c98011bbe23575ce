import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useNavigate } from '@haulboard/shared/router';
import { aDriver, anActivityEvent, FakeXhr, held, renderScreen, withFakeXhr } from '@haulboard/shared/testing';
import DriverProfilePage from './driver-profile-page';

const LOGIN = '+1 555 0101';
const route = `/admin/drivers/profile?${new URLSearchParams({ email: LOGIN })}`;
/** The fake backend holding the driver whose login is LOGIN. */
const found = (driver = aDriver({ id: 7, truck_number: 'TX-12', total_loads: 9, completed_loads: 4 })) => ({ drivers: [driver] });
/** A call that answers only once `release` is called. */
// The page's one toaster outlives a test: an earlier test's toast may still be showing.
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];
const block = (label: string) => screen.getByRole('region', { name: label });
const personal = () => screen.getByRole('region', { name: 'Personal Information' });
const professional = () => screen.getByRole('region', { name: 'Professional Details' });

describe('Driver profile', () => {
  it("fetches the driver whose login is the URL's ?email=, with personal, professional and document sections", async () => {
    const view = renderScreen(<DriverProfilePage />, { route, data: found() });
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Miles' })).toBeInTheDocument();
    expect(view.server.to('GET', '/api/users/drivers/')[0].query.get('email')).toBe(LOGIN);
    expect(within(personal()).getByText('Dana')).toBeInTheDocument();
    expect(within(personal()).getAllByText(LOGIN)).toHaveLength(2);
    expect(within(professional()).getByText('TX-12')).toBeInTheDocument();
    expect(within(professional()).getByText('9')).toBeInTheDocument();
    expect(within(professional()).getByText('0 of 3 uploaded')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Documents' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Driver License', 'Vehicle Registration', 'Vehicle']);
    expect(screen.getByRole('link', { name: '← Back to Drivers' })).toHaveAttribute('href', '/admin/drivers');
  });

  it('draws the driver handed over in navigation state at once, puts the login in the URL, then refreshes it', async () => {
    const list = held();
    function FromList() {
      const navigate = useNavigate();
      useEffect(() => {
        void navigate('/admin/drivers/profile', { state: { driver: aDriver({ id: 7, first_name: 'From', last_name: 'List' }) } });
      }, [navigate]);
      return <DriverProfilePage />;
    }
    const view = renderScreen(<FromList />, {
      route: '/admin/drivers',
      data: found(aDriver({ id: 7, first_name: 'Renamed', last_name: 'Since' })),
      routes: { 'GET users/drivers/': list.route },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'From List' })).toBeInTheDocument();
    await waitFor(() => expect(view.location().search).toBe(`?${new URLSearchParams({ email: LOGIN })}`));
    act(() => list.release());
    expect(await screen.findByRole('heading', { level: 2, name: 'Renamed Since' })).toBeInTheDocument();
  });

  it('draws the driver this tab last showed from sessionStorage while the fetch runs', async () => {
    sessionStorage.setItem('haulboard.driverProfile', JSON.stringify(aDriver({ id: 7, first_name: 'Stored' })));
    renderScreen(<DriverProfilePage />, { route, data: found(), routes: { 'GET users/drivers/': () => new Promise(() => {}) } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Stored Miles' })).toBeInTheDocument();
    sessionStorage.clear();
  });

  it("says 'No driver data found.' for an unknown login, and its button goes back to the list", async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DriverProfilePage />, { route: '/admin/drivers/profile?email=nobody', data: found() });
    expect(await screen.findByText('No driver data found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Drivers' }));
    expect(view.location().pathname).toBe('/admin/drivers');
  });

  it("says 'No driver data found.' without a login or state, and fetches nothing", async () => {
    const view = renderScreen(<DriverProfilePage />, { route: '/admin/drivers/profile', data: found() });
    expect(await screen.findByText('No driver data found.')).toBeInTheDocument();
    expect(view.server.requests).toHaveLength(0);
  });

  it('shows a failed fetch with Try Again, which fetches again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderScreen(<DriverProfilePage />, {
      route,
      data: found(aDriver()),
      routes: { 'GET users/drivers/': (_req, next) => (fail ? { status: 500, body: { detail: 'Down' } } : next()) },
    });
    expect(await screen.findByText('Failed to load drivers')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Dana Miles' })).toBeInTheDocument();
  });

  it('uploads a document with its progress, says so, and shows the stored one', async () => {
    const user = userEvent.setup();
    const restore = withFakeXhr();
    try {
      const view = renderScreen(<DriverProfilePage />, { route, data: found(aDriver({ id: 7 })) });
      await screen.findByRole('heading', { level: 2, name: 'Dana Miles' });
      const license = block('Driver License');
      expect(within(license).getByText('Not uploaded')).toBeInTheDocument();
      await user.click(within(license).getByRole('button', { name: 'Upload Driver License' }));
      expect(await toast('Please select a file first')).toBeInTheDocument();

      await user.upload(await within(license).findByLabelText('Driver License file'), new File(['png'], 'license.png', { type: 'image/png' }));
      expect(within(license).getByText('license.png')).toBeInTheDocument();
      await user.click(within(license).getByRole('button', { name: 'Upload Driver License' }));
      const xhr = FakeXhr.last;
      expect([xhr.method, xhr.url]).toEqual(['PATCH', 'http://localhost/api/drivers/7/upload-docs/']);
      expect([...(xhr.body as FormData).keys()]).toEqual(['driver_license']);
      act(() => xhr.progress(1, 2));
      expect(await within(license).findByRole('progressbar', { name: 'Uploading license.png: 50%' })).toBeInTheDocument();

      // The upload went past fetch (an XMLHttpRequest): the server files it as it answers.
      const stored = '/api/media/2026/l.png?exp=1&sig=s';
      view.backend.db.drivers[0].driver_license = stored;
      act(() => xhr.answer(200, { driver_license: stored }));
      expect(await toast('Driver License uploaded successfully!')).toBeInTheDocument();
      expect(await within(license).findByText('Uploaded')).toBeInTheDocument();
      expect(within(license).queryByText('license.png')).not.toBeInTheDocument();
      expect(within(professional()).getByText('1 of 3 uploaded')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("a failed upload says 'Failed to upload document. Please try again.' with the server's reason; a cancelled one keeps the file", async () => {
    const user = userEvent.setup();
    const restore = withFakeXhr();
    try {
      renderScreen(<DriverProfilePage />, { route, data: found(aDriver({ id: 7 })) });
      const vehicle = await screen.findByRole('region', { name: 'Vehicle' });
      await user.upload(await within(vehicle).findByLabelText('Vehicle file'), new File(['%PDF'], 'truck.pdf', { type: 'application/pdf' }));
      await user.click(within(vehicle).getByRole('button', { name: 'Upload Vehicle' }));
      act(() => FakeXhr.last.answer(400, { detail: 'Invalid document type.' }));
      expect(await toast('Failed to upload document. Please try again.')).toBeInTheDocument();
      expect(await toast('Invalid document type.')).toBeInTheDocument();

      await user.click(within(vehicle).getByRole('button', { name: 'Upload Vehicle' }));
      await user.click(await within(vehicle).findByRole('button', { name: 'Cancel upload' }));
      expect(FakeXhr.last.aborted).toBe(true);
      await waitFor(() => expect(within(vehicle).queryByRole('progressbar')).not.toBeInTheDocument());
      expect(within(vehicle).getByText('truck.pdf')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it("refuses a file that is not an image or a pdf, saying why: 'Invalid document type.'", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<DriverProfilePage />, { route, data: found() });
    const registration = await screen.findByRole('region', { name: 'Vehicle Registration' });
    const input = await within(registration).findByLabelText('Vehicle Registration file');
    expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png,.gif,.webp');
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(within(registration).getByText('Invalid document type.')).toBeInTheDocument();
    expect(within(registration).getByText('No file chosen')).toBeInTheDocument();
  });

  it('View Document shows the stored document in the 400 px viewer, Hide Document hides it', async () => {
    const user = userEvent.setup();
    // Stored before names were kept: the server's hash is no name, the document's label stands in.
    const stored = '/api/media/2025/0123456789abcdef0123456789abcdef.pdf?exp=1&sig=s';
    renderScreen(<DriverProfilePage />, { route, data: found(aDriver({ id: 7, vehicle_registration: stored })) });
    const registration = await screen.findByRole('region', { name: 'Vehicle Registration' });
    expect(within(block('Driver License')).getByRole('button', { name: 'View Document' })).toBeDisabled();
    const toggle = within(registration).getByRole('button', { name: 'View Document' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const frame = await within(registration).findByTitle('Preview of Vehicle Registration');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', stored);
    // The kit's DocumentViewer, whose own test checks its 400 px (with Chakra's styles applied).
    expect(toggle).toHaveAccessibleName('Hide Document');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(within(registration).queryByTitle('Preview of Vehicle Registration')).not.toBeInTheDocument();
    expect(toggle).toHaveAccessibleName('View Document');
  });

  it("shows the driver's History section: their recorded changes in words (issue 28)", async () => {
    const subject = { type: 'driver', id: 7, label: 'Someone' } as const;
    const activity = [
      anActivityEvent({ id: 1, kind: 'driver.created', subject }),
      anActivityEvent({ id: 2, kind: 'driver.document_uploaded', subject, after: { id_card: 'id.pdf' }, occurred_at: '2026-11-27T09:00:00.000Z' }),
    ];
    renderScreen(<DriverProfilePage />, { route, data: { ...found(), activity } });
    const history = within(await screen.findByRole('region', { name: 'History' }));
    const items = await history.findAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual(['Alex Morgan uploaded ID card id.pdf', 'Alex Morgan added the driver']);
  });
});
