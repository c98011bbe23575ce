import { getInvoice, getInvoicePreview, getInvoices, getReceivables, queryKeys } from '@haulboard/shared/api/admin';
import { PAGE_SIZES } from '../../contracts/page-sizes';
import { defineListResource, defineRecordResource } from '../define-resource';

/**
 * Invoices (issue 30): the Invoices screen, a page of PAGE_SIZES.invoices, newest number first.
 * A delivery or a load's price changed elsewhere changes what a preview offers; a broker renamed, the Broker column.
 */
export const invoices = /* @__PURE__ */ defineListResource({
  keys: queryKeys.invoices,
  pageSize: PAGE_SIZES.invoices,
  getPage: getInvoices,
  staleOn: ['loads:changed'],
  messages: { loadFailed: 'Failed to load invoices' },
  // Every invoices view, previews and receivables included; the loads' Payment moves with a payment.
  changes: { invalidates: [queryKeys.invoices.all, queryKeys.loads.all] },
  /** One invoice with its loads (the detail screen). */
  record: /* @__PURE__ */ defineRecordResource({
    key: (id: number) => queryKeys.invoices.detail(id),
    get: getInvoice,
    messages: { loadFailed: 'Failed to load the invoice' },
  }),
  /** A broker's delivered loads not yet invoiced (New invoice). */
  preview: /* @__PURE__ */ defineRecordResource({
    key: (brokerId: number) => queryKeys.invoices.preview(brokerId),
    get: getInvoicePreview,
    // Read fresh each time the dialog asks: another administrator may have invoiced some of them.
    options: { staleTime: 0, retry: false },
  }),
  /** What each broker owes on a day, aged (the reports screen's Receivables). */
  receivables: /* @__PURE__ */ defineRecordResource({
    key: (asOf: string) => queryKeys.invoices.receivables(asOf),
    get: (asOf: string, signal) => getReceivables({ as_of: asOf }, signal),
    messages: { loadFailed: 'Failed to load receivables' },
  }),
});
