// The fake backend's invoices and receivables (issue 30), kept as server/src/routes/invoices keeps
// them: a broker's preview of its delivered, unpaid loads on no live invoice, create (one per
// broker or per load, numbered without gaps), pay (its loads Paid), void with a reason, e-mail,
// the PDF (a stand-in file), receivables aged by days past due and their CSV (a stand-in file).
import type { Load } from '../contracts/loads';
import { ApiPaths } from '../contracts/paths';
import {
  AGING_BUCKETS,
  CreateInvoiceSchema,
  CreatedInvoicesSchema,
  InvoiceDetailSchema,
  InvoiceEmailedSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoicePreviewSchema,
  PayInvoiceSchema,
  ReceivablesQuerySchema,
  ReceivablesSchema,
  VoidInvoiceSchema,
  agingBucketOf,
  type InvoiceDetail,
  type InvoiceLoad,
  type ReceivablesRow,
} from '../contracts/invoices';
import { PAGE_SIZES } from '../contracts/page-sizes';
import type { FakeDb } from './fake-db';
import { asSettlementLoad } from './fake-settlements';
import { endpoint, idOf, ok, pageOf, parsed, queryOf, refuse, refuseStaleEdit, sortedBy, type Endpoint } from './fake-server-kit';

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const addDays = (day: string, days: number) => new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
const total = (loads: readonly InvoiceLoad[]) => loads.reduce((sum, l) => sum + l.amount_cents, 0);

// A settlement's load fields, with the load's price in whole cents (none: 0) as the server bills it.
const asInvoiceLoad = (l: Load): InvoiceLoad => {
  const { driver_fee_cents: _fee, ...fields } = asSettlementLoad(l);
  return { ...fields, amount_cents: l.price === null ? 0 : Math.round(l.price * 100) };
};

