import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DriverHoursQuerySchema } from '@haulboard/shared/contracts';
import { conflict } from '../../lib/http-errors';
import { closeShift, countDrivers, getDriverHours, openShift } from './repository';

const DEFAULT_PAGE_SIZE = 7;

/** Driver hours for the admin, and the check-in/out calls of the drivers' and dispatchers' app. */
export async function hoursRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  app.get('/driver-hours/', { schema: { querystring: DriverHoursQuerySchema } }, async (request) => {
    const { period = 'daily', page, page_size, search } = request.query;
    const base = { period, timezone: config.timezone, search: search || undefined };
    // The spec's plain array unless the caller asks for a page or a search.
    if (page === undefined && page_size === undefined && search === undefined) return getDriverHours(db, base);
    const size = page_size ?? DEFAULT_PAGE_SIZE;
    const [count, results] = await Promise.all([countDrivers(db, base.search), getDriverHours(db, { ...base, limit: size, offset: ((page ?? 1) - 1) * size })]);
    return { count, results };
  });

  app.post('/check-in/', { config: { roles: ['dispatcher', 'driver'] } }, async (request, reply) => {
    const entry = await openShift(db, request.session.id);
    if (!entry) throw conflict('Already checked in.');
    return reply.status(201).send(entry);
  });

  app.post('/check-out/', { config: { roles: ['dispatcher', 'driver'] } }, async (request) => {
    const entry = await closeShift(db, request.session.id);
    if (!entry) throw conflict('Not checked in.');
    return entry;
  });
}
