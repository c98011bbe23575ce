import type { FastifyInstance } from 'fastify';

export async function reportsRoutes(app: FastifyInstance) {
  void app;
}
