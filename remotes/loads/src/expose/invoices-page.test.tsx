import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  aBroker,
  aLoad,
  anInvoice,
  anInvoiceLoad,
  catchDownloads,
  fixClockAt,
  openCombobox,
  renderScreen,
  typeInto,
  type FakeData,
} from '@haulboard/shared/testing';
import InvoicesPage from './invoices-page';

// Only the clock is fixed (Thursday 26 November 2026, noon local): "today" of the paid date and the Overdue marks.
const NOW = new Date(2026, 10, 26, 12, 0);
fixClockAt(NOW);

const acme = { id: 1, name: 'Acme Brokers' };
const blue = { id: 2, name: 'Blue Sky Freight' };
/** A delivered, unpaid load of Acme's on no invoice yet, priced in dollars as loads carry it. */
const delivered = (id: number, price: number) =>
  aLoad({
    id,
    loadname: `Load ${id}`,
    status: 'delivered',
    payment: 'Unpaid',
    broker: acme.name,
    broker_name: acme.name,
    broker_id: 1,
    price,
    delivered_at: '2026-11-20T15:00:00.000Z',
  });

/** 11 invoices: numbers 1-8 open and due in December, 9 void, 10 paid, 11 Blue Sky's, open and overdue since Nov 20. */
const seed = (): FakeData => ({
  now: NOW,
  brokers: [aBroker({ id: 1, name: acme.name }), aBroker({ id: 2, name: blue.name, billing_email: null, payment_terms_days: 15 })],
  loads: [delivered(501, 1000), delivered(502, 250.5)],
  invoices: [
    ...Array.from({ length: 8 }, (_, i) =>
      anInvoice({ id: i + 1, number: i + 1, issue_date: '2026-11-10', due_date: '2026-12-10', loads: [anInvoiceLoad({ id: 100 + i })] }),
    ),
    anInvoice({ id: 9, number: 9, status: 'void', voided_at: '2026-11-12T10:00:00.000Z', void_reason: 'Wrong rate', loads: [anInvoiceLoad({ id: 109 })] }),
    anInvoice({ id: 10, number: 10, status: 'paid', paid_on: '2026-11-15', version: 2, loads: [anInvoiceLoad({ id: 110 })] }),
    anInvoice({
      id: 11,
      number: 11,
      broker: blue,
      billing_email: null,
      issue_date: '2026-11-05',
      due_date: '2026-11-20',
      loads: [anInvoiceLoad({ id: 111, amount_cents: 123456789 }), anInvoiceLoad({ id: 112, amount_cents: 1 })],
    }),
  ],
});

const draw = (route = '/admin/invoices', data = seed()) => renderScreen(<InvoicesPage />, { route, data });
const table = () => screen.findByRole('table', { name: 'Invoices' });
const rowOf = async (number: string) => within(await table()).findByRole('row', { name: new RegExp(`^${number} `) });
const cells = async (number: string) =>
  within(await rowOf(number))
    .getAllByRole('cell')
    .map((c) => c.textContent);
/** The row's cells once drawn whole (the status badge's code loads with the first list that shows one). */
const expectCells = (number: string, expected: unknown[]) => waitFor(async () => expect((await cells(number)).slice(0, expected.length)).toEqual(expected));
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];

