import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { recordPastEvents, type Actor, type AuditEvent } from '../domain/audit-trail';
import { invoiceCreated, totalOf } from '../routes/invoices/invoice-events';
import { findInvoice, findInvoiceableLoads, insertInvoice, takeInvoiceNumber } from '../routes/invoices/repository';
import { BROKER_BILLING } from './catalogue';

const DAY = 86_400_000;
/** Loads delivered this recently are not invoiced yet: the demo's New invoice has something to offer. */
const UNBILLED_DAYS = 4;

export type BillingInput = { now: Date; today: string; actor: Actor };

/** `yyyy-MM-dd` of a UTC moment; the demo's invoices are issued on whole days. */
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The demo company's billing (issue 30): each broker's billing e-mail, address and terms, and its
 * delivered, unpaid loads older than a few days invoiced a week at a time, each invoice issued the
 * day after the week's last delivery, so the Invoices screen and Receivables start with open and
 * overdue invoices. Built by the repository's own writes, numbered by the same counter, each with
 * its `invoice.created` event at its issue day. Answers how many invoices and events it made.
 */
export async function seedDemoBilling(tx: Tx, { now, today, actor }: BillingInput): Promise<{ invoices: number; events: number }> {
  for (const [name, b] of Object.entries(BROKER_BILLING)) {
    await tx.execute(sql`update brokers set billing_email = ${b.email}, billing_address = ${b.address}, payment_terms_days = ${b.terms} where name = ${name}`);
  }
  const brokers = await tx.execute<{ id: number; terms: number }>(sql`select id, payment_terms_days as terms from brokers order by id`);
  const cutoff = now.getTime() - UNBILLED_DAYS * DAY;
  type Loads = Awaited<ReturnType<typeof findInvoiceableLoads>>;
  const planned: Array<{ brokerId: number; terms: number; issueDate: string; loads: Loads }> = [];
  for (const broker of brokers.rows) {
    const loads = (await findInvoiceableLoads(tx, { brokerId: broker.id })).filter((l) => Date.parse(l.delivered_at) < cutoff);
    // A week of deliveries (Monday to Sunday, UTC) to one invoice.
    const weeks = new Map<string, Loads>();
    for (const l of loads) {
      const at = new Date(l.delivered_at);
      const monday = dayOf(new Date(at.getTime() - ((at.getUTCDay() + 6) % 7) * DAY));
      weeks.set(monday, [...(weeks.get(monday) ?? []), l]);
    }
    for (const group of weeks.values()) {
      const issued = dayOf(new Date(Math.max(...group.map((l) => Date.parse(l.delivered_at))) + DAY));
      planned.push({ brokerId: broker.id, terms: broker.terms, issueDate: issued < today ? issued : today, loads: group });
    }
  }
  // Numbered in the order they were issued, as the office would have.
  planned.sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.brokerId - b.brokerId);
  const events: Array<AuditEvent & { at: Date }> = [];
  for (const p of planned) {
    const id = await insertInvoice(
      tx,
      {
        number: await takeInvoiceNumber(tx),
        brokerId: p.brokerId,
        issueDate: p.issueDate,
        termsDays: p.terms,
        totalCents: totalOf(p.loads),
        createdBy: actor.id,
      },
      p.loads,
    );
    const row = (await findInvoice(tx, id))!;
    events.push({ ...invoiceCreated(row, p.loads), at: new Date(Math.min(Date.parse(`${p.issueDate}T15:00:00Z`), now.getTime())) });
  }
  await recordPastEvents(tx, actor, events);
  return { invoices: events.length, events: events.length };
}
