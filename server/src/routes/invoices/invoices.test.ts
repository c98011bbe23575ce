import { InvoiceDetailSchema, InvoicePageSchema, ReceivablesSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';
import { extractPdfText } from '../../lib/pdf-text';
import { assignInDb, insertDriver, insertLoad } from '../loads/load-fixtures';

// Invoices and receivables (issue 30): numbering without gaps, pay and the Paid switch, void, the PDF and mail, aging.
let ctx: TestContext;
let admin: TestUser;
let driverId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  driverId = await insertDriver(ctx, { firstName: 'Rosa', lastName: 'Diaz' });
});
afterAll(() => ctx.close());

const q = (text: string, params: unknown[] = []) => ctx.db.$client.query(text, params);
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers: admin.headers, ...(payload ? { payload } : {}) });

let brokerSeq = 0;
async function broker(terms = 30, email: string | null = 'billing@acme.test') {
  brokerSeq += 1;
  const { rows } = await q('insert into brokers (name, billing_email, billing_address, payment_terms_days) values ($1, $2, $3, $4) returning id', [
    `Acme ${brokerSeq}`,
    email,
    '1 Main St\nDallas, TX 75201',
    terms,
  ]);
  return rows[0].id as number;
}

/** A delivered load of `brokerId` priced `price` dollars (as the loads store it). */
async function deliveredLoad(brokerId: number, price: number | null) {
  const id = await insertLoad(ctx, { price, brokerId, pickupDate: '2026-06-01', deliveryDate: '2026-06-02' });
  await assignInDb(ctx, id, driverId, 'delivered');
  await q(`update loads set delivered_at = '2026-06-02T12:00:00Z' where id = $1`, [id]);
  return id;
}

const invoice = async (brokerId: number, loadIds: number[], extra: object = {}) => {
  const res = await call('POST', 'invoices/', { broker: brokerId, load_ids: loadIds, issue_date: '2026-06-03', ...extra });
  expect(res.statusCode).toBe(201);
  return res.json().invoices.map((i: unknown) => InvoiceDetailSchema.parse(i));
};

describe('creating invoices', () => {
  it('bills a broker delivered loads at their exact price, due after its terms, and offers them no more', async () => {
    const b = await broker(45);
    const loads = [await deliveredLoad(b, 0.1), await deliveredLoad(b, 0.2), await deliveredLoad(b, 1234.3)];
    const preview = (await call('GET', `brokers/${b}/invoice-preview/`)).json();
    expect(preview.loads.map((l: { id: number }) => l.id)).toEqual(loads);
    expect(preview.total_cents).toBe(123460);
    const [made] = await invoice(b, loads);
    expect(made).toMatchObject({ issue_date: '2026-06-03', due_date: '2026-07-18', total_cents: 123460, load_count: 3, status: 'open' });
    expect((await call('GET', `brokers/${b}/invoice-preview/`)).json().loads).toEqual([]);
    const again = await call('POST', 'invoices/', { broker: b, load_ids: [loads[0]] });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/^Not a delivered, unpaid load of this broker on no invoice: \d+/);
  });

  it('makes one invoice per load when asked, and refuses a load of another broker or not delivered', async () => {
    const b = await broker();
    const loads = [await deliveredLoad(b, 10), await deliveredLoad(b, 20)];
    const made = await invoice(b, loads, { grouping: 'per_load' });
    expect(made.map((i: { total_cents: number }) => i.total_cents)).toEqual([1000, 2000]);
    expect(made[1].number).toBe(made[0].number + 1);
    const other = await deliveredLoad(await broker(), 5);
    const notDelivered = await insertLoad(ctx, { price: 5, brokerId: b });
    for (const id of [other, notDelivered]) expect((await call('POST', 'invoices/', { broker: b, load_ids: [id] })).statusCode).toBe(409);
  });

  it('numbers invoices created in parallel 1..N with no gap or duplicate, a failed create giving its number back', async () => {
    const { rows } = await q('select last_number from invoice_counter');
    const start = rows[0].last_number as number;
    const b = await broker();
    const loads = await Promise.all(Array.from({ length: 12 }, () => deliveredLoad(b, 100)));
    const taken = loads[0];
    const results = await Promise.all([
      ...loads.map((id) => call('POST', 'invoices/', { broker: b, load_ids: [id] })),
      // Fails after the first create takes `taken`, or before: either way its number is given back.
      call('POST', 'invoices/', { broker: b, load_ids: [taken, 999_999] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(12).fill(201), 409]);
    const numbers = (await q('select number from invoices where number > $1 order by number', [start])).rows.map((r) => r.number);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => start + i + 1));
  });

  it('refuses an issue date in the future and a broker that does not exist', async () => {
    const b = await broker();
    const id = await deliveredLoad(b, 1);
    expect((await call('POST', 'invoices/', { broker: b, load_ids: [id], issue_date: '2999-01-01' })).statusCode).toBe(400);
    expect((await call('POST', 'invoices/', { broker: 999_999, load_ids: [id] })).json()).toEqual({ detail: 'Broker not found.' });
  });
});

