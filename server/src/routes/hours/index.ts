import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPaths,
  apiRoute,
  DriverHoursExportQuerySchema,
  DriverHoursPageSchema,
  DriverHoursQuerySchema,
  DriverHoursRecordSchema,
  HoursEntrySchema,
  z,
} from '@haulboard/shared/contracts';
import { csvText, firstBatchRead } from '../../lib/csv';
import { DRIVER_HOURS_CSV_COLUMNS } from './hours-csv';
import { createHoursService } from './service';

/** Driver hours for the admin, and the check-in/out calls of the drivers' and dispatchers' app. */
export async function hoursRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hours = createHoursService(app.deps);

  app.get(
    apiRoute(ApiPaths.driverHours),
    { schema: { querystring: DriverHoursQuerySchema, response: { 200: z.union([z.array(DriverHoursRecordSchema), DriverHoursPageSchema]) } } },
    async (request) => hours.listDriverHours(request.query),
  );

  /** The period's hours of every driver matching the search (not a page), as CSV for payroll, A-Z by name. */
  app.get(apiRoute(ApiPaths.exportDriverHours), { schema: { querystring: DriverHoursExportQuerySchema } }, async (request, reply) => {
    const { period = 'daily', search } = request.query;
    const batches = await firstBatchRead(hours.exportDriverHours(period, search || undefined));
    reply.header('content-disposition', `attachment; filename="driver-hours-${period}-${hours.today()}.csv"`);
    return app.fullLists.send(
      reply,
      csvText(DRIVER_HOURS_CSV_COLUMNS, batches, (row) => row),
      'text/csv; charset=utf-8',
    );
  });

  app.post(
    apiRoute(ApiPaths.checkIn),
    { config: { roles: ['dispatcher', 'driver'] }, schema: { response: { 201: HoursEntrySchema } } },
    async (request, reply) => reply.status(201).send(await hours.checkIn(request.session.id)),
  );

  app.post(apiRoute(ApiPaths.checkOut), { config: { roles: ['dispatcher', 'driver'] }, schema: { response: { 200: HoursEntrySchema } } }, async (request) =>
    hours.checkOut(request.session.id),
  );
}
