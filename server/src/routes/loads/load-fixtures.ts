// Test data builders for the loads and reports suites (imported by tests only).
import crypto from 'node:crypto';
import type { TestContext } from '../../../test/build';
import { assignments, loads, trucks, truckDrivers, users } from '../../db/schema';
import { companyDay } from '../../domain/company-day';

let seq = 0;

export type LoadValues = Partial<typeof loads.$inferInsert>;

/** A load written straight to the database, with sensible defaults. */
export async function insertLoad(ctx: TestContext, values: LoadValues = {}): Promise<number> {
  seq += 1;
  const [row] = await ctx.db
    .insert(loads)
    .values({
      loadname: `Load ${seq}`,
      pickupLocation: 'Dallas, TX',
      deliveryLocation: 'Austin, TX',
      pickupDate: '2026-03-10',
      pickupTime: '08:00',
      deliveryDate: '2026-03-11',
      deliveryTime: '17:30',
      weightLbs: 1000,
      ...values,
    })
    .returning({ id: loads.id });
  return row.id;
}

/** A driver row without a sign-in (for tests that only need a valid driver id). */
export async function insertDriver(ctx: TestContext, values: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  seq += 1;
  const [row] = await ctx.db
    .insert(users)
    .values({
      userType: 'driver',
      email: `+1555${seq}${crypto.randomBytes(3).toString('hex')}`,
      passwordHash: 'not-a-real-hash',
      firstName: `Driver${seq}`,
      lastName: 'Fixture',
      ...values,
    })
    .returning({ id: users.id });
  return row.id;
}

/** A truck with the given driver on it; returns the truck number. */
export async function putDriverOnTruck(ctx: TestContext, driverId: number): Promise<string> {
  seq += 1;
  const truckNumber = `TRK-${seq}-${crypto.randomBytes(2).toString('hex')}`;
  const [truck] = await ctx.db
    .insert(trucks)
    .values({ truckNumber, truckModel: 'Volvo VNL', vinNumber: `VIN${seq}` })
    .returning({ id: trucks.id });
  await ctx.db.insert(truckDrivers).values({ truckId: truck.id, driverId });
  return truckNumber;
}

/** Assigns directly in the database (status included), bypassing the API. */
export async function assignInDb(ctx: TestContext, loadId: number, driverId: number, status: 'assigned' | 'delivered' = 'assigned'): Promise<number> {
  const [row] = await ctx.db.insert(assignments).values({ loadId, driverId }).returning({ id: assignments.id });
  await ctx.db.$client.query(`update loads set status = $2, delivered_at = case when $2 = 'delivered' then now() end where id = $1`, [loadId, status]);
  return row.id;
}

/** Today's date in a time zone, as 'YYYY-MM-DD': the server's own rule. */
export const todayIn = companyDay;

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
