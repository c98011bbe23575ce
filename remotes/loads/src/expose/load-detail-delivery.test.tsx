import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aLoadDocument, FakeXhr, openCombobox, renderScreen, typeInto, withFakeXhr, type FakeData, type RouteOverrides } from '@haulboard/shared/testing';
import { aDriver, aLoad, anAssignedLoad } from '../lib/load-fixture';
import LoadDetailPage from './load-detail-page';

// Issue 28: Mark Delivered and Undo delivery, Edit covering every field, the load's documents.
const route = '/admin/loads/success?id=1';
const draw = (load = anAssignedLoad(), data: FakeData = {}, routes: RouteOverrides = {}) =>
  renderScreen(<LoadDetailPage />, { route, data: { loads: [load], drivers: [aDriver(7, 'Dana', 'Miles')], ...data }, routes });
const toast = async (text: string) => (await screen.findAllByText(text, {}, { timeout: 3000 }))[0];
const dialog = () => screen.findByRole('dialog', { name: 'Mark Delivered' });
const pdf = (name = 'pod.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('Mark Delivered', () => {
  it('marks an assigned load delivered now, uploads its proof of delivery with progress, and the screen shows it delivered', async () => {
    const user = userEvent.setup();
    const restore = withFakeXhr();
    try {
      const view = draw();
      await user.click(await screen.findByRole('button', { name: 'Mark Delivered' }));
      const form = await dialog();
      const now = new Date();
      expect(within(form).getByLabelText(/Delivery date/)).toHaveValue(
        `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`,
      );
      await user.upload(await within(form).findByLabelText('Proof of delivery (optional)', { selector: 'input' }), pdf());
      await user.click(within(form).getByRole('button', { name: 'Mark Delivered' }));

      expect(await toast('Load marked as delivered')).toBeInTheDocument();
      const sent = view.server.to('POST', '/api/loads/1/delivery/')[0].body as { delivered_at: string };
      expect(Math.abs(new Date(sent.delivered_at).getTime() - now.getTime())).toBeLessThan(120_000);
      const xhr = FakeXhr.last;
      expect([xhr.method, xhr.url]).toEqual(['POST', 'http://localhost/api/loads/1/documents/']);
      expect((xhr.body as FormData).get('kind')).toBe('proof_of_delivery');
      act(() => xhr.progress(1, 4));
      expect(await screen.findByRole('progressbar', { name: 'Uploading pod.pdf: 25%' })).toBeInTheDocument();
      const stored = aLoadDocument({ kind: 'proof_of_delivery', name: 'pod.pdf' });
      view.backend.db.loadDocuments.push(stored);
      act(() => xhr.answer(201, stored));
      expect(await toast('Proof of delivery uploaded successfully!')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Load Delivered Successfully' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Mark Delivered' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Undo delivery' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('refuses a delivery before the pickup day on the field and sends nothing', async () => {
    const user = userEvent.setup();
    const view = draw(anAssignedLoad({ pickup_date: '2026-03-10' }));
    await user.click(await screen.findByRole('button', { name: 'Mark Delivered' }));
    const form = await dialog();
    const date = within(form).getByLabelText(/Delivery date/);
    await user.clear(date);
    await user.type(date, '2026-03-09');
    await user.click(within(form).getByRole('button', { name: 'Mark Delivered' }));
    expect(await within(form).findByText('The delivery cannot be before the pickup date.')).toBeInTheDocument();
    expect(view.server.to('POST', '/api/loads/1/delivery/')).toHaveLength(0);
  });

  it('says why the server refused, and keeps the dialog open and the load assigned', async () => {
    const user = userEvent.setup();
    const view = draw(anAssignedLoad(), {}, { 'POST loads/1/delivery/': () => ({ status: 409, body: { detail: 'This load has already been delivered' } }) });
    await user.click(await screen.findByRole('button', { name: 'Mark Delivered' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Mark Delivered' }));
    expect(await toast('Failed to mark the load delivered')).toBeInTheDocument();
    expect(await screen.findByText('This load has already been delivered')).toBeInTheDocument();
    expect(within(await dialog()).getByRole('button', { name: 'Mark Delivered' })).toBeEnabled();
    expect(view.backend.db.loads[0].status).toBe('assigned');
  });

  it('is offered on assigned loads only', async () => {
    draw(aLoad());
    expect(await screen.findByRole('heading', { name: 'Assign Driver to Load' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Delivered' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo delivery' })).not.toBeInTheDocument();
  });
});

describe('Undo delivery', () => {
  it('asks first, then takes the delivery back: the load is assigned again', async () => {
    const user = userEvent.setup();
    const view = draw(anAssignedLoad({ status: 'delivered', delivered_at: '2026-03-11T15:00:00.000Z' }));
    expect(await screen.findByRole('heading', { name: 'Load Delivered Successfully' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Load Details' })).getByText('Delivered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo delivery' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Undo delivery' });
    expect(within(confirm).getByText(/goes back to assigned/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Undo delivery' }));
    expect(await toast('Delivery undone: the load is assigned again')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Assigned Load Details' })).toBeInTheDocument();
    expect(view.server.to('DELETE', '/api/loads/1/delivery/')).toHaveLength(1);
    expect(view.backend.db.loads[0]).toMatchObject({ status: 'assigned', delivered_at: null });
  });
});

describe('Edit Load Details covers every field', () => {
  it('changes the price and broker and saves them', async () => {
    const user = userEvent.setup();
    const view = draw(aLoad());
    await user.click(await screen.findByRole('button', { name: 'Edit Load Details' }));
    const price = screen.getByRole('spinbutton', { name: /^Price/ });
    await user.clear(price);
    await user.type(price, '1999.5');
    // The broker picker (issue 30): a name no broker has is offered as a new one.
    const broker = await openCombobox('Broker');
    await user.clear(broker);
    await typeInto(broker, 'Valley Freight');
    await user.click(await screen.findByRole('option', { name: /Valley Freight.*New broker/ }));
    await user.click(screen.getByRole('button', { name: 'Save All Changes' }));
    expect(await toast('Load details, fees and payment status updated successfully!')).toBeInTheDocument();
    expect(view.server.to('PUT', '/api/loads/1/')[0].body).toMatchObject({ price: 1999.5, broker: 'Valley Freight' });
    expect(await within(screen.getByRole('region', { name: 'Fees & Payment' })).findByText('$1,999.50')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Load Details' })).getByText('Valley Freight')).toBeInTheDocument();
  });
});

describe('Documents', () => {
  const documents = [
    aLoadDocument({ id: 1, kind: 'rate_confirmation', name: 'Rate con 4471.pdf', size: 2048 }),
    aLoadDocument({ id: 2, kind: 'bill_of_lading', name: 'BOL.pdf' }),
  ];
  const openTab = async (user: ReturnType<typeof userEvent.setup>) => user.click(await screen.findByRole('tab', { name: 'Documents' }));

  it('lists each document with its kind, original name, size and date, and views another', async () => {
    const user = userEvent.setup();
    draw(anAssignedLoad({ document: documents[0].url }), { loadDocuments: documents });
    await openTab(user);
    const rate = await screen.findByRole('listitem', { name: 'Rate con 4471.pdf' });
    expect(within(rate).getByText('Rate confirmation')).toBeInTheDocument();
    expect(within(rate).getByText(/2(\.0)? KB · Mar 10, 2026 · Ada Admin/)).toBeInTheDocument();
    expect(within(rate).getByRole('link', { name: 'Download Rate con 4471.pdf' })).toHaveAttribute('href', documents[0].url);
    expect(await screen.findByTitle('Preview of Rate con 4471.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View BOL.pdf' }));
    expect(await screen.findByTitle('Preview of BOL.pdf')).toHaveAttribute('src', documents[1].url);
  });

  it('removes a document after asking', async () => {
    const user = userEvent.setup();
    const view = draw(anAssignedLoad({ document: documents[0].url }), { loadDocuments: documents });
    await openTab(user);
    await user.click(await screen.findByRole('button', { name: 'Remove BOL.pdf' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove document' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await toast('Document removed')).toBeInTheDocument();
    expect(view.server.to('DELETE', '/api/load-documents/2/')).toHaveLength(1);
    expect(await screen.findByRole('listitem', { name: 'Rate con 4471.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'BOL.pdf' })).not.toBeInTheDocument();
  });

  it('adds a document of the kind chosen', async () => {
    const user = userEvent.setup();
    const restore = withFakeXhr();
    try {
      draw(aLoad());
      await user.click(await screen.findByRole('tab', { name: 'Upload Documents' }));
      expect(await screen.findByText('No documents available')).toBeInTheDocument();
      await user.selectOptions(screen.getByRole('combobox', { name: 'Document kind' }), 'Bill of lading');
      await user.upload(await screen.findByLabelText('Load document', { selector: 'input' }), pdf('bol.pdf'));
      await user.click(screen.getByRole('button', { name: 'Upload Document' }));
      const xhr = FakeXhr.last;
      expect([...(xhr.body as FormData).entries()].map(([k, v]) => [k, v instanceof File ? v.name : v])).toEqual([
        ['kind', 'bill_of_lading'],
        ['document', 'bol.pdf'],
      ]);
      act(() => xhr.answer(201, aLoadDocument({ kind: 'bill_of_lading', name: 'bol.pdf' })));
      expect(await toast('Bill of lading uploaded successfully!')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('says when the documents cannot be read, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    draw(
      anAssignedLoad(),
      { loadDocuments: documents },
      { 'GET loads/1/documents/': (_req, next) => (fail ? { status: 500, body: { detail: 'Down' } } : next()) },
    );
    await openTab(user);
    // In the tab and as a toast.
    expect(await screen.findAllByText('Failed to load the documents. Please try again.', {}, { timeout: 5000 })).toHaveLength(2);
    const retry = screen.getByRole('button', { name: 'Retry' });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('listitem', { name: 'BOL.pdf' })).toBeInTheDocument();
  });
});
