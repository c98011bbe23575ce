import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceStatus } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';
import type { PageWindow } from '../../lib/paging';

/** An invoice's loads as the PDF and the detail show them; `amount_cents` is the snapshot (or the load's price, for a candidate). */
export type InvoiceLoadRow = {
  id: number;
  loadname: string;
  pickup_location: string;
  delivery_location: string;
  pickup_date: string;
  delivery_date: string;
  delivered_at: string;
  amount_cents: number;
};

export type InvoiceRow = {
  id: number;
  number: number;
  broker_id: number;
  broker_name: string;
  billing_email: string | null;
  billing_address: string | null;
  issue_date: string;
  due_date: string;
  total_cents: number;
  load_count: number;
  status: InvoiceStatus;
  paid_on: string | null;
  voided_at: string | null;
  void_reason: string | null;
  created_at: string;
  version: number;
};

export type InvoiceFilter = { status?: InvoiceStatus; broker?: number; from?: string; to?: string; number?: number };

const ISO_MS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', ${ISO_MS})`;

const LOAD_COLUMNS = sql`l.id, l.loadname, l.pickup_location, l.delivery_location, l.pickup_date, l.delivery_date,
  ${iso(sql`l.delivered_at`)} as delivered_at`;

/**
 * What a broker can be invoiced for: its delivered loads on no live invoice and still Unpaid (one
 * marked Paid before invoices existed was settled outside them; invoicing it would make its switch
 * and its invoice disagree). Amount: the load's price in whole cents (none: 0). `ids` narrows to
 * those; `lock` locks them (in id order, so two creates over the same loads queue, not deadlock).
 */
export async function findInvoiceableLoads(
  q: Queryable,
  { brokerId, ids, lock = false }: { brokerId: number; ids?: readonly number[]; lock?: boolean },
): Promise<InvoiceLoadRow[]> {
  const where = sql`l.broker_id = ${brokerId} and l.status = 'delivered' and l.payment = 'Unpaid'
     ${ids ? sql`and l.id = any(${sql.param(ids)}::int[])` : sql``}
     and not exists (select 1 from invoice_loads il where il.load_id = l.id and not il.void)`;
  if (lock) await q.execute(sql`select l.id from loads l where ${where} order by l.id for update of l`);
  const result = await q.execute<InvoiceLoadRow>(sql`
    select ${LOAD_COLUMNS}, coalesce(round(l.price * 100), 0)::bigint as amount_cents
      from loads l where ${where}
     order by l.delivered_at, l.id
     limit 2000`);
  return result.rows;
}

/** The next invoice number: the counter row is taken FOR UPDATE until the create commits or rolls back, so numbers have no gaps. */
export async function takeInvoiceNumber(q: Queryable): Promise<number> {
  const result = await q.execute<{ n: number }>(sql`update invoice_counter set last_number = last_number + 1 where id = 1 returning last_number as n`);
  return result.rows[0].n;
}

export async function insertInvoice(
  q: Queryable,
  i: { number: number; brokerId: number; issueDate: string; termsDays: number; totalCents: number; createdBy: number },
  loads: readonly InvoiceLoadRow[],
): Promise<number> {
  const result = await q.execute<{ id: number }>(sql`
    insert into invoices (number, broker_id, issue_date, due_date, total_cents, created_by)
    values (${i.number}, ${i.brokerId}, ${i.issueDate}::date, ${i.issueDate}::date + ${i.termsDays}::int, ${i.totalCents}, ${i.createdBy}) returning id`);
  const id = result.rows[0].id;
  await q.execute(sql`
    insert into invoice_loads (invoice_id, load_id, amount_cents)
    select ${id}, x.load_id, x.amount
      from unnest(${sql.param(loads.map((l) => l.id))}::int[], ${sql.param(loads.map((l) => l.amount_cents))}::bigint[]) as x(load_id, amount)`);
  return id;
}

const INVOICE_COLUMNS = sql`i.id, i.number, i.broker_id, b.name as broker_name, b.billing_email, b.billing_address,
  to_char(i.issue_date, 'YYYY-MM-DD') as issue_date, to_char(i.due_date, 'YYYY-MM-DD') as due_date, i.total_cents,
  (select count(*)::int from invoice_loads il where il.invoice_id = i.id) as load_count, i.status,
  to_char(i.paid_on, 'YYYY-MM-DD') as paid_on, ${iso(sql`i.voided_at`)} as voided_at, i.void_reason,
  ${iso(sql`i.created_at`)} as created_at, i.version`;