/** "12", "#12", "INV-000012": the number (the server's numberOf); anything else matches none. */
function numberOf(search: string | undefined): number | null | undefined {
  if (!search) return undefined;
  const match = /^(?:inv[-\s]*|#)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

const emptyBuckets = () => Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Record<(typeof AGING_BUCKETS)[number], number>;

export function invoicesEndpoints(db: FakeDb): Endpoint[] {
  const invoiceOf = (id: number) => db.invoices.find((i) => i.id === id) ?? refuse(404, 'Invoice not found.');
  const brokerOf = (id: number) => db.brokers.find((b) => b.id === id) ?? refuse(404, 'Broker not found.');
  const onLiveInvoice = () => new Set(db.invoices.filter((i) => i.status !== 'void').flatMap((i) => i.loads.map((l) => l.id)));
  const uninvoiced = (brokerId: number) => {
    const taken = onLiveInvoice();
    const loads = db.loads.filter((l) => l.broker_id === brokerId && l.status === 'delivered' && l.payment === 'Unpaid' && !taken.has(l.id));
    return sortedBy(loads, (l) => [l.delivered_at, l.id]).map(asInvoiceLoad);
  };
  const summary = ({ loads: _loads, billing_email: _e, billing_address: _a, ...i }: InvoiceDetail) => i;

  return [
    endpoint(
      'GET',
      ApiPaths.invoicePreview,
      (req) => {
        const broker = brokerOf(idOf(req));
        const loads = uninvoiced(broker.id);
        return ok({ broker: { id: broker.id, name: broker.name, payment_terms_days: broker.payment_terms_days }, loads, total_cents: total(loads) });
      },
      InvoicePreviewSchema,
    ),
    endpoint(
      'GET',
      ApiPaths.invoices,
      (req) => {
        const q = parsed(InvoiceListQuerySchema, queryOf(req));
        if (q.from && q.to && q.from > q.to) refuse(400, 'from cannot be after to');
        const number = numberOf(q.search);
        const rows = db.invoices.filter(
          (i) =>
            (!q.status || i.status === q.status) &&
            (q.broker === undefined || i.broker.id === q.broker) &&
            (!q.from || i.issue_date >= q.from) &&
            (!q.to || i.issue_date <= q.to) &&
            (number === undefined || i.number === number),
        );
        const page = pageOf(
          sortedBy(rows, (i) => [i.number], true),
          q,
          PAGE_SIZES.invoices,
        );
        return ok({ count: page.count, results: page.results.map(summary) });
      },
      InvoicePageSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.invoices,
      (req) => {
        const body = parsed(CreateInvoiceSchema, req.body);
        const today = db.clock.today();
        const issueDate = body.issue_date ?? today;
        if (issueDate > today) refuse(400, 'The issue date cannot be in the future.');
        const broker = brokerOf(body.broker);
        const open = uninvoiced(broker.id);
        const missing = body.load_ids.filter((id) => !open.some((l) => l.id === id));
        if (missing.length) refuse(409, `Not a delivered, unpaid load of this broker on no invoice: ${missing.join(', ')}. Refresh the list and try again.`);
        const chosen = open.filter((l) => body.load_ids.includes(l.id));
        const groups = body.grouping === 'per_load' ? chosen.map((l) => [l]) : [chosen];
        const invoices = groups.map((loads) => {
          const made: InvoiceDetail = {
            id: Math.max(0, ...db.invoices.map((i) => i.id)) + 1,
            number: Math.max(0, ...db.invoices.map((i) => i.number)) + 1,
            broker: { id: broker.id, name: broker.name },
            issue_date: issueDate,
            due_date: addDays(issueDate, broker.payment_terms_days),
            total_cents: total(loads),
            load_count: loads.length,
            status: 'open',
            paid_on: null,
            voided_at: null,
            void_reason: null,
            created_at: db.clock.now().toISOString(),
            version: 1,
            loads,
            billing_email: broker.billing_email,
            billing_address: broker.billing_address,
          };
          db.invoices.push(made);
          return made;
        });
        return ok({ invoices }, 201);
      },
      CreatedInvoicesSchema,
    ),
    endpoint('GET', ApiPaths.invoice, (req) => ok(invoiceOf(idOf(req))), InvoiceDetailSchema),
    endpoint(
      'POST',
      ApiPaths.payInvoice,
      (req) => {
        const body = parsed(PayInvoiceSchema, req.body);
        if (body.paid_on > db.clock.today()) refuse(400, 'The paid date cannot be in the future.');
        const stored = invoiceOf(idOf(req));
        refuseStaleEdit('invoice', stored, body.version, db.otherEditor);
        if (stored.status === 'paid') refuse(409, 'This invoice is already paid.');
        if (stored.status === 'void') refuse(409, 'A void invoice cannot be paid.');
        if (body.paid_on < stored.issue_date) refuse(400, 'The paid date cannot be before the issue date.');
        Object.assign(stored, { status: 'paid', paid_on: body.paid_on, version: stored.version + 1 });
        // Paying an invoice marks its loads Paid, as the server does in the same transaction.
        const ids = new Set(stored.loads.map((l) => l.id));
        db.loads.forEach((l) => ids.has(l.id) && Object.assign(l, { payment: 'Paid' }));
        return ok(stored);
      },
      InvoiceDetailSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.voidInvoice,
      (req) => {
        const body = parsed(VoidInvoiceSchema, req.body);
        const stored = invoiceOf(idOf(req));
        refuseStaleEdit('invoice', stored, body.version, db.otherEditor);
        if (stored.status === 'void') refuse(409, 'This invoice is already void.');
        if (stored.status === 'paid') refuse(409, 'A paid invoice cannot be voided: its payment is recorded and its loads are Paid.');
        Object.assign(stored, { status: 'void', voided_at: db.clock.now().toISOString(), void_reason: body.reason, version: stored.version + 1 });
        return ok(stored);
      },
      InvoiceDetailSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.emailInvoice,
      (req) => {
        const stored = invoiceOf(idOf(req));
        if (stored.status === 'void') refuse(409, 'A void invoice is not sent.');
        const to = stored.billing_email ?? refuse(409, `${stored.broker.name} has no billing e-mail: add one on the Brokers screen first.`);
        db.invoiceMail.push({ invoice: stored.id, to });
        return ok({ to });
      },
      InvoiceEmailedSchema,
    ),
    endpoint('GET', ApiPaths.invoicePdf, (req) => {
      invoiceOf(idOf(req));
      return ok(new Blob(['%PDF-1.4 fake invoice'], { type: 'application/pdf' }));
    }),
    endpoint(
      'GET',
      ApiPaths.receivables,
      (req) => {
        const asOf = parsed(ReceivablesQuerySchema, queryOf(req)).as_of ?? db.clock.today();
        return ok(receivablesOn(db, asOf));
      },
      ReceivablesSchema,
    ),
    endpoint('GET', ApiPaths.exportReceivables, (req) => {
      const asOf = parsed(ReceivablesQuerySchema, queryOf(req)).as_of ?? db.clock.today();
      const r = receivablesOn(db, asOf);
      const lines = ['Broker,Total', ...r.brokers.map((b) => `${b.broker.name},${b.total_cents / 100}`)];
      return ok(new Blob([lines.join('\n')], { type: 'text/csv' }));
    }),
  ];
}

/** Invoices owed on `asOf` (issued by then, open or paid on a later day; never a void one), their totals by broker and bucket of days past due. */
function receivablesOn(db: FakeDb, asOf: string) {
  const rows = new Map<number, ReceivablesRow>();
  const totals = { ...emptyBuckets(), total_cents: 0, invoice_count: 0 };
  for (const i of db.invoices) {
    const owed = i.status === 'open' || (i.status === 'paid' && i.paid_on !== null && i.paid_on > asOf);
    if (!owed || i.issue_date > asOf) continue;
    const row = rows.get(i.broker.id) ?? { broker: i.broker, ...emptyBuckets(), total_cents: 0, invoice_count: 0 };
    const bucket = agingBucketOf(dayNumber(asOf) - dayNumber(i.due_date));
    for (const r of [row, totals]) {
      r[bucket] += i.total_cents;
      r.total_cents += i.total_cents;
      r.invoice_count += 1;
    }
    rows.set(i.broker.id, row);
  }
  return { as_of: asOf, brokers: sortedBy([...rows.values()], (r) => [r.broker.name, r.broker.id]), totals };
}
