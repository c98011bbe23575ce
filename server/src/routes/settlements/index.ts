import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPaths,
  apiRoute,
  CreateSettlementSchema,
  IdParamsSchema,
  NoContentSchema,
  SettleSettlementSchema,
  SettlementDetailSchema,
  SettlementListQuerySchema,
  SettlementPageSchema,
  SettlementPreviewQuerySchema,
  SettlementPreviewSchema,
  settlementFileName,
} from '@haulboard/shared/contracts';
import { actorOf } from '../../domain/audit-trail';
import { createSettlementsService } from './service';

/** Driver settlements (issue 30): the administrator's alone (no `roles`, so others get 403). */
export async function settlementsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settlements = createSettlementsService(app.deps);

  app.get(
    apiRoute(ApiPaths.settlementPreview),
    {
      config: { keepAnswers: true },
      schema: { params: IdParamsSchema, querystring: SettlementPreviewQuerySchema, response: { 200: SettlementPreviewSchema } },
    },
    async (request) => settlements.previewSettlement(request.params.id, request.query),
  );

  app.get(apiRoute(ApiPaths.settlements), { schema: { querystring: SettlementListQuerySchema, response: { 200: SettlementPageSchema } } }, async (request) =>
    settlements.listSettlements(request.query),
  );

  app.post(apiRoute(ApiPaths.settlements), { schema: { body: CreateSettlementSchema, response: { 201: SettlementDetailSchema } } }, async (request, reply) =>
    reply.status(201).send(await settlements.createSettlement(request.body, actorOf(request))),
  );

  app.get(apiRoute(ApiPaths.settlement), { schema: { params: IdParamsSchema, response: { 200: SettlementDetailSchema } } }, async (request) =>
    settlements.getSettlement(request.params.id),
  );

  app.post(
    apiRoute(ApiPaths.settleSettlement),
    { schema: { params: IdParamsSchema, body: SettleSettlementSchema, response: { 200: SettlementDetailSchema } } },
    async (request) => settlements.settleSettlement(request.params.id, request.body, actorOf(request)),
  );

  app.delete(apiRoute(ApiPaths.settlement), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    await settlements.removeSettlement(request.params.id, actorOf(request));
    return reply.status(204).send(null);
  });

  /** The statement PDF, drawn in the process's one PDF queue (lib/pdf.ts), like the load report. */
  app.get(apiRoute(ApiPaths.settlementStatement), { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const { pdf, settlement } = await app.pdfs.run(() => settlements.buildStatement(request.params.id));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${settlementFileName(settlement)}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
