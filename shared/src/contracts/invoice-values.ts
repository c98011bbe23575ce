// Invoices' and receivables' plain values (issue 30), zod-free: the loads and reports areas' screens
// read them at run time, and importing them from invoices.ts would bring zod onto their first load.

export const INVOICE_STATUSES = ['open', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_VOID_REASON_MAX = 500;
/** The most loads one invoice bills. */
export const INVOICE_MAX_LOADS = 500;

/** How an invoice is made: one per load, or one per broker holding all the chosen loads. */
export const INVOICE_GROUPINGS = ['per_load', 'per_broker'] as const;
export type InvoiceGrouping = (typeof INVOICE_GROUPINGS)[number];

/**
 * Receivables' aging buckets by days past due (the issue's four). An invoice not yet due (0 days
 * past due or fewer) counts in 0-30: the issue names four buckets, and "owed, not late" is still owed.
 */
export const AGING_BUCKETS = ['days_0_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS = {
  days_0_30: '0-30 days',
  days_31_60: '31-60 days',
  days_61_90: '61-90 days',
  days_over_90: 'Over 90 days',
} as const satisfies Record<AgingBucket, string>;

/** The bucket of an invoice `daysPastDue` days past its due date (negative: not yet due). */
export const agingBucketOf = (daysPastDue: number): AgingBucket =>
  daysPastDue <= 30 ? 'days_0_30' : daysPastDue <= 60 ? 'days_31_60' : daysPastDue <= 90 ? 'days_61_90' : 'days_over_90';

/** The invoice's number as printed: `INV-000012`. */
export const invoiceNumberText = (n: number) => `INV-${String(n).padStart(6, '0')}`;

/** The PDF's file name: `invoice-INV-000012.pdf`. */
export const invoiceFileName = (i: { number: number }) => `invoice-${invoiceNumberText(i.number)}.pdf`;
