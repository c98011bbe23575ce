import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The pool or an open transaction: repository functions run on either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

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
