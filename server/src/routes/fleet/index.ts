import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AssignTrailerSchema,
  AssignTruckSchema,
  FLEET_MESSAGES,
  IdParamsSchema,
  TrailerInputSchema,
  TruckInputSchema,
  TrucksQuerySchema,
} from '@haulboard/shared/contracts';
import { notFound } from '../../lib/http-errors';
import { assignTrailer, createTrailer, deleteTrailer, getTrailer, listTrailers, updateTrailer } from './trailers-repository';
import { companyDay } from './expiry';
import { assignDrivers, createTruck, deleteTruck, getTruck, listAllTrucks, listTrucks, updateTruck } from './trucks-repository';

const DEFAULT_PAGE_SIZE = 10;

/** Trucks and trailers: the administrator's alone (no `roles`, so others get 403). */
export async function fleetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;
  // Every truck answer judges its dates as of the company's today (expiry.ts).
  const today = () => companyDay(config.timezone);

  app.get('/trucks-list/', { schema: { querystring: TrucksQuerySchema } }, async (request) => {
    const { page, page_size, search, ordering, expiry } = request.query;
    // The spec's client reads a plain array; any paging, search, sort or expiry parameter asks for the envelope.
    if (page === undefined && page_size === undefined && search === undefined && ordering === undefined && expiry === undefined) {
      return listAllTrucks(db, today());
    }
    const size = page_size ?? DEFAULT_PAGE_SIZE;
    return listTrucks(db, { asOf: today(), search, ordering, expiry, limit: size, offset: ((page ?? 1) - 1) * size });
  });

  app.get('/trucks-details/:id/', { schema: { params: IdParamsSchema } }, async (request) => {
    const truck = await getTruck(db, request.params.id, today());
    if (!truck) throw notFound(FLEET_MESSAGES.truckNotFound);
    return truck;
  });

  app.post('/create-truck/', { schema: { body: TruckInputSchema } }, async (request, reply) => {
    return reply.status(201).send(await createTruck(db, request.body, today()));
  });

  app.put('/update-truck/:id/', { schema: { params: IdParamsSchema, body: TruckInputSchema } }, async (request) => {
    return updateTruck(db, request.params.id, request.body, today());
  });

  app.delete('/delete-trucks/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await deleteTruck(db, request.params.id);
    return reply.status(204).send();
  });

  app.post('/assign-truck/', { schema: { body: AssignTruckSchema } }, async (request) => {
    const { truck_id, driver_ids, replace } = request.body;
    return assignDrivers(db, truck_id, driver_ids, replace, today());
  });

  // Trailers are few: the spec neither searches, sorts nor pages them.
  app.get('/trailers-list/', async () => listTrailers(db));

  app.get('/trailers-details/:id/', { schema: { params: IdParamsSchema } }, async (request) => {
    const trailer = await getTrailer(db, request.params.id);
    if (!trailer) throw notFound(FLEET_MESSAGES.trailerNotFound);
    return trailer;
  });

  app.post('/create-trailer/', { schema: { body: TrailerInputSchema } }, async (request, reply) => {
    return reply.status(201).send(await createTrailer(db, request.body));
  });

  app.put('/update-trailer/:id/', { schema: { params: IdParamsSchema, body: TrailerInputSchema } }, async (request) => {
    return updateTrailer(db, request.params.id, request.body);
  });

  app.delete('/delete-trailers/:id/', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    await deleteTrailer(db, request.params.id);
    return reply.status(204).send();
  });

  app.post('/assign-trailer/', { schema: { body: AssignTrailerSchema } }, async (request) => {
    return assignTrailer(db, request.body.trailer_id, request.body.truck_id);
  });
}
