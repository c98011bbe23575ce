import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths, type ActivityEvent } from '@haulboard/shared/contracts';
import { anActivityEvent, catchDownloads, renderScreen, type RouteOverrides } from '@haulboard/shared/testing';
import ActivityPage from './activity-page';

const sam = { id: 2, name: 'Sam Lee', ip: null };
const at = (day: number, hour = 9) => new Date(2026, 10, day, hour).toISOString();
/** 25 events: a payment change a day by Alex Morgan, a truck edit by Sam Lee on the 26th, the newest. */
const seed = (): ActivityEvent[] => [
  ...Array.from({ length: 24 }, (_, i) => anActivityEvent({ id: i + 1, occurred_at: at(1 + i) })),
  anActivityEvent({
    id: 25,
    kind: 'truck.updated',
    actor: sam,
    occurred_at: at(26, 10),
    subject: { type: 'truck', id: 9, label: 'TRK-101' },
    before: { truck_model: 'Volvo' },
    after: { truck_model: 'Kenworth' },
  }),
];
const draw = (query = '', routes: RouteOverrides = {}) =>
  renderScreen(<ActivityPage />, { route: `/admin/activity${query}`, data: { activity: seed() }, routes });
const rows = () =>
  within(screen.getByRole('table', { name: 'Activity' }))
    .getAllByRole('row')
    .slice(1);
const lastQuery = (view: ReturnType<typeof draw>) => Object.fromEntries(view.server.to('GET', '/api/activity/').at(-1)!.query);

describe('Activity', () => {
  it('lists every change newest first in words, with who and when, 20 a page on the server', async () => {
    const view = draw();
    expect(await screen.findByText('Showing 1–20 of 25 changes')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Nov 26, 10:00 AMSam Leechanged model from Volvo to Kenworth on truck TRK-101');
    expect(rows()[1]).toHaveTextContent('Nov 24, 9:00 AMAlex Morganchanged payment from Unpaid to Paid on load 472 (Steel coils)');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Showing 21–25 of 25 changes')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=2');
    expect(lastQuery(view)).toEqual({ page: '2', page_size: '20' });
  });

  it('filters by who, what and when, kept in the URL and sent to the server', async () => {
    const view = draw();
    await screen.findByText('Showing 1–20 of 25 changes');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who' }), await screen.findByRole('option', { name: 'Sam Lee' }));
    expect(await screen.findByText('Showing 1–1 of 1 change')).toBeInTheDocument();
    expect(view.location().search).toBe('?actor=2');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Who' }), 'Everyone');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Payment changed');
    expect(await screen.findByText('Showing 1–20 of 24 changes')).toBeInTheDocument();
    expect(lastQuery(view)).toMatchObject({ kind: 'load.payment_changed' });

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'What' }), 'Every truck change');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(lastQuery(view)).toMatchObject({ subject_type: 'truck' });
    expect(view.location().search).toBe('?kind=truck');
  });

  it('opens a pasted link on its filters, and says when nothing matches', async () => {
    const view = draw('?kind=load.payment_changed&from=2026-11-03&to=2026-11-05');
    expect(await screen.findByText('Showing 1–3 of 3 changes')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-03');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-05');
    expect(lastQuery(view)).toEqual({ page: '1', page_size: '20', kind: 'load.payment_changed', from: '2026-11-03', to: '2026-11-05' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–20 of 25 changes')).toBeInTheDocument();
    expect(view.location().search).toBe('');

    draw('?actor=2&kind=load.deleted');
    expect(await screen.findByText('No activity found')).toBeInTheDocument();
  });

  it('shows a failure with Try Again', async () => {
    let fail = true;
    draw('', { [`GET ${ApiPaths.activity}`]: (_req, next) => (fail ? { status: 500, body: { detail: 'down' } } : next()) });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load activity')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1–20 of 25 changes')).toBeInTheDocument();
  });

  it('exports the changes of the filters shown as CSV', async () => {
    const downloads = catchDownloads();
    try {
      const view = draw('?actor=1&kind=load&from=2026-11-02&page=2');
      await screen.findByRole('table', { name: 'Activity' });
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(downloads.saved[0]).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
      const [req] = view.server.to('GET', '/api/activity/export/');
      expect(Object.fromEntries(req.query)).toEqual({ actor: '1', subject_type: 'load', from: '2026-11-02' });
    } finally {
      downloads.restore();
    }
  });
});
