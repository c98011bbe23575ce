import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './lib/mailer';
import type { Secrets } from './lib/secrets';
import type { MediaSigner } from './media/signing';

/** What every route may use; built once by main.ts (or a test) and handed to buildApp. */
export type AppDeps = {
  config: Config;
  db: Db;
  secrets: Secrets;
  mailer: Mailer;
  media: MediaSigner;
  mediaDir: string;
  /** A second database URL for LISTEN (chat fan-out across API processes). */
  databaseUrl: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
