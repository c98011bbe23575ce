import type { FastifyInstance } from 'fastify';

export async function hoursRoutes(app: FastifyInstance) {
  void app;
}