/** One invoice; `lock` locks its row for the transaction (pay and void). */
export async function findInvoice(q: Queryable, id: number, { lock = false } = {}): Promise<InvoiceRow | null> {
  const result = await q.execute<InvoiceRow>(
    sql`select ${INVOICE_COLUMNS} from invoices i join brokers b on b.id = i.broker_id where i.id = ${id} ${lock ? sql`for update of i` : sql``}`,
  );
  return result.rows[0] ?? null;
}

/** An invoice's loads, oldest delivery first, with their amounts as invoiced. */
export async function findInvoiceLoads(q: Queryable, invoiceId: number): Promise<InvoiceLoadRow[]> {
  const result = await q.execute<InvoiceLoadRow>(sql`
    select ${LOAD_COLUMNS}, il.amount_cents
      from invoice_loads il join loads l on l.id = il.load_id
     where il.invoice_id = ${invoiceId}
     order by l.delivered_at, l.id`);
  return result.rows;
}

function whereOf(f: InvoiceFilter): SQL {
  const conditions: SQL[] = [];
  if (f.status) conditions.push(sql`i.status = ${f.status}`);
  if (f.broker !== undefined) conditions.push(sql`i.broker_id = ${f.broker}`);
  if (f.from) conditions.push(sql`i.issue_date >= ${f.from}::date`);
  if (f.to) conditions.push(sql`i.issue_date <= ${f.to}::date`);
  if (f.number !== undefined) conditions.push(sql`i.number = ${f.number}`);
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/** A page of invoices, newest number first, and how many match; each filter has its index (migration 0025). */
export async function findInvoicePage(q: Queryable, f: InvoiceFilter, { limit, offset }: PageWindow): Promise<{ rows: InvoiceRow[]; count: number }> {
  const where = whereOf(f);
  const [rows, count] = await Promise.all([
    q.execute<InvoiceRow>(sql`
      select ${INVOICE_COLUMNS}
        from (select * from invoices i where ${where} order by i.number desc limit ${limit} offset ${offset}) i
        join brokers b on b.id = i.broker_id
       order by i.number desc`),
    q.execute<{ n: number }>(sql`select count(*)::int as n from invoices i where ${where}`),
  ]);
  return { rows: rows.rows, count: count.rows[0].n };
}

/** Marks the invoice paid and its loads Paid, in the caller's transaction. */
export async function markInvoicePaid(q: Queryable, id: number, paidOn: string): Promise<void> {
  await q.execute(sql`update invoices set status = 'paid', paid_on = ${paidOn}::date, version = version + 1 where id = ${id}`);
  await q.execute(sql`update loads set payment = 'Paid' where id in (select load_id from invoice_loads where invoice_id = ${id}) and payment <> 'Paid'`);
}

/** Voids the invoice and frees its loads (their links stay, marked void, as the record of what it billed). */
export async function markInvoiceVoid(q: Queryable, id: number, reason: string): Promise<void> {
  await q.execute(sql`update invoices set status = 'void', voided_at = now(), void_reason = ${reason}, version = version + 1 where id = ${id}`);
  await q.execute(sql`update invoice_loads set void = true where invoice_id = ${id}`);
}

/** What a broker owes in one aging bucket: `oldest_days_past_due` names the bucket (agingBucketOf). */
export type ReceivableRow = { broker_id: number; broker_name: string; oldest_days_past_due: number; total_cents: number; invoice_count: number };

/**
 * What each broker owes on `asOf`, summed per aging bucket in the database (a million loads bill
 * thousands of open invoices: a handful of rows leave it, not every invoice). Owed: issued by then
 * and not paid by then (open, or paid on a later day); a void one was never owed. The buckets'
 * bounds are agingBucketOf's (its 30/31, 60/61, 90/91 are tested through this query).
 */
export async function findReceivables(q: Queryable, asOf: string): Promise<ReceivableRow[]> {
  const result = await q.execute<ReceivableRow>(sql`
    with owed as (
      select i.broker_id, i.total_cents, (${asOf}::date - i.due_date)::int as days
        from invoices i
       where (i.status = 'open' or (i.status = 'paid' and i.paid_on > ${asOf}::date)) and i.issue_date <= ${asOf}::date
    )
    select o.broker_id, b.name as broker_name, max(o.days) as oldest_days_past_due, sum(o.total_cents)::bigint as total_cents,
           count(*)::int as invoice_count
      from owed o join brokers b on b.id = o.broker_id
     group by o.broker_id, b.name, case when o.days <= 30 then 0 when o.days <= 60 then 1 when o.days <= 90 then 2 else 3 end
     order by b.name, o.broker_id`);
  return result.rows;
}
