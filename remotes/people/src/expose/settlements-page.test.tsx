import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPaths } from '@haulboard/shared/contracts';
import {
  aDriver,
  aSettlement,
  aSettlementLoad,
  catchDownloads,
  failWhile,
  openCombobox,
  renderScreen,
  typeInto,
  type FakeData,
} from '@haulboard/shared/testing';
import SettlementsPage from './settlements-page';

/** 12 settlements: Dana Miles' monthly ones (newest period last in id), one settled; Lee Park's one. */
const seed = (): FakeData => ({
  now: new Date(2026, 10, 26, 12, 0),
  drivers: [aDriver({ id: 7, email: 'dana@fleet.example' }), aDriver({ id: 8, first_name: 'Lee', last_name: 'Park', email: 'lee@fleet.example' })],
  settlements: [
    ...Array.from({ length: 11 }, (_, i) =>
      aSettlement({
        id: i + 1,
        period_from: `2025-${String(i + 1).padStart(2, '0')}-01`,
        period_to: `2025-${String(i + 1).padStart(2, '0')}-28`,
        loads: [aSettlementLoad({ id: 100 + i, driver_fee_cents: 10 + i })],
        ...(i === 0 ? { status: 'settled' as const, paid_on: '2025-02-03', settled_at: '2025-02-03T10:00:00.000Z', version: 2 } : {}),
      }),
    ),
    aSettlement({
      id: 12,
      driver: { id: 8, name: 'Lee Park' },
      loads: [aSettlementLoad({ id: 472 }), aSettlementLoad({ id: 473, driver_fee_cents: 123456789 })],
    }),
  ],
});

const draw = (route = '/admin/settlements', data = seed()) => renderScreen(<SettlementsPage />, { route, data });
const table = () => screen.findByRole('table', { name: 'Settlements' });
const rowOf = async (no: number) => within(await table()).findByRole('row', { name: new RegExp(`^${no} `) });
const cells = async (no: number) =>
  within(await rowOf(no))
    .getAllByRole('cell')
    .map((c) => c.textContent);
/** The row's cells once drawn whole (the status badge's code loads with the first list that shows one). */
const expectCells = (no: number, expected: unknown[]) => waitFor(async () => expect((await cells(no)).slice(0, expected.length)).toEqual(expected));
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];

