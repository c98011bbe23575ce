import type { FastifyInstance } from 'fastify';

export async function chatRoutes(app: FastifyInstance) {
  void app;
}
