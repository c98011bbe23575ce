import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The pool or an open transaction: repository functions run on either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Drizzle wraps driver errors; the PostgreSQL fields live on the cause. */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: unknown; constraint?: string; cause?: { code?: unknown; constraint?: string } } | null;
  if (e && typeof e.code === 'string') return { code: e.code, constraint: e.constraint };
  if (e?.cause && typeof e.cause.code === 'string') return { code: e.cause.code, constraint: e.cause.constraint };
  return {};
}

export const isUniqueViolation = (err: unknown, constraint: string) => {
  const pg = pgErrorOf(err);
  return pg.code === '23505' && pg.constraint === constraint;
};
export const isForeignKeyViolation = (err: unknown) => pgErrorOf(err).code === '23503';

/** A LIKE pattern matching `term` anywhere, with the pattern characters in it taken literally. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Advisory-lock classes (first key of the two-int form), so fleet locks never collide with other areas'.
const LOCK_DRIVER_ASSIGNMENTS = 0x464c0001;
const LOCK_TRUCK_VIN = 0x464c0002;

/**
 * Serialises every change of truck_drivers made here (assign-truck, delete-truck). Moving drivers touches
 * rows of several trucks in an order no caller controls; one lock rules out deadlocks, and these are rare
 * admin actions.
 */
export async function lockDriverAssignments(tx: Executor) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_DRIVER_ASSIGNMENTS}::int, 0)`);
}

/** No unique index guards VINs, so two writers of the same VIN take turns until commit. */
export async function lockVin(tx: Executor, vin: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_TRUCK_VIN}::int, hashtext(lower(${vin})))`);
}

/**
 * Runs `work` again when PostgreSQL aborted it as a deadlock victim or serialization failure: our own writers
 * take one lock, but another area (deleting a driver) may still cross ours, and the caller must not see a 500.
 */
export async function retryOnDeadlock<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      const code = pgErrorOf(err).code;
      if (attempt >= attempts || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}
