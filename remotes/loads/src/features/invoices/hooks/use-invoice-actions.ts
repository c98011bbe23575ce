import {
  createInvoices,
  emailInvoice,
  getInvoicePdf,
  invoiceFileName,
  payInvoice,
  saveFile,
  voidInvoice,
  type Invoice,
  type InvoiceDetail,
} from '@haulboard/shared/api/admin';
import type { CreateInvoice, CreatedInvoices } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { InvoiceMessages } from '../lib/invoice-texts';

/** Every change the Invoices screen makes, each refreshing every invoices view (previews, receivables and the loads' Payment too). */
export function useInvoiceActions() {
  const create = useResourceMutation(resources.invoices, {
    mutationFn: (body: CreateInvoice) => createInvoices(body),
    success: (made: CreatedInvoices) => InvoiceMessages.created(made.invoices.length),
    failure: InvoiceMessages.createFailed,
    failureDetail: true,
  });
  const pay = useResourceMutation(resources.invoices, {
    mutationFn: ({ invoice, paidOn }: { invoice: Invoice; paidOn: string }) => payInvoice(invoice.id, { paid_on: paidOn, version: invoice.version }),
    success: (saved: InvoiceDetail) => InvoiceMessages.paid(saved),
    failure: InvoiceMessages.payFailed,
    failureDetail: true,
  });
  const voidOne = useResourceMutation(resources.invoices, {
    mutationFn: ({ invoice, reason }: { invoice: Invoice; reason: string }) => voidInvoice(invoice.id, { reason, version: invoice.version }),
    success: (saved: InvoiceDetail) => InvoiceMessages.voided(saved),
    failure: InvoiceMessages.voidFailed,
    failureDetail: true,
  });
  // E-mailing writes no invoice field: nothing to refresh, so a plain mutation with its toasts.
  const email = useAppMutation({
    mutationFn: (invoice: Invoice) => emailInvoice(invoice.id),
    success: (sent: { to: string }) => InvoiceMessages.emailed(sent.to),
    failure: InvoiceMessages.emailFailed,
    failureDetail: true,
  });
  const download = useAppMutation({
    mutationFn: async (invoice: Invoice) => saveFile(await getInvoicePdf(invoice.id), invoiceFileName(invoice)),
    failure: InvoiceMessages.downloadFailed,
    failureDetail: true,
  });
  return { create, pay, voidOne, email, download };
}
