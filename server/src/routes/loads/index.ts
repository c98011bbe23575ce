import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPaths,
  apiRoute,
  AssignmentSchema,
  BulkPaymentSchema,
  CreateAssignmentSchema,
  CreateLoadSchema,
  IdParamsSchema,
  IdSchema,
  ListLoadsQuerySchema,
  LoadDocumentResponseSchema,
  LoadDocumentSchema,
  LoadDocumentsSchema,
  MarkDeliveredSchema,
  LoadIdsResultSchema,
  LoadIdsSchema,
  LoadSchema,
  LoadSetQuerySchema,
  LoadsEnvelopePageSchema,
  LoadsEnvelopeSchema,
  LoadsPageSchema,
  NoContentSchema,
  UpdateAssignmentSchema,
  UpdateLoadSchema,
  z,
} from '@haulboard/shared/contracts';
import { actorOf } from '../../domain/audit-trail';
import { UploadRules } from '../../media/sniff';
import { readMultipart } from '../../media/storage';
import { createLoadsService } from './service';

/** How often trashed loads past their restore window are forgotten. */
const PURGE_EVERY_MS = 30_000;

export async function loadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const loads = createLoadsService(app.deps);

  app.get(
    apiRoute(ApiPaths.listLoads),
    { config: { keepAnswers: true }, schema: { querystring: ListLoadsQuerySchema, response: { 200: z.union([z.array(LoadSchema), LoadsPageSchema]) } } },
    async (request, reply) => {
      const answer = await loads.listLoads(request.query);
      return 'all' in answer ? app.fullLists.send(reply, answer.all) : answer.page;
    },
  );

  for (const set of ['assigned', 'unassigned'] as const) {
    app.get(
      apiRoute(set === 'assigned' ? ApiPaths.assignedLoads : ApiPaths.unassignedLoads),
      // The page first: a union takes its first match, and the envelope alone would match a page too, minus its count.
      { schema: { querystring: LoadSetQuerySchema, response: { 200: z.union([LoadsEnvelopePageSchema, LoadsEnvelopeSchema]) } } },
      async (request, reply) => {
        const answer = await loads.listLoadSet(set, request.query);
        return 'all' in answer ? app.fullLists.send(reply, answer.all) : { count: answer.page.count, loads: answer.page.results };
      },
    );
  }

  app.get(apiRoute(ApiPaths.load), { schema: { params: IdParamsSchema, response: { 200: LoadSchema } } }, async (request) => loads.getLoad(request.params.id));

  /** Every load matching the list's search and filters (not just a page), as CSV, newest first. */
  app.get(apiRoute(ApiPaths.exportLoads), { schema: { querystring: ListLoadsQuerySchema } }, async (request, reply) => {
    const csv = await loads.exportLoadsCsv(request.query);
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="loads-${day}.csv"`);
    return app.fullLists.send(reply, csv, 'text/csv; charset=utf-8');
  });

  app.delete(apiRoute(ApiPaths.deleteLoad), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await loads.deleteLoad(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });

  app.post(apiRoute(ApiPaths.bulkDeleteLoads), { schema: { body: LoadIdsSchema, response: { 200: LoadIdsResultSchema } } }, async (request) => ({
    ids: await loads.deleteLoads(request.body.ids, actorOf(request)),
  }));

  app.post(apiRoute(ApiPaths.restoreLoads), { schema: { body: LoadIdsSchema, response: { 200: LoadIdsResultSchema } } }, async (request) => ({
    ids: await loads.restoreLoads(request.body.ids, actorOf(request)),
  }));

  app.post(apiRoute(ApiPaths.bulkLoadPayment), { schema: { body: BulkPaymentSchema, response: { 200: LoadIdsResultSchema } } }, async (request) => ({
    ids: await loads.setLoadsPayment(request.body.ids, request.body.payment, actorOf(request)),
  }));

  const purgeTimer = setInterval(() => void loads.purgeExpiredLoads().catch((err) => app.log.warn({ err }, 'purging deleted loads failed')), PURGE_EVERY_MS);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  app.post(
    apiRoute(ApiPaths.createLoad),
    { config: { errorMessageField: true }, schema: { body: CreateLoadSchema, response: { 201: LoadSchema } } },
    async (request, reply) => reply.status(201).send(await loads.createLoad(request.body, actorOf(request))),
  );

  app.put(apiRoute(ApiPaths.load), { schema: { params: IdParamsSchema, body: UpdateLoadSchema, response: { 200: LoadSchema } } }, async (request) =>
    loads.updateLoad(request.params.id, request.body, actorOf(request)),
  );

  app.post(apiRoute(ApiPaths.createAssignment), { schema: { body: CreateAssignmentSchema, response: { 201: AssignmentSchema } } }, async (request, reply) =>
    reply.status(201).send(await loads.createAssignment(request.body, actorOf(request))),
  );

  app.put(
    apiRoute(ApiPaths.updateAssignment, 'assignmentId'),
    { schema: { params: z.object({ assignmentId: IdSchema }), body: UpdateAssignmentSchema, response: { 200: AssignmentSchema } } },
    async (request) => loads.updateAssignment(request.params.assignmentId, request.body, actorOf(request)),
  );

  app.patch(apiRoute(ApiPaths.uploadLoadDocument), { schema: { params: IdParamsSchema, response: { 200: LoadDocumentResponseSchema } } }, async (request) => {
    const { id } = request.params;
    await loads.ensureLoadExists(id);
    const body = await readMultipart(request, { document: UploadRules.document }, 'Invalid document type.');
    return loads.replaceLoadDocument(id, body.files.document, actorOf(request));
  });

  app.post(
    apiRoute(ApiPaths.deliverLoad),
    { config: { roles: ['admin', 'driver'] }, schema: { params: IdParamsSchema, response: { 200: LoadSchema } } },
    async (request) => loads.deliverLoad(request.params.id, request.session, actorOf(request)),
  );

  app.post(apiRoute(ApiPaths.loadDelivery), { schema: { params: IdParamsSchema, body: MarkDeliveredSchema, response: { 200: LoadSchema } } }, async (request) =>
    loads.markDelivered(request.params.id, request.body, actorOf(request)),
  );

  app.delete(apiRoute(ApiPaths.loadDelivery), { schema: { params: IdParamsSchema, response: { 200: LoadSchema } } }, async (request) =>
    loads.undoDelivery(request.params.id, actorOf(request)),
  );

  app.get(apiRoute(ApiPaths.loadDocuments), { schema: { params: IdParamsSchema, response: { 200: LoadDocumentsSchema } } }, async (request) =>
    loads.listLoadDocuments(request.params.id),
  );

  app.post(apiRoute(ApiPaths.loadDocuments), { schema: { params: IdParamsSchema, response: { 201: LoadDocumentSchema } } }, async (request, reply) => {
    const { id } = request.params;
    await loads.ensureLoadExists(id);
    const body = await readMultipart(request, { document: UploadRules.document }, 'Invalid document type.');
    return reply.status(201).send(await loads.addLoadDocument(id, body, actorOf(request)));
  });

  app.delete(apiRoute(ApiPaths.loadDocument), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await loads.removeLoadDocument(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });
}
