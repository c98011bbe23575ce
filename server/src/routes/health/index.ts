import type { FastifyInstance } from 'fastify';
import { ApiPaths, apiRoute, HealthDownSchema, HealthSchema } from '@haulboard/shared/contracts';
import { DATABASE_RETRY_AFTER, DATABASE_UNAVAILABLE } from '../../plugins/errors';

/** A load balancer's check must answer even when the database hangs. */
const CHECK_TIMEOUT_MS = 2_000;

export async function healthRoutes(app: FastifyInstance) {
  // For load balancers: answers 200 only while the database answers a query, else 503.
  app.get(apiRoute(ApiPaths.health), { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthDownSchema } } }, async (_req, reply) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.deps.db.$client.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('health check timed out')), CHECK_TIMEOUT_MS);
        }),
      ]);
      return { status: 'ok' as const, database: 'up' as const };
    } catch {
      return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER).send({ detail: DATABASE_UNAVAILABLE, database: 'down' });
    } finally {
      clearTimeout(timer);
    }
  });
}
