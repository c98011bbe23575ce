import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ActivityActorListSchema, ActivityExportQuerySchema, ActivityPageSchema, ActivityQuerySchema, ApiPaths, apiRoute } from '@haulboard/shared/contracts';
import { companyDay } from '../../domain/company-day';
import { createActivityService } from './service';

/** The audit trail (issue 28): the administrator's alone (no `roles`, so others get 403). */
export async function activityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activity = createActivityService(app.deps);

  app.get(apiRoute(ApiPaths.activity), { schema: { querystring: ActivityQuerySchema, response: { 200: ActivityPageSchema } } }, async (request) =>
    activity.listActivity(request.query),
  );

  /** Every event matching the list's filters (not a page), as CSV, newest first; one whole list at a time, like the loads' export. */
  app.get(apiRoute(ApiPaths.exportActivity), { schema: { querystring: ActivityExportQuerySchema } }, async (request, reply) => {
    const csv = await activity.exportActivityCsv(request.query);
    reply.header('content-disposition', `attachment; filename="activity-${companyDay(app.deps.config.timezone)}.csv"`);
    return app.fullLists.send(reply, csv, 'text/csv; charset=utf-8');
  });

  app.get(apiRoute(ApiPaths.activityActors), { schema: { response: { 200: ActivityActorListSchema } } }, async () => activity.listActors());
}