describe('Invoices (issue 30)', () => {
  it('lists the invoices newest number first, 10 a page, amounts to the cent, overdue ones marked', async () => {
    const view = draw();
    expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeInTheDocument();
    const t = await table();
    expect(
      within(t)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Number', 'Broker', 'Issue date', 'Due date', 'Amount', 'Status', 'Actions']);
    await expectCells('INV-000011', ['INV-000011', 'Blue Sky Freight', 'Nov 5, 2026', 'Nov 20, 2026 (overdue)', '$1,234,567.90', 'Overdue']);
    await expectCells('INV-000010', ['INV-000010', 'Acme Brokers', 'Oct 7, 2026', 'Nov 6, 2026', '$1,250.00', 'Paid Nov 15, 2026']);
    await expectCells('INV-000009', ['INV-000009', 'Acme Brokers', 'Oct 7, 2026', 'Nov 6, 2026', '$1,250.00', 'Void']);
    await expectCells('INV-000008', ['INV-000008', 'Acme Brokers', 'Nov 10, 2026', 'Dec 10, 2026', '$1,250.00', 'Open']);
    expect(screen.getByText('Showing 1–10 of 11 invoices')).toBeInTheDocument();
    expect(view.server.to('GET', '/api/invoices/')[0].query.get('page_size')).toBe('10');
    // Paid and void ones cannot be paid or voided again.
    expect(within(await rowOf('INV-000010')).queryByRole('button', { name: /^Record payment/ })).toBeNull();
    expect(within(await rowOf('INV-000009')).queryByRole('button', { name: /^Void/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await expectCells('INV-000001', ['INV-000001', 'Acme Brokers']);
  });

  it('filters by status, number, broker and issue days on the server, each kept in the URL', async () => {
    const view = draw('/admin/invoices?status=paid');
    await expectCells('INV-000010', ['INV-000010']);
    expect(view.server.to('GET', '/api/invoices/').at(-1)!.query.get('status')).toBe('paid');
    expect(within(await table()).getAllByRole('row')).toHaveLength(2);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Open');
    await waitFor(() => expect(view.location().search).toBe('?status=open'));
    expect(await screen.findByText('Showing 1–9 of 9 invoices')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoice number' }), 'INV-000011');
    await waitFor(() => expect(view.location().search).toBe('?search=INV-000011&status=open'));
    expect(await screen.findByText('Showing 1–1 of 1 invoice')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search invoice number' }));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-10');
    await waitFor(() => expect(view.location().search).toBe('?from=2026-11-10'));
    expect(await screen.findByText('Showing 1–8 of 8 invoices')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    const box = await openCombobox('Broker');
    await typeInto(box, 'blue');
    const match = await waitFor(() => within(screen.getByRole('listbox')).getByRole('option', { name: /Blue Sky Freight/ }));
    await userEvent.click(match);
    await waitFor(() => expect(view.location().search).toBe('?broker=2'));
    expect(await screen.findByText('Showing 1–1 of 1 invoice')).toBeInTheDocument();
  });

  it("creates invoices from a broker's delivered loads, all checked at first, one per load when asked", async () => {
    const view = draw();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    const box = await openCombobox('Broker');
    await typeInto(box, 'acme');
    await userEvent.click(await waitFor(() => within(screen.getByRole('listbox')).getByRole('option', { name: /Acme Brokers/ })));
    const loads = await within(dialog).findByRole('table', { name: 'Loads to invoice' });
    await within(loads).findByText('Load 501');
    expect(within(loads).getByRole('checkbox', { name: 'Invoice load 501 Load 501' })).toBeChecked();
    expect(within(dialog).getByText('Total: $1,250.50 for 2 loads')).toBeInTheDocument();

    await userEvent.click(within(loads).getByRole('checkbox', { name: 'Invoice load 502 Load 502' }));
    expect(within(dialog).getByText('Total: $1,000.00 for 1 load')).toBeInTheDocument();
    await userEvent.click(within(loads).getByRole('checkbox', { name: 'Invoice load 502 Load 502' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Invoices' }), 'One invoice per load');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toast('2 invoices created')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/invoices/')[0].body).toEqual({ broker: 1, load_ids: [501, 502], grouping: 'per_load' });
    await expectCells('INV-000013', ['INV-000013', 'Acme Brokers', 'Nov 26, 2026', 'Dec 26, 2026', '$250.50', 'Open']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says the server's reason when a checked load was invoiced meanwhile, and reads the loads again", async () => {
    const view = draw();
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'New invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'New invoice' });
    await typeInto(await openCombobox('Broker'), 'acme');
    await userEvent.click(await waitFor(() => within(screen.getByRole('listbox')).getByRole('option', { name: /Acme Brokers/ })));
    const loads = await within(dialog).findByRole('table', { name: 'Loads to invoice' });
    await within(loads).findByText('Load 502');
    // Another administrator's payment: load 502 is no longer to invoice.
    view.backend.db.loads.find((l) => l.id === 502)!.payment = 'Paid';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await toast('Failed to create the invoice.')).toBeInTheDocument();
    expect(screen.getByText('Not a delivered, unpaid load of this broker on no invoice: 502. Refresh the list and try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(loads).queryByText('Load 502')).toBeNull());
    expect(within(dialog).getByText('Total: $1,000.00 for 1 load')).toBeInTheDocument();
  });

  it('records a payment on the paid date, today unless changed, sending the version it showed', async () => {
    const view = draw();
    await userEvent.click(within(await rowOf('INV-000011')).getByRole('button', { name: /^Record payment of INV-000011/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Record payment' });
    expect(dialog).toHaveTextContent('INV-000011 (Blue Sky Freight, $1,234,567.90) is paid, and its 2 loads are marked Paid.');
    expect(within(dialog).getByLabelText(/Paid on/)).toHaveValue('2026-11-26');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await toast('INV-000011 marked paid')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/invoices/11/pay/')[0].body).toEqual({ paid_on: '2026-11-26', version: 1 });
    await expectCells('INV-000011', ['INV-000011', 'Blue Sky Freight', 'Nov 5, 2026', 'Nov 20, 2026', '$1,234,567.90', 'Paid Nov 26, 2026']);
  });

  it('voids an invoice only with a reason, after saying it cannot be undone', async () => {
    const view = draw();
    await userEvent.click(within(await rowOf('INV-000008')).getByRole('button', { name: /^Void INV-000008/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Void invoice?' });
    expect(dialog).toHaveTextContent('This cannot be undone');
    const confirm = within(dialog).getByRole('button', { name: 'Void invoice' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Billed to the wrong broker');
    await userEvent.click(confirm);
    expect(await toast('INV-000008 voided')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/invoices/8/void/')[0].body).toEqual({ reason: 'Billed to the wrong broker', version: 1 });
    await expectCells('INV-000008', ['INV-000008', 'Acme Brokers', 'Nov 10, 2026', 'Dec 10, 2026', '$1,250.00', 'Void']);
  });

  it("downloads the PDF under its name, e-mails it, and says the server's reason when the broker has no e-mail", async () => {
    const downloads = catchDownloads();
    try {
      const view = draw();
      await userEvent.click(within(await rowOf('INV-000008')).getByRole('button', { name: /^Download PDF of INV-000008/ }));
      await waitFor(() => expect(downloads.saved).toEqual(['invoice-INV-000008.pdf']));
      await userEvent.click(within(await rowOf('INV-000008')).getByRole('button', { name: /^E-mail INV-000008/ }));
      expect(await toast('Invoice e-mailed to ap@acme.example')).toBeInTheDocument();
      expect(view.backend.db.invoiceMail).toEqual([{ invoice: 8, to: 'ap@acme.example' }]);
      await userEvent.click(within(await rowOf('INV-000011')).getByRole('button', { name: /^E-mail INV-000011/ }));
      expect(await toast('Failed to e-mail the invoice.')).toBeInTheDocument();
      expect(screen.getByText('Blue Sky Freight has no billing e-mail: add one on the Brokers screen first.')).toBeInTheDocument();
    } finally {
      downloads.restore();
    }
  });

  it('says when there are none', async () => {
    draw('/admin/invoices', { invoices: [] });
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
  });

  it('shows the failure with a way to try again', async () => {
    renderScreen(<InvoicesPage />, { route: '/admin/invoices', data: seed(), routes: { 'GET invoices/': () => ({ status: 500, body: { detail: 'down' } }) } });
    expect((await screen.findAllByText('Failed to load invoices', {}, { timeout: 5000 }))[0]).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^(Retry|Try Again)$/ }, { timeout: 5000 })).toBeInTheDocument();
  });
});
