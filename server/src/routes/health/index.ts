import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ApiPaths, apiRoute, HealthDownSchema, HealthSchema } from '@haulboard/shared/contracts';
import { backupStatusFile, readBackupStatus } from '../../backup/status';
import { DATABASE_RETRY_AFTER, DATABASE_UNAVAILABLE } from '../../plugins/errors';

/** A load balancer's check must answer even when the database hangs. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * A database check that is only slow (the machine busy, a queue of queries) is not a database
 * that is down: it counts as up while the database answered a check this recently, even if
 * that answer came after its check had stopped waiting.
 */
const SLOW_IS_UP_FOR_MS = 30_000;

class TimedOut extends Error {}

/** `check` within CHECK_TIMEOUT_MS, or a rejection (TimedOut when it was still waiting). */
async function withinTimeout(check: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new TimedOut('health check timed out')), CHECK_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance) {
  const { config } = app.deps;
  // A load balancer asks every few seconds: the status file is read again only when it changed.
  let backup: { mtimeMs: number; lastOk: string | null } = { mtimeMs: -1, lastOk: null };
  const lastBackup = async () => {
    const mtimeMs = await fs.stat(backupStatusFile(config.dataDir)).then(
      (st) => st.mtimeMs,
      () => 0,
    );
    if (mtimeMs !== backup.mtimeMs) backup = { mtimeMs, lastOk: mtimeMs ? (await readBackupStatus(config.dataDir)).last_ok_at : null };
    return backup.lastOk;
  };

  let databaseAnsweredAt = 0;
  const askDatabase = () =>
    app.deps.db.$client.query('select 1').then(() => {
      databaseAnsweredAt = Date.now();
    });

  // For load balancers: answers 200 while the database answers a query (or is only slow: it
  // answered within the last 30 s), else 503. The file store is reported, not required: a
  // process without it still serves everything but files.
  app.get(apiRoute(ApiPaths.health), { config: { public: true }, schema: { response: { 200: HealthSchema, 503: HealthDownSchema } } }, async (_req, reply) => {
    const [database, storage] = await Promise.allSettled([withinTimeout(askDatabase()), withinTimeout(app.deps.store.check())]);
    const slow = database.status === 'rejected' && database.reason instanceof TimedOut && Date.now() - databaseAnsweredAt < SLOW_IS_UP_FOR_MS;
    if (database.status === 'rejected' && !slow) {
      return reply.status(503).header('retry-after', DATABASE_RETRY_AFTER).send({ detail: DATABASE_UNAVAILABLE, database: 'down' });
    }
    return {
      status: 'ok' as const,
      database: slow ? ('slow' as const) : ('up' as const),
      storage: storage.status === 'fulfilled' ? ('up' as const) : ('down' as const),
      backup: { automatic: config.backups.enabled && !config.databaseUrl, last_ok_at: await lastBackup() },
    };
  });
}
