// A broker as the API answers it, for the screens' tests (never imported by product code).
import type { Broker } from '../contracts/brokers';

export function aBroker(over: Partial<Broker> = {}): Broker {
  return {
    id: 1,
    name: 'Acme Brokers',
    billing_email: 'ap@acme.example',
    billing_address: '100 Market St, Chicago, IL',
    payment_terms_days: 30,
    load_count: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    version: 1,
    ...over,
  };
}
