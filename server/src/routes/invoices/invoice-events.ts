import { invoiceNumberText } from '@haulboard/shared/contracts';
import { formatCents } from '@haulboard/shared/format';
import type { AuditEvent } from '../../domain/audit-trail';
import type { InvoiceLoadRow, InvoiceRow } from './repository';

// What the invoices' writes record in the audit trail, shared by the API and the demo seed.

/** Integers only: a total of cents is exact however many loads it adds. */
export const totalOf = (loads: readonly { amount_cents: number }[]) => loads.reduce((sum, l) => sum + l.amount_cents, 0);

export const subjectOf = (row: Pick<InvoiceRow, 'id' | 'number' | 'broker_name'>) => ({
  type: 'invoice' as const,
  id: row.id,
  label: `${invoiceNumberText(row.number)}, ${row.broker_name}`,
});

/** An invoice made of `loads`: what it is, as its creation records it. */
export const invoiceCreated = (row: InvoiceRow, loads: readonly InvoiceLoadRow[]): AuditEvent => ({
  kind: 'invoice.created',
  subject: subjectOf(row),
  after: {
    number: invoiceNumberText(row.number),
    broker: { id: row.broker_id, name: row.broker_name },
    issue_date: row.issue_date,
    due_date: row.due_date,
    loads: loads.map((l) => l.id).join(', '),
    total: formatCents(row.total_cents),
  },
});
