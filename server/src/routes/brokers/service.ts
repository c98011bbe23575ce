import { BROKER_MESSAGES, PAGE_SIZES, type Broker, type BrokerPage, type BrokersQuery, type UpdateBrokerInput } from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import { changedFields, recordEvents, type Actor, type AuditEvent } from '../../domain/audit-trail';
import {
  brokerCreated,
  brokerFields,
  brokerSubject,
  insertBroker,
  mapBrokerWriteError,
  readBroker,
  type BrokerFields,
  type BrokerRow,
} from '../../domain/brokers';
import { refuseStaleEdit } from '../../domain/edit-conflict';
import { notFound } from '../../lib/http-errors';
import { pageWindow } from '../../lib/paging';
import { toBroker } from './answers';
import { readBrokerPage, writeBroker } from './repository';

function brokerUpdated(before: BrokerRow, after: BrokerRow): AuditEvent[] {
  const diff = changedFields(brokerFields(before), brokerFields(after));
  return diff ? [{ kind: 'broker.updated', subject: brokerSubject(after), ...diff }] : [];
}

/** Brokers (issue 30): the administrator's list, one broker, add and edit; each write recorded and told (audit trail). */
export function createBrokersService({ db }: Pick<AppDeps, 'db'>) {
  async function listBrokers({ search, ordering, ...paging }: BrokersQuery): Promise<BrokerPage> {
    const { count, rows } = await readBrokerPage(db, { search, ordering, ...pageWindow(paging, PAGE_SIZES.brokers) });
    return { count, results: rows.map(toBroker) };
  }

  async function getBroker(id: number): Promise<Broker> {
    const row = await readBroker(db, id);
    if (!row) throw notFound(BROKER_MESSAGES.notFound);
    return toBroker(row);
  }

  async function createBroker(fields: BrokerFields, actor: Actor): Promise<Broker> {
    return db.transaction(async (tx) => {
      const row = await insertBroker(tx, fields);
      await recordEvents(tx, actor, [brokerCreated(row)]);
      return toBroker(row);
    });
  }

  async function updateBroker(id: number, { version, ...fields }: UpdateBrokerInput & BrokerFields, actor: Actor): Promise<Broker> {
    return db.transaction(async (tx) => {
      const before = await readBroker(tx, id, { lock: true });
      if (!before) throw notFound(BROKER_MESSAGES.notFound);
      await refuseStaleEdit(tx, { type: 'broker', id, noun: 'broker' }, before.version, version);
      // A savepoint: the unique name's 409 must leave the transaction able to answer it.
      await tx.transaction((sp) => writeBroker(sp, id, fields)).catch(mapBrokerWriteError);
      const after = (await readBroker(tx, id)) as BrokerRow;
      await recordEvents(tx, actor, brokerUpdated(before, after));
      return toBroker(after);
    });
  }

  return { listBrokers, getBroker, createBroker, updateBroker };
}
