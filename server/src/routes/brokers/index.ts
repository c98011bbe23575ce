import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPaths,
  apiRoute,
  BrokerInputSchema,
  BrokerPageSchema,
  BrokerSchema,
  BrokersQuerySchema,
  IdParamsSchema,
  UpdateBrokerSchema,
} from '@haulboard/shared/contracts';
import { actorOf } from '../../domain/audit-trail';
import { createBrokersService } from './service';

/** Brokers (issue 30): the administrator's alone, as the loads are (no `roles`, so others get 403). */
export async function brokersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const brokers = createBrokersService(app.deps);

  app.get(apiRoute(ApiPaths.brokers), { schema: { querystring: BrokersQuerySchema, response: { 200: BrokerPageSchema } } }, async (request) =>
    brokers.listBrokers(request.query),
  );

  app.get(apiRoute(ApiPaths.broker), { schema: { params: IdParamsSchema, response: { 200: BrokerSchema } } }, async (request) =>
    brokers.getBroker(request.params.id),
  );

  app.post(apiRoute(ApiPaths.brokers), { schema: { body: BrokerInputSchema, response: { 201: BrokerSchema } } }, async (request, reply) =>
    reply.status(201).send(await brokers.createBroker(request.body, actorOf(request))),
  );

  app.put(apiRoute(ApiPaths.broker), { schema: { params: IdParamsSchema, body: UpdateBrokerSchema, response: { 200: BrokerSchema } } }, async (request) =>
    brokers.updateBroker(request.params.id, request.body, actorOf(request)),
  );
}
