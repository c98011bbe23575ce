import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AGING_BUCKETS,
  AGING_BUCKET_LABELS,
  ApiPaths,
  apiRoute,
  CreateInvoiceSchema,
  CreatedInvoicesSchema,
  IdParamsSchema,
  InvoiceDetailSchema,
  InvoiceEmailedSchema,
  InvoiceListQuerySchema,
  InvoicePageSchema,
  InvoicePreviewSchema,
  PayInvoiceSchema,
  ReceivablesQuerySchema,
  ReceivablesSchema,
  VoidInvoiceSchema,
  invoiceFileName,
  type ReceivablesRow,
} from '@haulboard/shared/contracts';
import { formatCents } from '@haulboard/shared/format';
import { actorOf } from '../../domain/audit-trail';
import { csvHeader, csvRows, type CsvColumn } from '../../lib/csv';
import { createInvoicesService } from './service';

// Plain amounts (no $ or separators) so a spreadsheet reads them as numbers.
const plain = (cents: number) => formatCents(cents).replace(/[$,]/g, '');
const RECEIVABLES_COLUMNS: CsvColumn<ReceivablesRow>[] = [
  ['Broker', (r) => r.broker.name],
  ['Invoices', (r) => r.invoice_count],
  ...AGING_BUCKETS.map((b): CsvColumn<ReceivablesRow> => [AGING_BUCKET_LABELS[b], (r) => plain(r[b])]),
  ['Total', (r) => plain(r.total_cents)],
];

/** Invoices and receivables (issue 30): the administrator's alone (no `roles`, so others get 403). */
export async function invoicesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const invoices = createInvoicesService(app.deps);
  // Every PDF, shown or mailed, is drawn in the process's one PDF queue (lib/pdf.ts).
  const render = (id: number) => app.pdfs.run(() => invoices.buildPdf(id));

  app.get(apiRoute(ApiPaths.invoicePreview), { schema: { params: IdParamsSchema, response: { 200: InvoicePreviewSchema } } }, async (request) =>
    invoices.previewInvoice(request.params.id),
  );

  app.get(apiRoute(ApiPaths.invoices), { schema: { querystring: InvoiceListQuerySchema, response: { 200: InvoicePageSchema } } }, async (request) =>
    invoices.listInvoices(request.query),
  );

  app.post(apiRoute(ApiPaths.invoices), { schema: { body: CreateInvoiceSchema, response: { 201: CreatedInvoicesSchema } } }, async (request, reply) =>
    reply.status(201).send(await invoices.createInvoices(request.body, actorOf(request))),
  );

  app.get(apiRoute(ApiPaths.invoice), { schema: { params: IdParamsSchema, response: { 200: InvoiceDetailSchema } } }, async (request) =>
    invoices.getInvoice(request.params.id),
  );

  app.post(
    apiRoute(ApiPaths.payInvoice),
    { schema: { params: IdParamsSchema, body: PayInvoiceSchema, response: { 200: InvoiceDetailSchema } } },
    async (request) => invoices.payInvoice(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    apiRoute(ApiPaths.voidInvoice),
    { schema: { params: IdParamsSchema, body: VoidInvoiceSchema, response: { 200: InvoiceDetailSchema } } },
    async (request) => invoices.voidInvoice(request.params.id, request.body, actorOf(request)),
  );

  app.post(apiRoute(ApiPaths.emailInvoice), { schema: { params: IdParamsSchema, response: { 200: InvoiceEmailedSchema } } }, async (request) =>
    invoices.emailInvoice(request.params.id, render, actorOf(request)),
  );

  app.get(apiRoute(ApiPaths.invoicePdf), { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const { pdf, invoice } = await render(request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${invoiceFileName(invoice)}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  app.get(apiRoute(ApiPaths.receivables), { schema: { querystring: ReceivablesQuerySchema, response: { 200: ReceivablesSchema } } }, async (request) =>
    invoices.receivables(request.query),
  );

  /** The same table as CSV: a line per broker, then the totals. */
  app.get(apiRoute(ApiPaths.exportReceivables), { schema: { querystring: ReceivablesQuerySchema } }, async (request, reply) => {
    const r = await invoices.receivables(request.query);
    const totals: ReceivablesRow = { ...r.totals, broker: { id: 0, name: 'Total' } };
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="receivables-${r.as_of}.csv"`)
      .header('cache-control', 'no-store')
      .send(csvHeader(RECEIVABLES_COLUMNS) + csvRows(RECEIVABLES_COLUMNS, [...r.brokers, totals]));
  });
}
