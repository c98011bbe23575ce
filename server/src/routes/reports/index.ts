import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AnalyticsQuerySchema, AnalyticsSchema, ApiPaths, apiRoute, ReportRequestSchema, reportFileName } from '@haulboard/shared/contracts';
import { createReportsService } from './service';

export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const reports = createReportsService(app.deps);

  /** The analytics screen's figures: the period's days, its statuses and top brokers, and the revenue summary. */
  app.get(
    apiRoute(ApiPaths.analytics),
    { config: { keepAnswers: true }, schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsSchema } } },
    async (request) => reports.getAnalytics(request.query),
  );

  app.post(apiRoute(ApiPaths.generateLoadReport), { schema: { body: ReportRequestSchema } }, async (request, reply) => {
    const pdf = await app.pdfs.run(() => reports.buildLoadReport(request.body));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(request.body.pickup_date)}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
