// The fake backend's brokers (issue 30): the page, one, add and edit, with the semantics of
// server/src/routes/brokers and domain/brokers.ts (a name unique once trimmed, spaces collapsed and
// case folded; a load's free-text broker matched the same way, or a new broker made for it).
import {
  BROKER_MESSAGES,
  BrokerInputSchema,
  BrokerPageSchema,
  BrokerSchema,
  BrokersQuerySchema,
  DEFAULT_PAYMENT_TERMS_DAYS,
  UpdateBrokerSchema,
  brokerNameKey,
  type Broker,
} from '../contracts/brokers';
import { ApiPaths } from '../contracts/paths';
import { PAGE_SIZES } from '../contracts/page-sizes';
import type { FakeDb } from './fake-db';
import { endpoint, idOf, nextId, ok, pageOf, parsed, queryOf, refuse, refuseStaleEdit, sortedBy, withNextVersion, type Endpoint } from './fake-server-kit';

/** A broker with its live loads counted, as every broker answer carries. */
const counted = (db: FakeDb, b: Broker): Broker => ({ ...b, load_count: db.loads.filter((l) => l.broker_id === b.id).length });

const assertNameFree = (db: FakeDb, name: string, exceptId: number) => {
  if (db.brokers.some((b) => b.id !== exceptId && brokerNameKey(b.name) === brokerNameKey(name))) refuse(409, BROKER_MESSAGES.duplicateName);
};

function addBroker(db: FakeDb, fields: Pick<Broker, 'name' | 'billing_email' | 'billing_address' | 'payment_terms_days'>): Broker {
  assertNameFree(db, fields.name, 0);
  const at = db.clock.now().toISOString();
  const broker: Broker = { id: nextId(db.brokers), ...fields, load_count: 0, created_at: at, updated_at: at, version: 1 };
  db.brokers.push(broker);
  return broker;
}

/**
 * The broker a load's write names (the server's resolveLoadBroker): by id, else the text matched by
 * name, else a new broker; `undefined` when the write names none, null for none.
 */
export function resolveFakeBroker(db: FakeDb, v: { broker?: string | null; broker_id?: number | null }): Broker | null | undefined {
  if (v.broker_id !== undefined && v.broker_id !== null) return db.brokers.find((b) => b.id === v.broker_id) ?? refuse(400, BROKER_MESSAGES.notFound);
  if (v.broker === undefined && v.broker_id === undefined) return undefined;
  const name = (v.broker ?? '').replace(/\s+/g, ' ').trim();
  if (!name) return null;
  return (
    db.brokers.find((b) => brokerNameKey(b.name) === brokerNameKey(name)) ??
    addBroker(db, { name, billing_email: null, billing_address: null, payment_terms_days: DEFAULT_PAYMENT_TERMS_DAYS })
  );
}

export function brokersEndpoints(db: FakeDb): Endpoint[] {
  const find = (id: number) => db.brokers.find((b) => b.id === id) ?? refuse(404, BROKER_MESSAGES.notFound);
  return [
    endpoint(
      'GET',
      ApiPaths.brokers,
      (req) => {
        const q = parsed(BrokersQuerySchema, queryOf(req));
        const term = q.search ? brokerNameKey(q.search) : '';
        const rows = sortedBy(
          db.brokers.filter((b) => brokerNameKey(b.name).includes(term)),
          (b) => [b.name.toLowerCase(), b.id],
          q.ordering === '-name',
        );
        return ok(
          pageOf(
            rows.map((b) => counted(db, b)),
            q,
            PAGE_SIZES.brokers,
          ),
        );
      },
      BrokerPageSchema,
    ),
    endpoint('GET', ApiPaths.broker, (req) => ok(counted(db, find(idOf(req)))), BrokerSchema),
    endpoint('POST', ApiPaths.brokers, (req) => ok(addBroker(db, parsed(BrokerInputSchema, req.body)), 201), BrokerSchema),
    endpoint(
      'PUT',
      ApiPaths.broker,
      (req) => {
        const { version, ...fields } = parsed(UpdateBrokerSchema, req.body);
        const stored = find(idOf(req));
        refuseStaleEdit('broker', stored, version, db.otherEditor);
        assertNameFree(db, fields.name, stored.id);
        const next = withNextVersion(stored, { ...stored, ...fields, updated_at: db.clock.now().toISOString() });
        db.brokers = db.brokers.map((b) => (b.id === stored.id ? next : b));
        // A load's broker text is its broker's name.
        db.loads = db.loads.map((l) => (l.broker_id === stored.id ? { ...l, broker: next.name, broker_name: next.name } : l));
        return ok(counted(db, next));
      },
      BrokerSchema,
    ),
  ];
}
