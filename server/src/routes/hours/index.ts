import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DriverHoursExportQuerySchema, DriverHoursQuerySchema } from '@haulboard/shared/contracts';
import { csvText, firstBatchRead } from '../../lib/csv';
import { conflict } from '../../lib/http-errors';
import { keysetBatches } from '../../lib/json-stream';
import { DRIVER_HOURS_CSV_COLUMNS } from './hours-csv';
import { closeShift, getDriverHours, getDriverHoursBatch, getDriverHoursPage, openShift, type ExportKey } from './repository';
import { registerHoursZone } from './worked-time';

const DEFAULT_PAGE_SIZE = 7;
/** Drivers per query of the export: a few hundred rows in memory at a time, whatever the fleet. */
const EXPORT_BATCH = 500;

/** Driver hours for the admin, and the check-in/out calls of the drivers' and dispatchers' app. */
export async function hoursRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  // The company's calendar day, for the export's file name: 'YYYY-MM-DD' (en-CA writes dates so).
  const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: config.timezone }).format(new Date());
  // worked_time is kept for the company's zone from the first hours read on; a failure (database
  // down) is retried by the next request rather than remembered.
  let zoneRegistered: Promise<void> | null = null;
  const hoursZoneReady = () => {
    zoneRegistered ??= registerHoursZone(db, config.timezone).catch((err: unknown) => {
      zoneRegistered = null;
      throw err;
    });
    return zoneRegistered;
  };

  app.get('/driver-hours/', { schema: { querystring: DriverHoursQuerySchema } }, async (request) => {
    const { period = 'daily', page, page_size, search } = request.query;
    const base = { period, timezone: config.timezone, search: search || undefined };
    await hoursZoneReady();
    // The spec's plain array unless the caller asks for a page or a search.
    if (page === undefined && page_size === undefined && search === undefined) return getDriverHours(db, base);
    const size = page_size ?? DEFAULT_PAGE_SIZE;
    return getDriverHoursPage(db, { ...base, limit: size, offset: ((page ?? 1) - 1) * size });
  });

  /** The period's hours of every driver matching the search (not a page), as CSV for payroll, A-Z by name. */
  app.get('/driver-hours/export/', { schema: { querystring: DriverHoursExportQuerySchema } }, async (request, reply) => {
    const { period = 'daily', search } = request.query;
    const query = { period, timezone: config.timezone, search: search || undefined };
    const batches = await firstBatchRead(
      keysetBatches(
        (after: ExportKey | null, limit) => getDriverHoursBatch(db, query, after, limit),
        (row) => ({ first_name: row.first_name, last_name: row.last_name, id: row.id }),
        EXPORT_BATCH,
      ),
    );
    reply.header('content-disposition', `attachment; filename="driver-hours-${period}-${today()}.csv"`);
    return app.fullLists.send(
      reply,
      csvText(DRIVER_HOURS_CSV_COLUMNS, batches, (row) => row),
      'text/csv; charset=utf-8',
    );
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
