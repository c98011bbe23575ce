import { sql } from 'drizzle-orm';
import { invoiceNumberText, type InvoiceStatus, type Payment } from '@haulboard/shared/contracts';
import type { Queryable } from '../db/client';

/**
 * Loads on an invoice that is not void (issue 30) are billed: the loads area refuses to take back
 * their delivery or delete them (409), and their Paid switch follows the invoice, never the other
 * way. The invoices area creates the links. Both read them here.
 */
export type InvoicedLoad = { load_id: number; invoice_number: number; status: Exclude<InvoiceStatus, 'void'> };

/** The live invoices billing any of `loadIds`, by load id. Call with the loads locked, so no create slips in between. */
export async function findInvoicedLoads(q: Queryable, loadIds: readonly number[]): Promise<InvoicedLoad[]> {
  if (loadIds.length === 0) return [];
  const result = await q.execute<InvoicedLoad>(sql`
    select il.load_id, i.number as invoice_number, i.status
      from invoice_loads il join invoices i on i.id = il.invoice_id
     where il.load_id = any(${sql.param(loadIds)}::int[]) and not il.void
     order by il.load_id`);
  return result.rows;
}

const named = (loads: readonly InvoicedLoad[]) => {
  const shown = loads.slice(0, 5).map((l) => `load ${l.load_id} (${invoiceNumberText(l.invoice_number)}, ${l.status})`);
  const more = loads.length > shown.length ? ` and ${loads.length - shown.length} more` : '';
  return `${shown.join(', ')}${more} ${loads.length === 1 ? 'is' : 'are'}`;
};

/** Why `what` (e.g. "This load cannot be deleted") is refused for these invoiced loads: one sentence naming them. */
export function invoicedLoadsDetail(loads: readonly InvoicedLoad[], what: string): string {
  return `${what}: ${named(loads)} on an invoice (void the invoice first).`;
}

/**
 * The Paid switch agrees with the invoice: a load on an open invoice is Unpaid until the invoice's
 * payment is recorded (which marks it Paid), and a load on a paid invoice stays Paid (a paid
 * invoice is not voided). The sentence refusing `payment` for these loads, or null when it agrees.
 */
export function paymentDisagreement(loads: readonly InvoicedLoad[], payment: Payment): string | null {
  const against = loads.filter((l) => (l.status === 'open' ? payment === 'Paid' : payment === 'Unpaid'));
  if (against.length === 0) return null;
  return payment === 'Paid'
    ? `The payment follows the invoice: ${named(against)} on an open invoice; record the invoice's payment to mark ${against.length === 1 ? 'it' : 'them'} Paid.`
    : `The payment follows the invoice: ${named(against)} on a paid invoice, so ${against.length === 1 ? 'it stays' : 'they stay'} Paid.`;
}
