import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

export async function healthRoutes(app: FastifyInstance) {
  // For load balancers: answers 200 only while the database answers.
  app.get('/health/', { config: { public: true } }, async (_req, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ detail: 'Database unavailable.' });
    }
  });
}
