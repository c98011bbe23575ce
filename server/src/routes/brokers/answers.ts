import type { Broker } from '@haulboard/shared/contracts';
import type { BrokerRow } from '../../domain/brokers';

/** A broker row as the contract answers it (the row already holds the contract's fields). */
export const toBroker = (row: BrokerRow): Broker => ({
  id: row.id,
  name: row.name,
  billing_email: row.billing_email,
  billing_address: row.billing_address,
  payment_terms_days: row.payment_terms_days,
  load_count: row.load_count,
  created_at: row.created_at,
  updated_at: row.updated_at,
  version: row.version,
});
