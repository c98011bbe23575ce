import type { FastifyInstance } from 'fastify';
import { StreamGate } from '../lib/json-stream';
import { authRoutes } from './auth';
import { chatRoutes } from './chat';
import { dashboardRoutes } from './dashboard';
import { fleetRoutes } from './fleet';
import { healthRoutes } from './health';
import { hoursRoutes } from './hours';
import { loadsRoutes } from './loads';
import { mediaRoutes } from './media';
import { peopleRoutes } from './people';
import { profileRoutes } from './profile';
import { reportsRoutes } from './reports';

/** Every API route, under /api/. Each area is its own plugin. */
export async function apiRoutes(app: FastifyInstance) {
  // One gate for every whole-table answer of this process (see lib/json-stream.ts): one streams
  // at a time, so the other core stays free for every other call.
  app.decorate('fullLists', new StreamGate(1, 32, 120_000));
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(mediaRoutes);
  await app.register(dashboardRoutes);
  await app.register(hoursRoutes);
  await app.register(peopleRoutes);
  await app.register(profileRoutes);
  await app.register(loadsRoutes);
  await app.register(reportsRoutes);
  await app.register(fleetRoutes);
  await app.register(chatRoutes);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns for the spec's unpaged whole-table answers, which are streamed. */
    fullLists: StreamGate;
  }
}
