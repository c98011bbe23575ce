import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type pg from 'pg';

/** Counts hits on `key` in a fixed window of `windowMs` kept in PostgreSQL; answers the hits so far and the ms left in the window. */
export async function countHit(pool: pg.Pool, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  // One statement: a new key or an ended window starts at 1, else the count goes up; concurrent
  // hits from any process queue on the row, so none is lost.
  const { rows } = await pool.query<{ hits: number; ttl: number }>(
    `insert into rate_limits (key, hits, reset_at) values ($1, 1, now() + $2 * interval '1 millisecond')
     on conflict (key) do update
        set hits = case when rate_limits.reset_at <= now() then 1 else rate_limits.hits + 1 end,
            reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
     returning hits, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`,
    [key, windowMs],
  );
  return { current: rows[0].hits, ttl: rows[0].ttl };
}

/** Forgets windows that ended over an hour ago, so the table holds only recent callers. */
export async function pruneRateLimits(pool: pg.Pool): Promise<void> {
  await pool.query(`delete from rate_limits where reset_at < now() - interval '1 hour'`);
}

/** What the plugin hands a store: the route it limits (none: a shared `app.rateLimit(...)` hook). */
type StoreOptions = FastifyRateLimitOptions & { routeInfo?: { method?: string; url?: string } };
type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for @fastify/rate-limit whose counts every API process shares (the plugin's own store
 * is one process's memory: behind a load balancer with N processes, N times the attempts).
 * Keys are the route and the client's address, so each limited route counts on its own, and
 * routes sharing one `app.rateLimit(...)` hook (the password reset's) count together.
 */
export function pgRateLimitStore(pool: pg.Pool) {
  return class PgRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(private readonly options: StoreOptions) {
      this.scope = options.routeInfo?.url ? `${options.routeInfo.method ?? ''} ${options.routeInfo.url}` : 'shared';
    }

    // The plugin passes the route's window in milliseconds to every call.
    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(pool, `${this.scope} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    child(routeOptions: StoreOptions): FastifyRateLimitStore {
      return new PgRateLimitStore({ ...this.options, ...routeOptions });
    }
  };
}
