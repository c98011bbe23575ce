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
import { getTopWorkers } from '../hours/repository';
import { keysetBatches, sendJsonStream } from '../../lib/json-stream';
import { getActiveUsers, getLoadsOverviewBatch, getStats, getUpcomingLoads, overviewText, type OverviewKey } from './repository';
import { sharedInFlight } from './shared-in-flight';

/** The spec's upcoming-loads window: 7 days from today. */
const UPCOMING_DAYS = 7;
const JSON_TYPE = 'application/json; charset=utf-8';
/** Loads per database read of the streamed overview. */
const OVERVIEW_BATCH = 2000;
/** A range up to this many days (the dashboard asks for a month) is sent at once; a longer one, or none, waits its turn with every whole-table answer. */
const OVERVIEW_UNGATED_DAYS = 62;
const DAY_MS = 24 * 60 * 60 * 1000;

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

  // Without a range the spec's client gets every load: streamed, like every whole-table answer.
  // Streamed (never through a serializer): dashboard.test.ts parses it with the schema.
  app.get(
    apiRoute(ApiPaths.loadsOverview),
    { schema: { querystring: LoadsOverviewQuerySchema, response: { 200: LoadsOverviewResponseSchema } } },
    async (request, reply) => {
      const batches = keysetBatches(
        (after: OverviewKey | null, limit) => getLoadsOverviewBatch(db, request.query, after, limit),
        ({ pickup_date, id }) => ({ pickup_date, id }),
        OVERVIEW_BATCH,
      );
      const { from, to } = request.query;
      const short = from && to && (Date.parse(to) - Date.parse(from)) / DAY_MS <= OVERVIEW_UNGATED_DAYS;
      return short ? sendJsonStream(reply, overviewText(batches), 120_000) : app.fullLists.send(reply, overviewText(batches));
    },
  );
  // Written as JSON text once for every caller; the tests' apps check it against the schema all the same (lib/answer-check.ts).
  const figure = (path: string, schema: z.ZodType, text: () => Promise<string>) =>
    app.get(apiRoute(path), { schema: { response: { 200: schema } } }, async (_request, reply) => reply.type(JSON_TYPE).send(await text()));
  figure(ApiPaths.stats, StatsSchema, stats);
  figure(ApiPaths.activeUsers, ActiveUsersSchema, activeUsers);
  figure(ApiPaths.topDrivers, z.array(TopDriverSchema), topDrivers);
  figure(ApiPaths.topDispatchers, z.array(TopDispatcherSchema), topDispatchers);
  figure(ApiPaths.upcomingLoads, z.array(UpcomingLoadSchema), upcomingLoads);
}
