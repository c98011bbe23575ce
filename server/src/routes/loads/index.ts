import type { FastifyInstance } from 'fastify';

export async function loadsRoutes(app: FastifyInstance) {
  void app;
}
