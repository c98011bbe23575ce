import type { Invoice, InvoiceDetail, InvoiceLoad } from '@haulboard/shared/contracts';
import type { InvoiceLoadRow, InvoiceRow } from './repository';

// The row is the answer's shape already (repository.ts selects exactly its columns).
export const toInvoiceLoad = (row: InvoiceLoadRow): InvoiceLoad => ({ ...row });

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  number: row.number,
  broker: { id: row.broker_id, name: row.broker_name },
  issue_date: row.issue_date,
  due_date: row.due_date,
  total_cents: row.total_cents,
  load_count: row.load_count,
  status: row.status,
  paid_on: row.paid_on,
  voided_at: row.voided_at,
  void_reason: row.void_reason,
  created_at: row.created_at,
  version: row.version,
});

export const toInvoiceDetail = (row: InvoiceRow, loads: readonly InvoiceLoadRow[]): InvoiceDetail => ({
  ...toInvoice(row),
  loads: loads.map(toInvoiceLoad),
  billing_email: row.billing_email,
  billing_address: row.billing_address,
});
