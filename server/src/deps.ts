import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './lib/mailer';
import type { Secrets } from './lib/secrets';
import type { MediaSigner } from './media/signing';
import type { MediaStore } from './media/store';

/** What every route may use; built once by main.ts (or a test) and handed to buildApp. */
export type AppDeps = {
  config: Config;
  db: Db;
  secrets: Secrets;
  mailer: Mailer;
  media: MediaSigner;
  /** This machine's folder for uploads being received (and, with the local store, the files themselves). */
  mediaDir: string;
  /** Where stored files' bytes live: the folder above or an S3-compatible bucket (media/store.ts). */
  store: MediaStore;
  /** A second database URL for LISTEN (chat fan-out across API processes). */
  databaseUrl: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
