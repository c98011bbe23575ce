import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { StreamGate } from '../lib/json-stream';
import type { Gate } from '../lib/gate';
import { pdfGate } from '../lib/pdf';
import { removeTemporaryUploads, type UploadedFile } from '../media/storage';
import { UploadGuard } from '../media/upload-guard';
import { activityRoutes } from './activity';
import { authRoutes } from './auth';
import { brokersRoutes } from './brokers';
import { chatRoutes } from './chat';
import { dashboardRoutes } from './dashboard';
import { fleetRoutes } from './fleet';
import { healthRoutes } from './health';
import { hoursRoutes } from './hours';
import { invoicesRoutes } from './invoices';
import { loadsRoutes } from './loads';
import { mediaRoutes } from './media';
import { peopleRoutes } from './people';
import { profileRoutes } from './profile';
import { reportsRoutes } from './reports';
import { searchRoutes } from './search';
import { settlementsRoutes } from './settlements';

/**
 * A plugin with a name, still encapsulated. Without one, Fastify looks for the function among the
 * exports of every loaded module (`require.cache`): a few entries in the bundled server, but under
 * Jest a proxy over its whole module registry, about 0.4 CPU-s for each app the server tests build.
 */
export const named = (name: string, plugin: FastifyPluginAsync): FastifyPluginAsync => fp(plugin, { name, encapsulate: true });

/** An area's routes carry its name: the OpenAPI document tags them with it. */
const inArea = (area: string, routes: FastifyPluginAsync) =>
  named(area, async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, area };
    });
    await app.register(named(`${area} routes`, routes));
  });

/** Every API route, under /api/. Each area is its own plugin. */
export async function apiRoutes(app: FastifyInstance) {
  // One gate for every whole-table answer of this process (see lib/json-stream.ts): one streams
  // at a time, so the other core stays free for every other call.
  app.decorate('fullLists', new StreamGate(1, 32, 120_000));
  // One PDF drawn at a time, of any kind (the load report, a settlement statement): lib/pdf.ts.
  app.decorate('pdfs', pdfGate());
  const { config, db } = app.deps;
  app.decorate(
    'uploads',
    new UploadGuard(db, {
      concurrent: config.uploadsConcurrent,
      perMinute: config.uploadsPerMinute,
      quotaBytes: config.uploadQuotaMb * 1024 * 1024,
      adminQuotaBytes: config.adminUploadQuotaMb * 1024 * 1024,
    }),
  );
  app.decorateRequest('uploadedFiles', null as unknown as UploadedFile[]);
  app.addHook('onRequest', async (request) => {
    request.uploadedFiles = [];
  });
  app.addHook('onResponse', async (request) => {
    // Uploads a handler did not store (it failed, or refused them) leave no temporary file behind.
    // None when an earlier hook answered first (a 401 from the auth hook runs before ours).
    if (request.uploadedFiles?.length) await removeTemporaryUploads(request.uploadedFiles);
  });
  await app.register(inArea('Health', healthRoutes));
  await app.register(inArea('Auth', authRoutes));
  await app.register(inArea('Media', mediaRoutes));
  await app.register(inArea('Dashboard', dashboardRoutes));
  await app.register(inArea('Hours', hoursRoutes));
  await app.register(inArea('People', peopleRoutes));
  await app.register(inArea('Profile', profileRoutes));
  await app.register(inArea('Loads', loadsRoutes));
  await app.register(inArea('Reports', reportsRoutes));
  await app.register(inArea('Fleet', fleetRoutes));
  await app.register(inArea('Brokers', brokersRoutes));
  await app.register(inArea('Chat', chatRoutes));
  await app.register(inArea('Activity', activityRoutes));
  await app.register(inArea('Search', searchRoutes));
  await app.register(inArea('Settlements', settlementsRoutes));
  await app.register(inArea('Invoices', invoicesRoutes));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns for the spec's unpaged whole-table answers, which are streamed. */
    fullLists: StreamGate;
    /** Turns for drawing a PDF. */
    pdfs: Gate;
    /** Per-user bounds on uploads (media/upload-guard.ts). */
    uploads: UploadGuard;
  }
  interface FastifyRequest {
    /** Files this request uploaded; those still in the temporary folder are removed after the answer. */
    uploadedFiles: UploadedFile[];
  }
}
