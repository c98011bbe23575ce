import { sql } from 'drizzle-orm';
import { BROKER_MESSAGES, DEFAULT_PAYMENT_TERMS_DAYS, brokerNameKey, type Broker } from '@haulboard/shared/contracts';
import type { Queryable, Tx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, conflict } from '../lib/http-errors';
import { filledFields, type AuditEvent, type AuditSubject } from './audit-trail';

/**
 * Brokers (issue 30), what both the brokers' calls and the loads' need: reading one, adding one,
 * and matching a load's free-text broker to a record. A name is matched as migration 0024's
 * `haulboard_broker_key` compares it (trimmed, spaces collapsed, case folded), which is also the
 * unique index, so "ACME  logistics" finds "Acme Logistics".
 */

export type BrokerRow = Broker;
export type BrokerFields = { name: string; billing_email: string | null; billing_address: string | null; payment_terms_days: number };

// Timestamps leave the database as ISO strings (raw queries hand text, not Dates).
const ISO_UTC = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);
export const BROKER_COLUMNS = sql`b.id, b.name, b.billing_email, b.billing_address, b.payment_terms_days, b.version,
  (select count(*)::int from loads l where l.broker_id = b.id) as load_count,
  to_char(b.created_at at time zone 'UTC', ${ISO_UTC}) as created_at,
  to_char(b.updated_at at time zone 'UTC', ${ISO_UTC}) as updated_at`;

export async function readBroker(q: Queryable, id: number, { lock = false } = {}): Promise<BrokerRow | null> {
  const result = await q.execute<BrokerRow>(sql`select ${BROKER_COLUMNS} from brokers b where b.id = ${id} ${lock ? sql`for update of b` : sql``}`);
  return result.rows[0] ?? null;
}

export const brokerSubject = (row: Pick<BrokerRow, 'id' | 'name'>): AuditSubject => ({ type: 'broker', id: row.id, label: row.name });
export const brokerFields = (row: BrokerFields) => ({
  name: row.name,
  billing_email: row.billing_email,
  billing_address: row.billing_address,
  payment_terms_days: row.payment_terms_days,
});
export const brokerCreated = (row: BrokerRow): AuditEvent => ({ kind: 'broker.created', subject: brokerSubject(row), after: filledFields(brokerFields(row)) });

/** The answer of a write that hit the unique name: 409 with the message the form shows. */
export function mapBrokerWriteError(err: unknown): never {
  if (isUniqueViolation(err, 'brokers_name_key_unique')) throw conflict(BROKER_MESSAGES.duplicateName);
  throw err;
}

/** Adds a broker; 409 when one has the same name once matched. */
export async function insertBroker(tx: Tx, fields: BrokerFields): Promise<BrokerRow> {
  try {
    // A savepoint, so a lost race on the name leaves the caller's transaction usable for its 409.
    return await tx.transaction(async (sp) => {
      const result = await sp.execute<{ id: number }>(sql`
        insert into brokers (name, billing_email, billing_address, payment_terms_days)
        values (${fields.name}, ${fields.billing_email}, ${fields.billing_address}, ${fields.payment_terms_days}) returning id`);
      return (await readBroker(sp, result.rows[0].id)) as BrokerRow;
    });
  } catch (err) {
    return mapBrokerWriteError(err);
  }
}

export async function findBrokerByName(q: Queryable, name: string): Promise<BrokerRow | null> {
  const result = await q.execute<BrokerRow>(sql`
    select ${BROKER_COLUMNS} from brokers b where haulboard_broker_key(b.name) = ${brokerNameKey(name)}`);
  return result.rows[0] ?? null;
}

/**
 * The broker a load's write names: `broker_id` when sent (400 when there is none), else the free text
 * matched by name, else a new broker of that name (with the default terms; its `broker.created` is
 * in `created`). `undefined`: the write names no broker (a partial edit leaves it); `null`: none.
 */
export async function resolveLoadBroker(
  tx: Tx,
  input: { broker?: string | null; broker_id?: number | null },
): Promise<{ brokerId: number | null | undefined; created: AuditEvent[] }> {
  if (input.broker_id !== undefined && input.broker_id !== null) {
    const row = await readBroker(tx, input.broker_id);
    if (!row) throw badRequest(BROKER_MESSAGES.notFound);
    return { brokerId: row.id, created: [] };
  }
  if (input.broker === undefined && input.broker_id === undefined) return { brokerId: undefined, created: [] };
  const name = (input.broker ?? '').replace(/\s+/g, ' ').trim();
  if (!name) return { brokerId: null, created: [] };
  // Two loads naming the same new broker at once: the second waits here, then finds the first's.
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_BROKER_NAME}::int, hashtext(${brokerNameKey(name)}))`);
  const found = await findBrokerByName(tx, name);
  if (found) return { brokerId: found.id, created: [] };
  const row = await insertBroker(tx, { name, billing_email: null, billing_address: null, payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS });
  return { brokerId: row.id, created: [brokerCreated(row)] };
}

// Advisory-lock class of a broker's name (first key of the two-int form), apart from the fleet's.
export const LOCK_BROKER_NAME = 0x42520001;
