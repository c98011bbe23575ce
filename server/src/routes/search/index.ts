import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiPaths, apiRoute, SearchQuerySchema, SearchResultsSchema } from '@haulboard/shared/contracts';
import { createSearchService } from './service';

/** The search box (issue 29): the administrator's alone (no `roles`, so others get 403). */
export async function searchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const search = createSearchService(app.deps);
  app.addHook('onClose', () => search.close());

  app.get(
    apiRoute(ApiPaths.search),
    { config: { keepAnswers: true }, schema: { querystring: SearchQuerySchema, response: { 200: SearchResultsSchema } } },
    async (request) => search.search(request.query.q),
  );
}
