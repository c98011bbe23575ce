import {
  AGING_BUCKETS,
  PAGE_SIZES,
  agingBucketOf,
  invoiceFileName,
  invoiceNumberText,
  type AgingBucket,
  type CreateInvoice,
  type CreatedInvoices,
  type Invoice,
  type InvoiceDetail,
  type InvoiceListQuery,
  type InvoicePreview,
  type PayInvoice,
  type Receivables,
  type ReceivablesRow,
  type VoidInvoice,
} from '@haulboard/shared/contracts';
import { formatCents } from '@haulboard/shared/format';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordEvents, type Actor, type AuditEvent } from '../../domain/audit-trail';
import { readBroker } from '../../domain/brokers';
import { notifyChanges } from '../../domain/change-notices';
import { companyDay } from '../../domain/company-day';
import { refuseStaleEdit } from '../../domain/edit-conflict';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { pageWindow, type Page } from '../../lib/paging';
import { readVersion, VersionedCache } from '../../lib/versioned-cache';
import { toInvoice, toInvoiceDetail, toInvoiceLoad } from './answers';
import { invoiceCreated, subjectOf, totalOf } from './invoice-events';
import { renderInvoicePdf } from './invoice-pdf';
import {
  findInvoice,
  findInvoiceLoads,
  findInvoicePage,
  findInvoiceableLoads,
  findReceivables,
  insertInvoice,
  markInvoicePaid,
  markInvoiceVoid,
  takeInvoiceNumber,
  type InvoiceLoadRow,
  type InvoiceRow,
} from './repository';

export const INVOICE_NOT_FOUND = 'Invoice not found.';
export const BROKER_NOT_FOUND = 'Broker not found.';

/** Pages and receivables kept: a few filters and days each; a page weighs its rows. */
const KEPT = { maxEntries: 200, maxWeight: 20_000 };

const listed = (ids: readonly number[]) => `${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ` and ${ids.length - 5} more` : ''}`;

