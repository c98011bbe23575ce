import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPaths,
  apiRoute,
  AssignTrailerSchema,
  AssignTruckSchema,
  IdParamsSchema,
  NoContentSchema,
  TrailerInputSchema,
  UpdateTrailerSchema,
  UpdateTruckSchema,
  TrailerListSchema,
  TrailerSchema,
  TruckChoiceListSchema,
  TruckInputSchema,
  TruckPageSchema,
  TruckSchema,
  TrucksQuerySchema,
  z,
} from '@haulboard/shared/contracts';
import { actorOf } from '../../domain/audit-trail';
import { createFleetService } from './service';

/** Trucks and trailers: the administrator's alone (no `roles`, so others get 403). */
export async function fleetRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const fleet = createFleetService(app.deps);

  app.get(
    apiRoute(ApiPaths.trucksList),
    { config: { keepAnswers: true }, schema: { querystring: TrucksQuerySchema, response: { 200: z.union([z.array(TruckSchema), TruckPageSchema]) } } },
    async (request) => fleet.listTrucks(request.query),
  );

  app.get(apiRoute(ApiPaths.truckChoices), { config: { keepAnswers: true }, schema: { response: { 200: TruckChoiceListSchema } } }, async () =>
    fleet.listTruckChoices(),
  );

  app.get(apiRoute(ApiPaths.truckDetails), { schema: { params: IdParamsSchema, response: { 200: TruckSchema } } }, async (request) =>
    fleet.getTruck(request.params.id),
  );

  app.post(apiRoute(ApiPaths.createTruck), { schema: { body: TruckInputSchema, response: { 201: TruckSchema } } }, async (request, reply) =>
    reply.status(201).send(await fleet.createTruck(request.body, actorOf(request))),
  );

  app.put(apiRoute(ApiPaths.updateTruck), { schema: { params: IdParamsSchema, body: UpdateTruckSchema, response: { 200: TruckSchema } } }, async (request) =>
    fleet.updateTruck(request.params.id, request.body, actorOf(request)),
  );

  app.delete(apiRoute(ApiPaths.deleteTruck), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await fleet.deleteTruck(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });

  app.post(apiRoute(ApiPaths.assignTruck), { schema: { body: AssignTruckSchema, response: { 200: TruckSchema } } }, async (request) =>
    fleet.assignDrivers(request.body.truck_id, request.body.driver_ids, request.body.replace, actorOf(request)),
  );

  app.get(apiRoute(ApiPaths.trailersList), { config: { keepAnswers: true }, schema: { response: { 200: TrailerListSchema } } }, async () =>
    fleet.listTrailers(),
  );

  app.get(apiRoute(ApiPaths.trailerDetails), { schema: { params: IdParamsSchema, response: { 200: TrailerSchema } } }, async (request) =>
    fleet.getTrailer(request.params.id),
  );

  app.post(apiRoute(ApiPaths.createTrailer), { schema: { body: TrailerInputSchema, response: { 201: TrailerSchema } } }, async (request, reply) =>
    reply.status(201).send(await fleet.createTrailer(request.body, actorOf(request))),
  );

  app.put(
    apiRoute(ApiPaths.updateTrailer),
    { schema: { params: IdParamsSchema, body: UpdateTrailerSchema, response: { 200: TrailerSchema } } },
    async (request) => fleet.updateTrailer(request.params.id, request.body, actorOf(request)),
  );

  app.delete(apiRoute(ApiPaths.deleteTrailer), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await fleet.deleteTrailer(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });

  app.post(apiRoute(ApiPaths.assignTrailer), { schema: { body: AssignTrailerSchema, response: { 200: TrailerSchema } } }, async (request) =>
    fleet.assignTrailer(request.body.trailer_id, request.body.truck_id, actorOf(request)),
  );
}
