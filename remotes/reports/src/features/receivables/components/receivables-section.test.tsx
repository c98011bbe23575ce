import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anInvoice, anInvoiceLoad, catchDownloads, fixClockAt, renderScreen, type FakeData } from '@haulboard/shared/testing';
import ReceivablesSection from './receivables-section';

// Only the clock is fixed (Thursday 26 November 2026, noon local): the "as of" day it starts on.
const NOW = new Date(2026, 10, 26, 12, 0);
fixClockAt(NOW);

const blue = { id: 2, name: 'Blue Sky Freight' };
/** Acme owes $1,250.00 not yet due and $0.20 over 90 days late; Blue Sky $1,234,567.89 40 days late; a paid and a void one owe nothing. */
const seed = (): FakeData => ({
  now: NOW,
  invoices: [
    anInvoice({ id: 1, number: 1, issue_date: '2026-11-10', due_date: '2026-12-10' }),
    anInvoice({ id: 2, number: 2, issue_date: '2026-07-01', due_date: '2026-07-31', loads: [anInvoiceLoad({ id: 2, amount_cents: 20 })] }),
    anInvoice({ id: 3, number: 3, broker: blue, issue_date: '2026-10-01', due_date: '2026-10-17', loads: [anInvoiceLoad({ id: 3, amount_cents: 123456789 })] }),
    anInvoice({ id: 4, number: 4, status: 'paid', paid_on: '2026-11-01', loads: [anInvoiceLoad({ id: 4 })] }),
    anInvoice({ id: 5, number: 5, status: 'void', void_reason: 'Wrong', voided_at: '2026-11-01T10:00:00.000Z', loads: [anInvoiceLoad({ id: 5 })] }),
  ],
});
const draw = (data = seed()) => renderScreen(<ReceivablesSection />, { route: '/admin/analytics', data });
const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('Receivables (issue 30)', () => {
  it('shows what each broker owes today, aged, with the overall total last', async () => {
    const view = draw();
    const region = await screen.findByRole('region', { name: 'Receivables' });
    expect(within(region).getByLabelText('As of')).toHaveValue('2026-11-26');
    const table = await within(region).findByRole('table', { name: 'Receivables by broker' });
    await within(table).findByText('Blue Sky Freight');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Broker', '0-30 days', '31-60 days', '61-90 days', 'Over 90 days', 'Total']);
    expect(cellsOf(table)).toEqual([
      ['Acme Brokers', '$1,250.00', '$0.00', '$0.00', '$0.20', '$1,250.20'],
      ['Blue Sky Freight', '$0.00', '$1,234,567.89', '$0.00', '$0.00', '$1,234,567.89'],
      ['Total', '$1,250.00', '$1,234,567.89', '$0.00', '$0.20', '$1,235,818.09'],
    ]);
    expect(view.server.to('GET', '/api/reports/receivables/')[0].query.get('as_of')).toBe('2026-11-26');
  });

  it('asks again for another day: an invoice issued later owed nothing then, one paid later was owed', async () => {
    const view = draw();
    const region = await screen.findByRole('region', { name: 'Receivables' });
    await within(await within(region).findByRole('table', { name: 'Receivables by broker' })).findByText('Blue Sky Freight');
    const asOf = within(region).getByLabelText('As of');
    await userEvent.clear(asOf);
    await userEvent.type(asOf, '2026-10-15');
    await waitFor(() => expect(view.server.to('GET', '/api/reports/receivables/').at(-1)?.query.get('as_of')).toBe('2026-10-15'));
    const table = within(region).getByRole('table', { name: 'Receivables by broker' });
    await waitFor(() => expect(cellsOf(table).at(-1)).toEqual(['Total', '$1,235,817.89', '$0.00', '$0.20', '$0.00', '$1,235,818.09']));
  });

  it("exports the day's receivables as the server's CSV", async () => {
    const downloads = catchDownloads();
    try {
      const view = draw();
      const region = await screen.findByRole('region', { name: 'Receivables' });
      await within(await within(region).findByRole('table', { name: 'Receivables by broker' })).findByText('Blue Sky Freight');
      await userEvent.click(within(region).getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads.saved).toEqual(['receivables-2026-11-26.csv']));
      expect(view.server.to('GET', '/api/reports/receivables/export/')[0].query.get('as_of')).toBe('2026-11-26');
    } finally {
      downloads.restore();
    }
  });

  it('says when no broker owes anything', async () => {
    draw({ now: NOW, invoices: [] });
    expect(await screen.findByText('No broker owes anything on this day')).toBeInTheDocument();
  });
});
