/** @jest-environment jsdom */
import type { Answer, SeenRequest } from './fake-api';
import { aBroker } from './broker-fixtures';
import { createFakeBackend } from './fake-backend';
import { anInvoice, anInvoiceLoad } from './invoice-fixtures';
import { aLoad } from './load-fixtures';

type Backend = ReturnType<typeof createFakeBackend>;
async function call(backend: Backend, line: string, body?: unknown) {
  const [method, target] = line.split(' ');
  const url = new URL(`/api/${target}`, 'http://localhost');
  const req: SeenRequest = { method, path: url.pathname, query: url.searchParams, authorization: 'Bearer t', body };
  const answer = (await backend.answer(req)) as Exclude<Answer, Error>;
  expect(backend.check(req, answer)).toBeNull();
  return answer as { status: number; body: any };
}

const delivered = (id: number, price: number | null, over = {}) =>
  aLoad({
    id,
    status: 'delivered',
    payment: 'Unpaid',
    broker: 'Acme Brokers',
    broker_name: 'Acme Brokers',
    broker_id: 1,
    price,
    delivered_at: `2026-11-0${id}T12:00:00.000Z`,
    ...over,
  });

const seed = () =>
  createFakeBackend({
    now: '2026-11-26T12:00:00.000Z',
    brokers: [aBroker({ id: 1, payment_terms_days: 15 }), aBroker({ id: 2, name: 'Blue Sky Freight', billing_email: null })],
    loads: [delivered(1, 100.5), delivered(2, null), delivered(3, 20, { payment: 'Paid' }), delivered(4, 7, { status: 'assigned' })],
  });

describe('the fake backend: invoices (issue 30)', () => {
  it("previews a broker's delivered, unpaid loads, invoices them per load without gaps, and offers them no more", async () => {
    const backend = seed();
    const preview = await call(backend, 'GET brokers/1/invoice-preview/');
    expect([preview.body.loads.map((l: { id: number }) => l.id), preview.body.total_cents]).toEqual([[1, 2], 10050]);
    const made = await call(backend, 'POST invoices/', { broker: 1, load_ids: [1, 2], grouping: 'per_load' });
    expect(made.status).toBe(201);
    expect(made.body.invoices.map((i: { number: number; due_date: string }) => [i.number, i.due_date])).toEqual([
      [1, '2026-12-11'],
      [2, '2026-12-11'],
    ]);
    expect((await call(backend, 'GET brokers/1/invoice-preview/')).body.loads).toEqual([]);
    expect((await call(backend, 'POST invoices/', { broker: 1, load_ids: [1] })).status).toBe(409);
    expect((await call(backend, 'GET invoices/?search=INV-000002')).body.results.map((i: { number: number }) => i.number)).toEqual([2]);
  });

  it('pays (its loads Paid), voids with a reason, refuses what the server refuses, and e-mails', async () => {
    const backend = seed();
    await call(backend, 'POST invoices/', { broker: 1, load_ids: [1] });
    expect((await call(backend, 'POST invoices/1/pay/', { paid_on: '2026-11-27' })).body.detail).toBe('The paid date cannot be in the future.');
    expect((await call(backend, 'POST invoices/1/email/')).body).toEqual({ to: 'ap@acme.example' });
    expect((await call(backend, 'POST invoices/1/pay/', { paid_on: '2026-11-26', version: 1 })).body).toMatchObject({ status: 'paid', version: 2 });
    expect(backend.db.loads.find((l) => l.id === 1)?.payment).toBe('Paid');
    expect((await call(backend, 'POST invoices/1/void/', { reason: 'Wrong' })).status).toBe(409);
    await call(backend, 'POST invoices/', { broker: 1, load_ids: [2] });
    expect((await call(backend, 'POST invoices/2/void/', { reason: ' ' })).status).toBe(400);
    expect((await call(backend, 'POST invoices/2/void/', { reason: 'Billed twice' })).body).toMatchObject({ status: 'void', void_reason: 'Billed twice' });
  });

  it('ages open invoices by days past due, per broker with the totals', async () => {
    const backend = createFakeBackend({
      now: '2026-11-26T12:00:00.000Z',
      invoices: [
        anInvoice({ id: 1, number: 1, due_date: '2026-11-20', loads: [anInvoiceLoad({ amount_cents: 100 })] }),
        anInvoice({ id: 2, number: 2, due_date: '2026-08-01', loads: [anInvoiceLoad({ id: 5, amount_cents: 20 })] }),
        anInvoice({ id: 3, number: 3, status: 'void', loads: [anInvoiceLoad({ id: 6, amount_cents: 9 })] }),
      ],
    });
    const r = (await call(backend, 'GET reports/receivables/?as_of=2026-11-26')).body;
    expect(r.brokers).toEqual([
      { broker: { id: 1, name: 'Acme Brokers' }, days_0_30: 100, days_31_60: 0, days_61_90: 0, days_over_90: 20, total_cents: 120, invoice_count: 2 },
    ]);
    expect(r.totals.total_cents).toBe(120);
  });
});
