import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { schema } from './schema';

// DATE columns stay 'YYYY-MM-DD' strings: a JS Date would shift them by the server's time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
// COUNT(*) and SUM() of integers are bigint; our counts fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** An open transaction, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The pool or an open transaction: every repository function runs on either (ADR 007). */
export type Queryable = Db | Tx;

type QueryConfig = { text?: string; name?: string; values?: unknown[] };

/** More distinct query texts than the code writes means something generates them: those stay unnamed. */
const MAX_PREPARED_TEXTS = 2_000;

/**
 * Parameterised queries become named prepared statements, so each pooled connection parses and
 * plans a query text once and PostgreSQL can reuse the plan: planning a page of trucks took
 * 0.76 ms against 0.88 ms to run it, and a trivial query spent more time parsed and planned than
 * run. Query texts are fixed by the code (values are parameters; drizzle passes them beside the
 * config, not in it), so the set of names is bounded; a cap keeps it so. Queries without
 * parameters (migrations, DDL, several statements in one text) stay unnamed.
 */
export function prepareParameterisedQueries(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const names = new Map<string, string>();
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as QueryConfig;
    const values = c && typeof c === 'object' ? (Array.isArray(c.values) ? c.values : Array.isArray(rest[0]) ? rest[0] : null) : null;
    if (values && values.length > 0 && typeof c.text === 'string' && !c.name) {
      let name = names.get(c.text);
      if (!name && names.size < MAX_PREPARED_TEXTS) {
        name = `hb_${crypto.createHash('sha1').update(c.text).digest('hex').slice(0, 20)}`;
        names.set(c.text, name);
      }
      if (name) return query({ ...c, name }, ...rest);
    }
    return query(config, ...rest);
  };
}

export type PoolOptions = {
  /**
   * How long a query waits for a connection: a free pooled one, or a new one to a database
   * that does not answer (a host gone from the network). Past it the call fails with 503
   * instead of hanging.
   */
  connectionTimeoutMillis?: number;
  /**
   * Every statement on these connections is cancelled past this, set as the connection opens (no
   * `SET` round trip per query).
   */
  statementTimeoutMillis?: number;
  /**
   * Plan every statement for its values (`plan_cache_mode=force_custom_plan`): the texts stay
   * prepared (parsed once), but no generic plan replaces the custom ones after five runs. For
   * statements whose best plan hangs on a value the planner cannot guess without it, such as a
   * search's LIKE pattern (issue 31: `load 920838`'s generic plan read the whole primary key, 11.6 s
   * at a million loads, against 4.7 ms through the trigram index).
   */
  customPlans?: boolean;
};

export function createDb(url: string, max = 20, options: PoolOptions = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 10_000,
    // A database host that vanished without closing the connection is noticed.
    keepAlive: true,
    ...(options.statementTimeoutMillis ? { statement_timeout: options.statementTimeoutMillis } : {}),
    ...(options.customPlans ? { options: '-c plan_cache_mode=force_custom_plan' } : {}),
  });
  // An idle client that loses its server must not crash the process. The pool drops it and
  // opens new connections on demand, so a database that comes back is used again.
  pool.on('error', () => {});
  prepareParameterisedQueries(pool);
  return drizzle(pool, { schema }) as Db;
}

// Found by walking up: the same code runs from src/ (tests) and from the dist/ bundle.
function findMigrations(): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'migrations');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('migrations folder not found');
}

export const migrationsFolder = findMigrations();

/** Any fixed number: the lock every starting API process takes to migrate. */
const MIGRATION_LOCK = 4_242_007;

/**
 * Applies the migrations not yet applied. Several API processes may start at once on one
 * database: each waits for this session-level lock, so one migrates and the rest find nothing to do.
 */
export async function migrateDb(db: Db, folder = migrationsFolder): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // On the session holding the lock, so a pool of one connection migrates too.
    await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
