import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ActiveUsersSchema,
  ApiPaths,
  apiRoute,
  LoadsOverviewQuerySchema,
  LoadsOverviewResponseSchema,
  StatsSchema,
  TopDispatcherSchema,
  TopDriverSchema,
  UpcomingLoadSchema,
  z,
} from '@haulboard/shared/contracts';
import { sendJsonStream, sendJsonText } from '../../lib/json-stream';
import { createDashboardService } from './service';

/** How long an ungated overview may take to send. */
const OVERVIEW_SEND_MS = 120_000;

/** The admin dashboard's figures (all admin-only). */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const dashboard = createDashboardService(app.deps);

  // Without a range the spec's client gets every load: streamed, like every whole-table answer.
  // Streamed (never through a serializer): dashboard.test.ts parses it with the schema.
  app.get(
    apiRoute(ApiPaths.loadsOverview),
    { schema: { querystring: LoadsOverviewQuerySchema, response: { 200: LoadsOverviewResponseSchema } } },
    async (request, reply) => {
      const { text, gated } = dashboard.loadsOverview(request.query);
      return gated ? app.fullLists.send(reply, text) : sendJsonStream(reply, text, OVERVIEW_SEND_MS);
    },
  );
  // Written as JSON text once for every caller; the tests' apps check it against the schema all the same (lib/answer-check.ts).
  const figure = (path: string, schema: z.ZodType, text: () => Promise<string>) =>
    app.get(apiRoute(path), { schema: { response: { 200: schema } } }, async (_request, reply) => sendJsonText(reply, await text()));
  figure(ApiPaths.stats, StatsSchema, dashboard.stats);
  figure(ApiPaths.activeUsers, ActiveUsersSchema, dashboard.activeUsers);
  figure(ApiPaths.topDrivers, z.array(TopDriverSchema), dashboard.topDrivers);
  figure(ApiPaths.topDispatchers, z.array(TopDispatcherSchema), dashboard.topDispatchers);
  figure(ApiPaths.upcomingLoads, z.array(UpcomingLoadSchema), dashboard.upcomingLoads);
}
