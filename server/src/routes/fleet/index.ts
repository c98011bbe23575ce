import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPaths,
  apiRoute,
  AssignTrailerSchema,
  AssignTruckSchema,
  FLEET_MESSAGES,
  IdParamsSchema,
  NoContentSchema,
  TrailerInputSchema,
  TrailerListSchema,
  TrailerSchema,
  TruckInputSchema,
  TruckPageSchema,
  TruckSchema,
  TrucksQuerySchema,
  z,
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

  app.get(
    apiRoute(ApiPaths.trucksList),
    { schema: { querystring: TrucksQuerySchema, response: { 200: z.union([z.array(TruckSchema), TruckPageSchema]) } } },
    async (request) => {
      const { page, page_size, search, ordering, expiry } = request.query;
      // The spec's client reads a plain array; any paging, search, sort or expiry parameter asks for the envelope.
      if (page === undefined && page_size === undefined && search === undefined && ordering === undefined && expiry === undefined) {
        return listAllTrucks(db, today());
      }
      const size = page_size ?? DEFAULT_PAGE_SIZE;
      return listTrucks(db, { asOf: today(), search, ordering, expiry, limit: size, offset: ((page ?? 1) - 1) * size });
    },
  );

  app.get(apiRoute(ApiPaths.truckDetails), { schema: { params: IdParamsSchema, response: { 200: TruckSchema } } }, async (request) => {
    const truck = await getTruck(db, request.params.id, today());
    if (!truck) throw notFound(FLEET_MESSAGES.truckNotFound);
    return truck;
  });

  app.post(apiRoute(ApiPaths.createTruck), { schema: { body: TruckInputSchema, response: { 201: TruckSchema } } }, async (request, reply) => {
    return reply.status(201).send(await createTruck(db, request.body, today()));
  });

  app.put(apiRoute(ApiPaths.updateTruck), { schema: { params: IdParamsSchema, body: TruckInputSchema, response: { 200: TruckSchema } } }, async (request) => {
    return updateTruck(db, request.params.id, request.body, today());
  });

  app.delete(apiRoute(ApiPaths.deleteTruck), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await deleteTruck(db, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(apiRoute(ApiPaths.assignTruck), { schema: { body: AssignTruckSchema, response: { 200: TruckSchema } } }, async (request) => {
    const { truck_id, driver_ids, replace } = request.body;
    return assignDrivers(db, truck_id, driver_ids, replace, today());
  });

  // Trailers are few: the spec neither searches, sorts nor pages them.
  app.get(apiRoute(ApiPaths.trailersList), { schema: { response: { 200: TrailerListSchema } } }, async () => listTrailers(db));

  app.get(apiRoute(ApiPaths.trailerDetails), { schema: { params: IdParamsSchema, response: { 200: TrailerSchema } } }, async (request) => {
    const trailer = await getTrailer(db, request.params.id);
    if (!trailer) throw notFound(FLEET_MESSAGES.trailerNotFound);
    return trailer;
  });

  app.post(apiRoute(ApiPaths.createTrailer), { schema: { body: TrailerInputSchema, response: { 201: TrailerSchema } } }, async (request, reply) => {
    return reply.status(201).send(await createTrailer(db, request.body));
  });

  app.put(
    apiRoute(ApiPaths.updateTrailer),
    { schema: { params: IdParamsSchema, body: TrailerInputSchema, response: { 200: TrailerSchema } } },
    async (request) => {
      return updateTrailer(db, request.params.id, request.body);
    },
  );

  app.delete(apiRoute(ApiPaths.deleteTrailer), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await deleteTrailer(db, request.params.id);
    return reply.status(204).send(null);
  });

  app.post(apiRoute(ApiPaths.assignTrailer), { schema: { body: AssignTrailerSchema, response: { 200: TrailerSchema } } }, async (request) => {
    return assignTrailer(db, request.body.trailer_id, request.body.truck_id);
  });
}
