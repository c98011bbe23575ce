import { z } from 'zod';
import { DateStringSchema, IdSchema, RecordVersionSchema, pageOf } from './common';
import { SettlementLoadSchema } from './settlements';
import { AGING_BUCKETS, INVOICE_GROUPINGS, INVOICE_MAX_LOADS, INVOICE_STATUSES, INVOICE_VOID_REASON_MAX, type InvoiceStatus } from './invoice-values';

/**
 * Invoices and receivables (issue 30): what brokers owe for delivered loads. Money is whole cents
 * (JSON integers), never a float: format it with `formatCents` (`@haulboard/shared/format`).
 */
export {
  AGING_BUCKETS,
  AGING_BUCKET_LABELS,
  INVOICE_GROUPINGS,
  INVOICE_MAX_LOADS,
  INVOICE_STATUSES,
  INVOICE_VOID_REASON_MAX,
  agingBucketOf,
  invoiceFileName,
  invoiceNumberText,
  type AgingBucket,
  type InvoiceGrouping,
  type InvoiceStatus,
} from './invoice-values';

const CentsSchema = z.number().int();
const RefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One delivered load on an invoice (or a candidate for one): a settlement's load fields, with its price in cents (the snapshot once invoiced). */
export const InvoiceLoadSchema = SettlementLoadSchema.omit({ driver_fee_cents: true }).extend({ amount_cents: CentsSchema });
export type InvoiceLoad = z.infer<typeof InvoiceLoadSchema>;

export const InvoiceSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  broker: RefSchema,
  issue_date: z.string(),
  due_date: z.string(),
  total_cents: CentsSchema,
  load_count: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  /** The day the broker paid (company day); null unless paid. */
  paid_on: z.string().nullable(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** GET invoices/{id}/: the invoice, its loads and its broker's billing details. */
export const InvoiceDetailSchema = InvoiceSchema.extend({
  loads: z.array(InvoiceLoadSchema),
  billing_email: z.string().nullable(),
  billing_address: z.string().nullable(),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

export const InvoicePageSchema = pageOf(InvoiceSchema);
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

/** GET invoices/: always a page, newest number first; filters status, broker, issue dates, number. */
export const InvoiceListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
  status: z.enum(INVOICE_STATUSES, { error: `must be one of ${INVOICE_STATUSES.join(', ')}` }).optional(),
  broker: IdSchema.optional(),
  from: DateStringSchema.optional(),
  to: DateStringSchema.optional(),
  /** The number, as typed (`12`, `INV-000012`). */
  search: z.string().trim().max(40, 'search may be at most 40 characters').optional(),
});
export type InvoiceListQuery = { page?: number; page_size?: number; status?: InvoiceStatus; broker?: number; from?: string; to?: string; search?: string };

/** GET brokers/{id}/invoice-preview/: the broker's delivered loads on no live invoice and not yet Paid. */
export const InvoicePreviewSchema = z.object({
  broker: RefSchema.extend({ payment_terms_days: z.number().int() }),
  loads: z.array(InvoiceLoadSchema),
  total_cents: CentsSchema,
});
export type InvoicePreview = z.infer<typeof InvoicePreviewSchema>;

/**
 * POST invoices/: invoices the broker's named delivered loads, one invoice for all of them
 * (`per_broker`, the default) or one per load. `issue_date` defaults to the company's today.
 */
export const CreateInvoiceSchema = z.object({
  broker: IdSchema,
  load_ids: z.array(IdSchema).min(1, 'load_ids must name at least one load').max(INVOICE_MAX_LOADS, `load_ids may name at most ${INVOICE_MAX_LOADS} loads`),
  grouping: z.enum(INVOICE_GROUPINGS, { error: `must be one of ${INVOICE_GROUPINGS.join(', ')}` }).optional(),
  issue_date: DateStringSchema.optional(),
});
export type CreateInvoice = z.input<typeof CreateInvoiceSchema>;

/** POST invoices/: the invoices made, in number order. */
export const CreatedInvoicesSchema = z.object({ invoices: z.array(InvoiceDetailSchema) });
export type CreatedInvoices = z.infer<typeof CreatedInvoicesSchema>;

/** POST invoices/{id}/pay/: paid on that company day (not in the future); marks its loads Paid. */
export const PayInvoiceSchema = z.object({ paid_on: DateStringSchema, version: RecordVersionSchema.optional() });
export type PayInvoice = z.infer<typeof PayInvoiceSchema>;

/** POST invoices/{id}/void/: a reason is required; its loads are free to be invoiced again. */
export const VoidInvoiceSchema = z.object({
  reason: z.string().trim().min(1, 'reason is required').max(INVOICE_VOID_REASON_MAX, `reason may be at most ${INVOICE_VOID_REASON_MAX} characters`),
  version: RecordVersionSchema.optional(),
});
export type VoidInvoice = z.infer<typeof VoidInvoiceSchema>;

/** POST invoices/{id}/email/: where it went. */
export const InvoiceEmailedSchema = z.object({ to: z.string() });
export type InvoiceEmailed = z.infer<typeof InvoiceEmailedSchema>;

const BucketCentsSchema = z.object(
  Object.fromEntries(AGING_BUCKETS.map((b) => [b, CentsSchema])) as Record<(typeof AGING_BUCKETS)[number], typeof CentsSchema>,
);

/** GET reports/receivables/?as_of=: open invoices' totals by broker and days past due on that day. */
export const ReceivablesQuerySchema = z.object({ as_of: DateStringSchema.optional() });
export type ReceivablesQuery = z.infer<typeof ReceivablesQuerySchema>;
export const ReceivablesRowSchema = BucketCentsSchema.extend({ broker: RefSchema, total_cents: CentsSchema, invoice_count: z.number().int() });
export type ReceivablesRow = z.infer<typeof ReceivablesRowSchema>;
export const ReceivablesSchema = z.object({
  as_of: z.string(),
  brokers: z.array(ReceivablesRowSchema),
  totals: BucketCentsSchema.extend({ total_cents: CentsSchema, invoice_count: z.number().int() }),
});
export type Receivables = z.infer<typeof ReceivablesSchema>;