/** "12", "#12", "INV-000012", "inv 12": the number; anything else matches none. */
function numberOf(search: string | undefined): number | undefined | null {
  if (!search) return undefined;
  const match = /^(?:inv[-\s]*|#)?0*(\d{1,9})$/i.exec(search.trim());
  return match ? Number(match[1]) : null;
}

export function createInvoicesService({ db, config, mailer }: Pick<AppDeps, 'db' | 'config' | 'mailer'>) {
  // The list's pages and the receivables, kept by the billing version (migration 0026): exact, as
  // any committed billing write moves it; at a million loads the receivables read thousands of invoices.
  const kept = new VersionedCache(KEPT);
  const billingVersion = () => readVersion(db, 'billing');

  async function rowOrFail(q: Tx | typeof db, id: number, lock = false): Promise<InvoiceRow> {
    const row = await findInvoice(q, id, { lock });
    if (!row) throw notFound(INVOICE_NOT_FOUND);
    return row;
  }

  async function detailOf(q: Tx | typeof db, row: InvoiceRow): Promise<InvoiceDetail> {
    return toInvoiceDetail(row, await findInvoiceLoads(q, row.id));
  }

  async function brokerOrFail(q: Tx | typeof db, id: number) {
    const broker = await readBroker(q, id);
    if (!broker) throw notFound(BROKER_NOT_FOUND);
    return broker;
  }

  async function previewInvoice(brokerId: number): Promise<InvoicePreview> {
    const broker = await brokerOrFail(db, brokerId);
    const loads = await findInvoiceableLoads(db, { brokerId });
    return {
      broker: { id: broker.id, name: broker.name, payment_terms_days: broker.payment_terms_days },
      loads: loads.map(toInvoiceLoad),
      total_cents: totalOf(loads),
    };
  }

  /**
   * Invoices exactly `load_ids` (the preview's): one invoice, or one per load. The loads are locked
   * first and read after, so of two creates over the same loads the second sees the first's links;
   * the number comes last, from the counter row held until commit, so a failed create leaves no gap.
   */
  async function createInvoices(
    { broker: brokerId, load_ids, grouping = 'per_broker', issue_date }: Omit<CreateInvoice, 'broker' | 'load_ids'> & { broker: number; load_ids: number[] },
    actor: Actor,
  ): Promise<CreatedInvoices> {
    const today = companyDay(config.timezone);
    const issueDate = issue_date ?? today;
    if (issueDate > today) throw badRequest('The issue date cannot be in the future.');
    const ids = [...new Set(load_ids)].sort((a, b) => a - b);
    try {
      return await db.transaction(async (tx) => {
        const broker = await brokerOrFail(tx, brokerId);
        const loads = await findInvoiceableLoads(tx, { brokerId, ids, lock: true });
        const found = new Set(loads.map((l) => l.id));
        const missing = ids.filter((id) => !found.has(id));
        if (missing.length > 0) {
          throw conflict(`Not a delivered, unpaid load of this broker on no invoice: ${listed(missing)}. Refresh the list and try again.`);
        }
        const groups: InvoiceLoadRow[][] = grouping === 'per_load' ? loads.map((l) => [l]) : [loads];
        const made: InvoiceDetail[] = [];
        const events: AuditEvent[] = [];
        for (const group of groups) {
          const number = await takeInvoiceNumber(tx);
          const id = await insertInvoice(
            tx,
            { number, brokerId, issueDate, termsDays: broker.payment_terms_days, totalCents: totalOf(group), createdBy: actor.id },
            group,
          );
          const row = await rowOrFail(tx, id);
          made.push(toInvoiceDetail(row, group));
          events.push(invoiceCreated(row, group));
        }
        await recordEvents(tx, actor, events);
        // The loads' detail shows their invoice: tell the screens showing them.
        await notifyChanges(
          tx,
          loads.map((l) => ({ subject_type: 'load' as const, subject_id: l.id, kind: 'invoice.created' })),
        );
        return { invoices: made };
      });
    } catch (error) {
      // The partial key on live links: another create took one of these loads between our read and our insert.
      if (isUniqueViolation(error)) throw conflict('Some of these loads were just invoiced. Refresh the list and try again.');
      throw error;
    }
  }

  async function listInvoices({ page, page_size, status, broker, from, to, search }: InvoiceListQuery): Promise<Page<Invoice>> {
    if (from && to && from > to) throw badRequest('from cannot be after to');
    const number = numberOf(search);
    if (number === null) return { count: 0, results: [] };
    const filter = { status, broker, from, to, number };
    const window = pageWindow({ page, page_size }, PAGE_SIZES.invoices);
    // Whole pages, as the settlements list keeps them: a row shows only billing-versioned fields (the broker's name among them).
    const { rows, count } = await kept.get(
      await billingVersion(),
      `invoices ${JSON.stringify({ filter, window })}`,
      () => findInvoicePage(db, filter, window),
      (p) => p.rows.length + 1,
    );
    return { count, results: rows.map(toInvoice) };
  }

  async function getInvoice(id: number): Promise<InvoiceDetail> {
    return detailOf(db, await rowOrFail(db, id));
  }

  /** Records the broker's payment (a company day, not in the future) and marks the invoice's loads Paid, in one transaction. */
  async function payInvoice(id: number, { paid_on, version }: PayInvoice, actor: Actor): Promise<InvoiceDetail> {
    if (paid_on > companyDay(config.timezone)) throw badRequest('The paid date cannot be in the future.');
    return db.transaction(async (tx) => {
      const before = await rowOrFail(tx, id, true);
      await refuseStaleEdit(tx, { type: 'invoice', id, noun: 'invoice' }, before.version, version);
      if (before.status === 'paid') throw conflict('This invoice is already paid.');
      if (before.status === 'void') throw conflict('A void invoice cannot be paid.');
      if (paid_on < before.issue_date) throw badRequest('The paid date cannot be before the issue date.');
      const loads = await findInvoiceLoads(tx, id);
      await markInvoicePaid(tx, id, paid_on);
      const after = await rowOrFail(tx, id);
      await recordEvents(tx, actor, [
        {
          kind: 'invoice.paid',
          subject: subjectOf(after),
          before: { status: before.status, paid_on: null },
          after: { status: after.status, paid_on: after.paid_on },
        },
        // Each load's switch moved with it, as the loads' own Paid action records it.
        ...loads.map((l): AuditEvent => ({
          kind: 'load.payment_changed',
          subject: { type: 'load', id: l.id, label: l.loadname },
          before: { payment: 'Unpaid' },
          after: { payment: 'Paid' },
        })),
      ]);
      return toInvoiceDetail(after, loads);
    });
  }

  /**
   * Voids an open invoice with a reason; its loads may be invoiced again. A paid invoice is refused
   * (409): the broker's money was received against it and its loads are Paid, so voiding it would
   * leave Paid loads on no invoice.
   */
  async function voidInvoice(id: number, { reason, version }: VoidInvoice, actor: Actor): Promise<InvoiceDetail> {
    return db.transaction(async (tx) => {
      const before = await rowOrFail(tx, id, true);
      await refuseStaleEdit(tx, { type: 'invoice', id, noun: 'invoice' }, before.version, version);
      if (before.status === 'void') throw conflict('This invoice is already void.');
      if (before.status === 'paid') throw conflict('A paid invoice cannot be voided: its payment is recorded and its loads are Paid.');
      await markInvoiceVoid(tx, id, reason);
      const after = await rowOrFail(tx, id);
      const loads = await findInvoiceLoads(tx, id);
      await recordEvents(tx, actor, [
        { kind: 'invoice.voided', subject: subjectOf(after), before: { status: before.status }, after: { status: after.status, void_reason: reason } },
      ]);
      await notifyChanges(
        tx,
        loads.map((l) => ({ subject_type: 'load' as const, subject_id: l.id, kind: 'invoice.voided' })),
      );
      return toInvoiceDetail(after, loads);
    });
  }

  /** The invoice PDF: the company, the broker and its billing address, the number, the dates, each load, the total. */
  async function buildPdf(id: number): Promise<{ pdf: Buffer; invoice: InvoiceDetail }> {
    const invoice = await getInvoice(id);
    const pdf = await renderInvoicePdf({ companyName: config.companyName, invoice, generatedAt: new Date(), timezone: config.timezone });
    return { pdf, invoice };
  }

  /**
   * Mails the PDF, attached, to the broker's billing e-mail through the suite's mailer (the outbox
   * without SMTP). A void invoice is not sent (409), nor one whose broker has no billing e-mail.
   */
  async function emailInvoice(id: number, render: (id: number) => Promise<{ pdf: Buffer; invoice: InvoiceDetail }>, actor: Actor): Promise<{ to: string }> {
    const row = await rowOrFail(db, id);
    if (row.status === 'void') throw conflict('A void invoice is not sent.');
    if (!row.billing_email) throw conflict(`${row.broker_name} has no billing e-mail: add one on the Brokers screen first.`);
    const { pdf, invoice } = await render(id);
    const number = invoiceNumberText(invoice.number);
    await mailer.send({
      to: row.billing_email,
      subject: `Invoice ${number} from ${config.companyName}`,
      text: [
        `Hello ${invoice.broker.name},`,
        '',
        `Please find attached invoice ${number} for ${invoice.load_count} load${invoice.load_count === 1 ? '' : 's'}, ${formatCents(invoice.total_cents)}, issued ${invoice.issue_date} and due ${invoice.due_date}.`,
        '',
        config.companyName,
      ].join('\n'),
      attachments: [{ filename: invoiceFileName(invoice), content: pdf, contentType: 'application/pdf' }],
    });
    await db.transaction((tx) => recordEvents(tx, actor, [{ kind: 'invoice.emailed', subject: subjectOf(row), after: { to: row.billing_email } }]));
    return { to: row.billing_email };
  }

  /**
   * What each broker owes on `as_of` (default today), aged by days past due: not yet due and up to
   * 30 days late in 0-30, then 31-60, 61-90, over 90. Totals per broker and overall, in cents.
   */
  async function receivables({ as_of }: { as_of?: string }): Promise<Receivables> {
    const asOf = as_of ?? companyDay(config.timezone);
    const owed = await kept.get(
      await billingVersion(),
      `receivables ${asOf}`,
      () => findReceivables(db, asOf),
      (rows) => Math.max(1, rows.length),
    );
    const empty = () => Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Record<AgingBucket, number>;
    const byBroker = new Map<number, ReceivablesRow>();
    const totals = { ...empty(), total_cents: 0, invoice_count: 0 };
    for (const part of owed) {
      let row = byBroker.get(part.broker_id);
      if (!row) {
        row = { broker: { id: part.broker_id, name: part.broker_name }, ...empty(), total_cents: 0, invoice_count: 0 };
        byBroker.set(part.broker_id, row);
      }
      const bucket = agingBucketOf(part.oldest_days_past_due);
      for (const sum of [row, totals]) {
        sum[bucket] += part.total_cents;
        sum.total_cents += part.total_cents;
        sum.invoice_count += part.invoice_count;
      }
    }
    return { as_of: asOf, brokers: [...byBroker.values()], totals };
  }

  return { previewInvoice, createInvoices, listInvoices, getInvoice, payInvoice, voidInvoice, buildPdf, emailInvoice, receivables };
}
