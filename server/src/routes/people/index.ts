import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPaths,
  apiRoute,
  DISPATCHER_DOCUMENTS,
  DispatcherPageSchema,
  DispatcherSchema,
  DRIVER_DOCUMENTS,
  DriverPageSchema,
  DriverSchema,
  IdParamsSchema,
  NoContentSchema,
  PeopleQuerySchema,
  PersonStatusSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  SentResetCodeSchema,
  SetPersonPasswordSchema,
  UpdatePersonSchema,
  UploadDocsResponseSchema,
  z,
} from '@haulboard/shared/contracts';
import { actorOf } from '../../domain/audit-trail';
import { UploadRules } from '../../media/sniff';
import { readMultipart } from '../../media/storage';
import { createPeopleService, type PersonType } from './service';

/** The Drivers and Dispatchers pages of the admin. */
export async function peopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const people = createPeopleService(app.deps);

  app.get(
    apiRoute(ApiPaths.drivers),
    { config: { keepAnswers: true }, schema: { querystring: PeopleQuerySchema, response: { 200: z.union([z.array(DriverSchema), DriverPageSchema]) } } },
    async (request) => people.listDrivers(request.query),
  );

  app.get(
    apiRoute(ApiPaths.dispatchers),
    {
      config: { keepAnswers: true },
      schema: { querystring: PeopleQuerySchema, response: { 200: z.union([z.array(DispatcherSchema), DispatcherPageSchema]) } },
    },
    async (request) => people.listDispatchers(request.query),
  );

  app.post(apiRoute(ApiPaths.register), { schema: { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema } } }, async (request, reply) =>
    reply.status(201).send(await people.registerPerson(request.body, actorOf(request))),
  );

  app.delete(apiRoute(ApiPaths.deleteUser), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await people.deleteUser(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });

  app.put(apiRoute(ApiPaths.updateDriver), { schema: { params: IdParamsSchema, body: UpdatePersonSchema, response: { 200: DriverSchema } } }, async (request) =>
    people.updateDriver(request.params.id, request.body, actorOf(request)),
  );

  app.put(
    apiRoute(ApiPaths.updateDispatcher),
    { schema: { params: IdParamsSchema, body: UpdatePersonSchema, response: { 200: DispatcherSchema } } },
    async (request) => people.updateDispatcher(request.params.id, request.body, actorOf(request)),
  );

  // A body is not needed, and none is read: the path names the person.
  const statusRoute = { schema: { params: IdParamsSchema, response: { 200: PersonStatusSchema } } };
  app.post(apiRoute(ApiPaths.deactivateUser), statusRoute, async (request) => people.setActive(request.params.id, false, actorOf(request)));
  app.post(apiRoute(ApiPaths.reactivateUser), statusRoute, async (request) => people.setActive(request.params.id, true, actorOf(request)));

  app.post(
    apiRoute(ApiPaths.setUserPassword),
    { schema: { params: IdParamsSchema, body: SetPersonPasswordSchema, response: { 204: NoContentSchema } } },
    async (request, reply) => {
      await people.setPassword(request.params.id, request.body.new_password, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.post(apiRoute(ApiPaths.sendUserResetCode), { schema: { params: IdParamsSchema, response: { 200: SentResetCodeSchema } } }, async (request) =>
    people.sendResetCode(request.params.id, actorOf(request), request.log),
  );

  /** PATCH dispatchers|drivers/{id}/upload-docs/: one document, in a slot of the person's type. */
  const uploadDocsRoute = (path: string, userType: PersonType, documents: readonly string[]) => {
    const slots = Object.fromEntries(documents.map((d) => [d, UploadRules.document]));
    app.patch(path, { schema: { params: IdParamsSchema, response: { 200: UploadDocsResponseSchema } } }, async (request) =>
      people.uploadDocument(userType, request.params.id, actorOf(request), () => readMultipart(request, slots, 'Invalid document type.')),
    );
  };
  uploadDocsRoute(apiRoute(ApiPaths.uploadDispatcherDocs), 'dispatcher', DISPATCHER_DOCUMENTS);
  uploadDocsRoute(apiRoute(ApiPaths.uploadDriverDocs), 'driver', DRIVER_DOCUMENTS);
}
