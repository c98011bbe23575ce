import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsQuerySchema, AnalyticsSchema, ApiPaths, apiRoute, ReportRequestSchema, reportFileName } from '@haulboard/shared/contracts';
import { Gate } from '../../lib/gate';
import { createReportsService } from './service';

export const REPORTS_AT_ONCE = 1;
export const REPORTS_QUEUED = 8;

export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService(app.deps);
  // A monthly report at 100k loads is about a second of drawing: one at a time per process, a
  // short queue, then 503. Twenty at once otherwise held 1 GB and kept health checks waiting for seconds.
  const pdfs = new Gate(REPORTS_AT_ONCE, REPORTS_QUEUED, 'Too many reports are being generated right now. Try again in a few seconds.');

  /** The analytics screen's figures: the period's days, its statuses and top brokers, and the revenue summary. */
  app.get(apiRoute(ApiPaths.analytics), { schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsSchema } } }, async (request) =>
    reports.getAnalytics(request.query),
  );

  app.post(apiRoute(ApiPaths.generateLoadReport), { schema: { body: ReportRequestSchema } }, async (request, reply) => {
    const pdf = await pdfs.run(() => reports.buildLoadReport(request.body));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(request.body.pickup_date)}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
