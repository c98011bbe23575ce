import { invoiceNumberText, type Invoice, type InvoiceStatus } from '@haulboard/shared/api/admin';
import { formatCents, formatShortDate } from '@haulboard/shared/format';

/** What the invoice screens say (the spec is silent on invoices: issue 30's words). */
export const InvoiceMessages = {
  loading: 'Loading invoices...',
  empty: 'No invoices found',
  created: (count: number) => (count === 1 ? 'Invoice created' : `${count} invoices created`),
  createFailed: 'Failed to create the invoice.',
  paid: (i: Pick<Invoice, 'number'>) => `${invoiceNumberText(i.number)} marked paid`,
  payFailed: 'Failed to record the payment.',
  voided: (i: Pick<Invoice, 'number'>) => `${invoiceNumberText(i.number)} voided`,
  voidFailed: 'Failed to void the invoice.',
  emailed: (to: string) => `Invoice e-mailed to ${to}`,
  emailFailed: 'Failed to e-mail the invoice.',
  downloadFailed: 'Failed to download the invoice.',
  previewFailed: "Failed to load the broker's delivered loads.",
} as const;

export const STATUS_OPTIONS = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'paid', label: 'Paid' },
  { value: 'void', label: 'Void' },
] as const;

const STATUS_LABELS: Record<InvoiceStatus, string> = { open: 'Open', paid: 'Paid', void: 'Void' };

/** An open invoice past its due date on `today` (the company's day, `yyyy-MM-dd`). */
export const isOverdue = (i: Pick<Invoice, 'status' | 'due_date'>, today: string) => i.status === 'open' && i.due_date < today;

/** 'Open', 'Overdue', 'Paid Nov 20, 2026' or 'Void'. */
export function statusText(i: Pick<Invoice, 'status' | 'due_date' | 'paid_on'>, today: string): string {
  if (isOverdue(i, today)) return 'Overdue';
  return i.status === 'paid' && i.paid_on ? `Paid ${formatShortDate(i.paid_on)}` : STATUS_LABELS[i.status];
}

export const statusTone = (i: Pick<Invoice, 'status' | 'due_date'>, today: string) =>
  isOverdue(i, today) ? 'red' : i.status === 'paid' ? 'green' : i.status === 'void' ? 'gray' : 'blue';

/** 'INV-000012 (Acme Brokers, $1,250.00)': how a row's buttons and dialogs name it. */
export const invoiceName = (i: Pick<Invoice, 'number' | 'broker' | 'total_cents'>) =>
  `${invoiceNumberText(i.number)} (${i.broker.name}, ${formatCents(i.total_cents)})`;
