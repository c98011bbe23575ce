import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LoadsOverviewQuerySchema } from '@haulboard/shared/contracts';
import { getTopWorkers } from '../hours/repository';
import { getActiveUsers, getLoadsOverviewJson, getStats, getUpcomingLoads } from './repository';
import { sharedInFlight } from './shared-in-flight';

/** The spec's upcoming-loads window: 7 days from today. */
const UPCOMING_DAYS = 7;
const JSON_TYPE = 'application/json; charset=utf-8';

/** A figure that is the same for every admin: concurrent requests share one query and one serialisation. */
const sharedFigure = <T>(load: () => Promise<T>) => sharedInFlight(async () => JSON.stringify(await load()));

/** The admin dashboard's figures (all admin-only). */
export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  const { timezone } = config;

  const stats = sharedFigure(() => getStats(db));
  const activeUsers = sharedFigure(() => getActiveUsers(db));
  const topDrivers = sharedFigure(() => getTopWorkers(db, 'driver', timezone));
  const topDispatchers = sharedFigure(async () =>
    (await getTopWorkers(db, 'dispatcher', timezone)).map(({ id, first_name, last_name, hours }) =>
      // The contract spells the dispatcher's first name `first_naem`.
      ({ id, first_naem: first_name, last_name, hours }),
    ),
  );
  const upcomingLoads = sharedFigure(() => getUpcomingLoads(db, timezone, UPCOMING_DAYS));

  app.get('/loads-overview/', { schema: { querystring: LoadsOverviewQuerySchema } }, async (request, reply) =>
    reply.type(JSON_TYPE).send(await getLoadsOverviewJson(db, { ...request.query, timezone })),
  );
  app.get('/stats/', async (_request, reply) => reply.type(JSON_TYPE).send(await stats()));
  app.get('/active-users/', async (_request, reply) => reply.type(JSON_TYPE).send(await activeUsers()));
  app.get('/top-drivers/', async (_request, reply) => reply.type(JSON_TYPE).send(await topDrivers()));
  app.get('/top-dispatchers/', async (_request, reply) => reply.type(JSON_TYPE).send(await topDispatchers()));
  app.get('/upcoming-loads/', async (_request, reply) => reply.type(JSON_TYPE).send(await upcomingLoads()));
}
