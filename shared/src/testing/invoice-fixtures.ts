import type { InvoiceDetail, InvoiceLoad } from '../contracts/invoices';
import { aSettlementLoad } from './settlement-fixtures';

/** A delivered load as an invoice bills it: the settlements' load 472 (Steel coils), $1,250.00. */
export function anInvoiceLoad(over: Partial<InvoiceLoad> = {}): InvoiceLoad {
  const { driver_fee_cents: _fee, ...fields } = aSettlementLoad();
  return { ...fields, amount_cents: 125000, ...over };
}

/**
 * An invoice as GET invoices/{id}/ answers one: INV-000001, open, to Acme Brokers (broker 1),
 * issued Oct 7, 2026 and due 30 days later, billing load 472. Its total and count follow its loads unless given.
 */
export function anInvoice(over: Partial<InvoiceDetail> = {}): InvoiceDetail {
  const loads = over.loads ?? [anInvoiceLoad()];
  return {
    id: 1,
    number: 1,
    broker: { id: 1, name: 'Acme Brokers' },
    issue_date: '2026-10-07',
    due_date: '2026-11-06',
    total_cents: loads.reduce((sum, l) => sum + l.amount_cents, 0),
    load_count: loads.length,
    status: 'open',
    paid_on: null,
    voided_at: null,
    void_reason: null,
    created_at: '2026-10-07T09:00:00.000Z',
    version: 1,
    billing_email: 'ap@acme.example',
    billing_address: '100 Market St, Chicago, IL',
    ...over,
    loads,
  };
}
