import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { bus } from '@haulboard/shared/bus';
import { useNavigate } from '@haulboard/shared/router';
import { aDispatcher, anActivityEvent, FakeXhr, renderScreen, withFakeXhr } from '@haulboard/shared/testing';
import DispatcherProfilePage from './dispatcher-profile-page';

const carl = aDispatcher({ id: 3, email: 'carl@example.com', phone_number: '555-0100', location_branch: 'Tulsa', username: 'carl.d' });
const route = '/admin/dispatchers/profile?email=carl%40example.com';
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];
const personal = () => screen.getByRole('region', { name: 'Personal Information' });

describe('Dispatcher profile', () => {
  it("fetches the dispatcher of ?email=, with the dispatcher's fields and 'Not provided' where one is empty", async () => {
    const view = renderScreen(<DispatcherProfilePage />, { route, data: { dispatchers: [carl] } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Carl Dee' })).toBeInTheDocument();
    expect(view.server.to('GET', '/api/users/dispatchers/')[0].query.get('email')).toBe('carl@example.com');
    const terms = within(personal())
      .getAllByRole('term')
      .map((t) => t.textContent);
    expect(terms).toEqual(['First Name', 'Last Name', 'Email / Login', 'Phone Number', 'Location/Branch', 'Username', 'Address']);
    const values = within(personal())
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(values).toEqual(['Carl', 'Dee', 'carl@example.com', '555-0100', 'Tulsa', 'carl.d', 'Not provided']);
    expect(
      within(screen.getByRole('region', { name: 'Documents' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['ID Card', 'Work Certification', 'Training Certification']);
  });

  it('draws the dispatcher the list handed over in navigation state', async () => {
    function FromList() {
      const navigate = useNavigate();
      useEffect(() => {
        void navigate('/admin/dispatchers/profile?email=carl%40example.com', { state: { dispatcher: carl } });
      }, [navigate]);
      return <DispatcherProfilePage />;
    }
    renderScreen(<FromList />, {
      route: '/admin/dispatchers',
      data: { dispatchers: [carl] },
      routes: { 'GET users/dispatchers/': () => new Promise(() => {}) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Carl Dee' })).toBeInTheDocument();
    expect(within(personal()).getByText('Tulsa')).toBeInTheDocument();
  });

  it("says 'No dispatcher data found.' for an unknown login, with a button back to the list", async () => {
    const user = userEvent.setup();
    const view = renderScreen(<DispatcherProfilePage />, { route: '/admin/dispatchers/profile?email=gone%40example.com', data: { dispatchers: [carl] } });
    expect(await screen.findByText('No dispatcher data found.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Dispatchers' }));
    expect(view.location().pathname).toBe('/admin/dispatchers');
  });

  it("uploads an ID Card: 'ID Card uploaded successfully!', the dispatchers refreshed and the other areas told", async () => {
    const user = userEvent.setup();
    const restore = withFakeXhr();
    const told: unknown[] = [];
    const sub = bus.on('dispatchers:changed').subscribe((e) => told.push(e));
    try {
      const view = renderScreen(<DispatcherProfilePage />, { route, data: { dispatchers: [carl] } });
      const card = await screen.findByRole('region', { name: 'ID Card' });
      await user.upload(await within(card).findByLabelText('ID Card file'), new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }));
      await user.click(within(card).getByRole('button', { name: 'Upload ID Card' }));
      expect(FakeXhr.last.url).toBe('http://localhost/api/dispatchers/3/upload-docs/');
      expect([...(FakeXhr.last.body as FormData).keys()]).toEqual(['id_card']);
      // The upload went past fetch (an XMLHttpRequest): the server files it as it answers.
      const stored = '/api/media/2026/0123456789abcdef0123456789abcdef/id.pdf?exp=1&sig=s';
      view.backend.db.dispatchers[0].id_card = stored;
      act(() => FakeXhr.last.answer(200, { id_card: stored }));
      expect(await toast('ID Card uploaded successfully!')).toBeInTheDocument();
      expect(told).toEqual([{ dispatcherId: 3 }]);
      expect(view.server.to('GET', '/api/users/dispatchers/')).toHaveLength(2);
      await user.click(within(card).getByRole('button', { name: 'View Document' }));
      expect(await within(card).findByTitle('Preview of id.pdf')).toHaveAttribute('src', stored);
    } finally {
      sub.unsubscribe();
      restore();
    }
  });

  it("shows the dispatcher's History section: their recorded changes in words (issue 28)", async () => {
    const subject = { type: 'dispatcher', id: 3, label: 'Someone' } as const;
    const activity = [
      anActivityEvent({ id: 1, kind: 'dispatcher.created', subject }),
      anActivityEvent({ id: 2, kind: 'dispatcher.document_uploaded', subject, after: { id_card: 'id.pdf' }, occurred_at: '2026-11-27T09:00:00.000Z' }),
    ];
    renderScreen(<DispatcherProfilePage />, { route, data: { dispatchers: [carl], activity } });
    const history = within(await screen.findByRole('region', { name: 'History' }));
    const items = await history.findAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual(['Alex Morgan uploaded ID card id.pdf', 'Alex Morgan added the dispatcher']);
  });
});