describe('Settlements', () => {
  it('lists every settlement from the server, newest period first, 10 a page, totals to the cent', async () => {
    const view = draw();
    expect(await screen.findByRole('heading', { name: 'Settlements' })).toBeInTheDocument();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['No.', 'Driver', 'Period', 'Loads', 'Total', 'Status', 'Actions']);
    await within(t).findByText('Lee Park');
    // $412.35 + $1,234,567.89, added in cents.
    await expectCells(12, ['12', 'Lee Park', 'Oct 1, 2026 – Oct 31, 2026', '2', '$1,234,980.24', 'Draft']);
    expect(within(t).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Showing 1–10 of 12 settlements')).toBeInTheDocument();
    expect(view.server.to('GET', '/api/settlements/')[0].query.get('page_size')).toBe('10');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await expectCells(1, ['1', 'Dana Miles', 'Jan 1, 2025 – Jan 28, 2025', '1', '$0.10', 'Settled Feb 3, 2025']);
    // A settled one offers its statement only.
    expect(within(await rowOf(1)).queryByRole('button', { name: /^Settle / })).toBeNull();
    expect(within(await rowOf(1)).queryByRole('button', { name: /^Delete / })).toBeNull();
  });

  it('filters by status, driver and days on the server, each kept in the URL', async () => {
    const view = draw('/admin/settlements?driver=7&status=settled');
    await within(await table()).findByText('Dana Miles');
    const asked = view.server.to('GET', '/api/settlements/').at(-1)!.query;
    expect([asked.get('driver'), asked.get('status')]).toEqual(['7', 'settled']);
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Driver' })).toHaveValue('Dana Miles');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Draft');
    await waitFor(() => expect(view.location().search).toBe('?driver=7&status=draft'));
    expect(await screen.findByText('Showing 1–10 of 10 settlements')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-10-15');
    await waitFor(() => expect(view.location().search).toBe('?from=2026-10-15'));
    expect(await screen.findByText('Showing 1–1 of 1 settlement')).toBeInTheDocument();
  });

  it('finds a driver to filter by as one types, searched on the server', async () => {
    const view = draw();
    await within(await table()).findByText('Lee Park');
    const box = await openCombobox('Driver');
    await typeInto(box, 'park');
    // The matches are the server's for what was typed (after the lists' pause), not the first page's.
    await waitFor(() => expect(view.server.to('GET', '/api/users/drivers/').map((r) => r.query.get('search'))).toContain('park'));
    const matches = () => within(screen.getByRole('listbox')).getAllByRole('option');
    await waitFor(() => expect(matches().map((o) => o.textContent)).toEqual([expect.stringMatching(/^Lee Park/)]));
    await userEvent.click(matches()[0]);
    await waitFor(() => expect(view.location().search).toBe('?driver=8'));
    expect(await screen.findByText('Showing 1–1 of 1 settlement')).toBeInTheDocument();
  });

  it('settles a draft after a confirmation with the paid date, sending the version it showed', async () => {
    const view = draw();
    await userEvent.click(within(await rowOf(12)).getByRole('button', { name: /^Settle settlement 12/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Settle settlement 12?' });
    expect(dialog).toHaveTextContent('Lee Park is paid $1,234,980.24 for 2 loads delivered Oct 1, 2026 – Oct 31, 2026.');
    const paidOn = within(dialog).getByLabelText(/Paid on/);
    await userEvent.clear(paidOn);
    await userEvent.type(paidOn, '2026-11-20');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark settled' }));
    expect(await toast('Settlement 12 marked settled')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/settlements/12/settle/')[0].body).toEqual({ paid_on: '2026-11-20', version: 1 });
    await expectCells(12, ['12', 'Lee Park', 'Oct 1, 2026 – Oct 31, 2026', '2', '$1,234,980.24', 'Settled Nov 20, 2026']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("deletes a draft after a confirmation, and says the server's reason when it refuses", async () => {
    const view = draw();
    await userEvent.click(within(await rowOf(12)).getByRole('button', { name: /^Delete draft settlement 12/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete draft settlement?' });
    expect(dialog).toHaveTextContent('its 2 loads go back to be settled');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await toast('Draft settlement deleted')).toBeInTheDocument();
    await waitFor(async () => expect(within(await table()).queryByText('Lee Park')).toBeNull());
    expect(view.backend.db.settlements.map((s) => s.id)).not.toContain(12);

    view.backend.db.settlements.find((s) => s.id === 11)!.status = 'settled';
    await userEvent.click(within(await rowOf(11)).getByRole('button', { name: /^Delete draft settlement 11/ }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await toast('Failed to delete the settlement.')).toBeInTheDocument();
    expect(screen.getByText('A settled settlement cannot be deleted: it is the record of what the driver was paid.')).toBeInTheDocument();
  });

  it('downloads the statement PDF under its name', async () => {
    const downloads = catchDownloads();
    try {
      const view = draw();
      await userEvent.click(within(await rowOf(12)).getByRole('button', { name: /^Download statement of settlement 12/ }));
      await waitFor(() => expect(downloads.saved).toEqual(['settlement-12-2026-10-01-2026-10-31.pdf']));
      expect(view.server.to('GET', '/api/settlements/12/statement.pdf')).toHaveLength(1);
    } finally {
      downloads.restore();
    }
  });

  it('says when there are none', async () => {
    draw('/admin/settlements', { settlements: [] });
    expect(await screen.findByText('No settlements found')).toBeInTheDocument();
  });

  it('shows a failure with Try Again in place of the table, and the list once it answers', async () => {
    let fail = true;
    renderScreen(<SettlementsPage />, { route: '/admin/settlements', data: seed(), routes: { [`GET ${ApiPaths.settlements}`]: failWhile(() => fail, 503) } });
    expect((await screen.findAllByText('Failed to load settlements'))[0]).toBeInTheDocument();
    fail = false;
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await within(await table()).findByText('Lee Park')).toBeInTheDocument();
  });
});