describe('paying and voiding', () => {
  it('marks its loads Paid with the payment; the Paid switch never disagrees with the invoice', async () => {
    const b = await broker();
    const loads = [await deliveredLoad(b, 10), await deliveredLoad(b, 20)];
    const [made] = await invoice(b, loads);
    const early = await call('POST', 'loads/bulk-payment/', { ids: loads, payment: 'Paid' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/on an open invoice; record the invoice's payment to mark them Paid\.$/);
    expect((await call('POST', `invoices/${made.id}/pay/`, { paid_on: '2999-01-01' })).statusCode).toBe(400);
    // Receivables (kept by the billing version) owe it before the payment and not after, the list's count likewise.
    const owedBy = async () => ReceivablesSchema.parse((await call('GET', 'reports/receivables/')).json()).brokers.find((r) => r.broker.id === b);
    const openCount = async () => InvoicePageSchema.parse((await call('GET', `invoices/?status=open&broker=${b}`)).json()).count;
    const listed = async () => InvoicePageSchema.parse((await call('GET', `invoices/?broker=${b}`)).json()).results.map((i) => i.status);
    expect((await owedBy())?.total_cents).toBe(made.total_cents);
    expect(await openCount()).toBe(1);
    expect(await listed()).toEqual(['open']);
    const paid = await call('POST', `invoices/${made.id}/pay/`, { paid_on: '2026-06-20', version: made.version });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paid_on: '2026-06-20' });
    expect((await q('select payment from loads where id = any($1) order by id', [loads])).rows).toEqual([{ payment: 'Paid' }, { payment: 'Paid' }]);
    expect(await owedBy()).toBeUndefined();
    expect(await openCount()).toBe(0);
    // The list's pages are kept whole: the same page read again shows the payment.
    expect(await listed()).toEqual(['paid']);
    const unpay = await call('POST', 'loads/bulk-payment/', { ids: [loads[0]], payment: 'Unpaid' });
    expect(unpay.statusCode).toBe(409);
    expect(unpay.json().detail).toMatch(/on a paid invoice, so it stays Paid\.$/);
    expect((await call('POST', `invoices/${made.id}/pay/`, { paid_on: '2026-06-20' })).json()).toEqual({ detail: 'This invoice is already paid.' });
    const voided = await call('POST', `invoices/${made.id}/void/`, { reason: 'Mistake' });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().detail).toBe('A paid invoice cannot be voided: its payment is recorded and its loads are Paid.');
  });

  it('voids with a required reason, frees its loads, and keeps them from delete and undo-delivery while billed', async () => {
    const b = await broker();
    const id = await deliveredLoad(b, 10);
    const [made] = await invoice(b, [id]);
    expect((await call('DELETE', `loads/${id}/delivery/`)).json().detail).toMatch(
      /^This delivery cannot be undone: load \d+ \(INV-\d{6}, open\) is on an invoice/,
    );
    expect((await call('POST', `invoices/${made.id}/void/`, { reason: '  ' })).statusCode).toBe(400);
    const voided = await call('POST', `invoices/${made.id}/void/`, { reason: 'Wrong rate' });
    expect(voided.json()).toMatchObject({ status: 'void', void_reason: 'Wrong rate' });
    expect((await call('POST', `invoices/${made.id}/pay/`, { paid_on: '2026-06-20' })).statusCode).toBe(409);
    const [again] = await invoice(b, [id]);
    expect(again.number).toBeGreaterThan(made.number);
    expect((await call('GET', `invoices/${made.id}/`)).json().status).toBe('void');
  });

  it('lists by status, broker and number, a page at a time', async () => {
    const b = await broker();
    const [made] = await invoice(b, [await deliveredLoad(b, 3)]);
    const page = InvoicePageSchema.parse((await call('GET', `invoices/?broker=${b}&status=open`)).json());
    expect(page.results.map((i) => i.id)).toEqual([made.id]);
    const byNumber = (await call('GET', `invoices/?search=INV-${String(made.number).padStart(6, '0')}`)).json();
    expect(byNumber.results.map((i: { id: number }) => i.id)).toEqual([made.id]);
    expect((await call('GET', 'invoices/?search=nonsense')).json()).toEqual({ count: 0, results: [] });
    expect((await call('GET', 'invoices/?from=2026-06-05&to=2026-06-01')).statusCode).toBe(400);
  });
});

