import type { FastifyInstance } from 'fastify';

export async function fleetRoutes(app: FastifyInstance) {
  void app;
}
