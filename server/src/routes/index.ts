import type { FastifyInstance } from 'fastify';
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
  await app.register(brokersRoutes);
  await app.register(chatRoutes);
  await app.register(activityRoutes);
  await app.register(searchRoutes);
  await app.register(settlementsRoutes);
  await app.register(invoicesRoutes);
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
