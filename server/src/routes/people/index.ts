import type { FastifyInstance } from 'fastify';

export async function peopleRoutes(app: FastifyInstance) {
  void app;
}
