import { sql, type SQL } from 'drizzle-orm';
import type { BROKER_ORDERINGS } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';
import { containsPattern } from '../../db/search';
import { BROKER_COLUMNS, type BrokerFields, type BrokerRow } from '../../domain/brokers';
import type { PageWindow } from '../../lib/paging';

type BrokerOrdering = (typeof BROKER_ORDERINGS)[number];

// A-Z as people read it; the id breaks ties between names that differ only in case (none: the name is unique).
const ORDER_BY: Record<BrokerOrdering, SQL> = {
  name: sql`lower(b.name) asc, b.id asc`,
  '-name': sql`lower(b.name) desc, b.id desc`,
};

/** A page of brokers whose name holds `search` (spaces collapsed, case folded), and how many match. */
export async function readBrokerPage(
  q: Queryable,
  { search, ordering = 'name', limit, offset }: { search?: string; ordering?: BrokerOrdering } & PageWindow,
): Promise<{ count: number; rows: BrokerRow[] }> {
  const term = search?.replace(/\s+/g, ' ').trim();
  const where = term ? sql`haulboard_broker_key(b.name) like ${containsPattern(term)}` : sql`true`;
  const [count, rows] = await Promise.all([
    q.execute<{ count: number }>(sql`select count(*)::int as count from brokers b where ${where}`),
    q.execute<BrokerRow>(sql`select ${BROKER_COLUMNS} from brokers b where ${where} order by ${ORDER_BY[ordering]} limit ${limit} offset ${offset}`),
  ]);
  return { count: count.rows[0].count, rows: rows.rows };
}

/** Writes a broker's fields; `updated_at` moves only when one of them changed. */
export async function writeBroker(q: Queryable, id: number, fields: BrokerFields): Promise<void> {
  await q.execute(sql`
    update brokers set name = ${fields.name}, billing_email = ${fields.billing_email}, billing_address = ${fields.billing_address},
           payment_terms_days = ${fields.payment_terms_days},
           updated_at = case when (name, billing_email, billing_address, payment_terms_days)
                                  is distinct from (${fields.name}, ${fields.billing_email}, ${fields.billing_address}, ${fields.payment_terms_days}::int)
                             then now() else updated_at end
     where id = ${id}`);
}