describe('the PDF and the mail', () => {
  it('draws the company, the broker billing address, the number, dates, each load and the total; mails it attached', async () => {
    const b = await broker(30);
    const [made] = await invoice(b, [await deliveredLoad(b, 1234.5)]);
    const pdf = await call('GET', `invoices/${made.id}/invoice.pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await extractPdfText(pdf.rawPayload)).join(' ');
    for (const expected of ['INVOICE', `INV-${String(made.number).padStart(6, '0')}`, '1 Main St', 'Dallas, TX', 'Jun 3, 2026', 'Jul 3, 2026', '$1,234.50']) {
      expect(text).toContain(expected);
    }
    const sent = await call('POST', `invoices/${made.id}/email/`);
    expect(sent.json()).toEqual({ to: 'billing@acme.test' });
    const mail = ctx.mails.at(-1)!;
    expect(mail.to).toBe('billing@acme.test');
    expect(mail.attachments?.[0]).toMatchObject({ filename: `invoice-INV-${String(made.number).padStart(6, '0')}.pdf`, contentType: 'application/pdf' });
    const noEmail = await broker(30, null);
    const [unsent] = await invoice(noEmail, [await deliveredLoad(noEmail, 1)]);
    expect((await call('POST', `invoices/${unsent.id}/email/`)).statusCode).toBe(409);
  });
});

describe('receivables', () => {
  it('ages open invoices by days past due at the 30/31, 60/61 and 90/91 boundaries, with totals and CSV', async () => {
    const b = await broker(0);
    // Issued (and due) on these days; as of 2026-11-20 they are this many days past due.
    const days: Array<[string, number]> = [
      ['2026-10-21', 30],
      ['2026-10-20', 31],
      ['2026-09-21', 60],
      ['2026-09-20', 61],
      ['2026-08-22', 90],
      ['2026-08-21', 91],
    ];
    for (const [issued] of days) await invoice(b, [await deliveredLoad(b, 1)], { issue_date: issued });
    const res = await call('GET', 'reports/receivables/?as_of=2026-11-20');
    const r = ReceivablesSchema.parse(res.json());
    const row = r.brokers.find((x) => x.broker.id === b)!;
    expect(row).toMatchObject({ days_0_30: 100, days_31_60: 200, days_61_90: 200, days_over_90: 100, total_cents: 600, invoice_count: 6 });
    // Not issued yet on an earlier day: not owed then.
    const before = ReceivablesSchema.parse((await call('GET', 'reports/receivables/?as_of=2026-08-21')).json());
    expect(before.brokers.find((x) => x.broker.id === b)).toMatchObject({ days_0_30: 100, total_cents: 100 });
    const csv = await call('GET', 'reports/receivables/export/?as_of=2026-11-20');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Broker,Invoices,0-30 days,31-60 days,61-90 days,Over 90 days,Total');
    expect(lines).toContain(`Acme ${brokerSeq},6,1.00,2.00,2.00,1.00,6.00`);
    expect(lines.at(-1)).toMatch(/^Total,\d+,/);
  });
});
