import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type {
  CreateInvoice,
  CreatedInvoices,
  InvoiceDetail,
  InvoiceEmailed,
  InvoiceListQuery,
  InvoicePage,
  InvoicePreview,
  PayInvoice,
  Receivables,
  VoidInvoice,
} from '../../contracts/invoices';

/** Invoices' and receivables' calls (issue 30): a broker's preview, the list, one, create, pay, void, e-mail, the PDF, receivables and their CSV. */
export const invoicesApi = (http: Http) => ({
  /** A page of invoices, newest number first, `PAGE_SIZES.invoices` a page unless `page_size` says otherwise. */
  getInvoices: ({ page, ...filters }: InvoiceListQuery = {}, signal?: AbortSignal) =>
    http<InvoicePage>(ApiPaths.invoices, { query: { page: page ?? 1, ...filters }, signal }),
  getInvoice: (id: number, signal?: AbortSignal) => http<InvoiceDetail>(ApiPaths.invoice(id), { signal }),
  /** The broker's delivered, unpaid loads on no invoice, their prices and the total (cents). */
  getInvoicePreview: (brokerId: number, signal?: AbortSignal) => http<InvoicePreview>(ApiPaths.invoicePreview(brokerId), { signal }),
  createInvoices: (body: CreateInvoice) => http<CreatedInvoices>(ApiPaths.invoices, { method: 'POST', body }),
  payInvoice: (id: number, body: PayInvoice) => http<InvoiceDetail>(ApiPaths.payInvoice(id), { method: 'POST', body }),
  voidInvoice: (id: number, body: VoidInvoice) => http<InvoiceDetail>(ApiPaths.voidInvoice(id), { method: 'POST', body }),
  emailInvoice: (id: number) => http<InvoiceEmailed>(ApiPaths.emailInvoice(id), { method: 'POST' }),
  /** The invoice PDF, to save as `invoiceFileName(invoice)`. A call, not a link: it needs the bearer token. */
  getInvoicePdf: (id: number, signal?: AbortSignal) => http<Blob>(ApiPaths.invoicePdf(id), { signal, blob: true }),
  getReceivables: (query: { as_of?: string } = {}, signal?: AbortSignal) => http<Receivables>(ApiPaths.receivables, { query, signal }),
  exportReceivables: (query: { as_of?: string } = {}, signal?: AbortSignal) => http<Blob>(ApiPaths.exportReceivables, { query, signal, blob: true }),
});

export const {
  getInvoices,
  getInvoice,
  getInvoicePreview,
  createInvoices,
  payInvoice,
  voidInvoice,
  emailInvoice,
  getInvoicePdf,
  getReceivables,
  exportReceivables,
} = invoicesApi(api.http);

// What the screens read without zod: the statuses, buckets, number and file name.
export {
  AGING_BUCKETS,
  AGING_BUCKET_LABELS,
  INVOICE_STATUSES,
  INVOICE_VOID_REASON_MAX,
  invoiceFileName,
  invoiceNumberText,
  type AgingBucket,
  type InvoiceStatus,
} from '../../contracts/invoice-values';
export type { Invoice, InvoiceDetail, InvoiceLoad, InvoicePreview, Receivables, ReceivablesRow } from '../../contracts/invoices';
