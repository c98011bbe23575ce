// Shared by the fleet suites: callers and fixtures, made the way the screens make them.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { TrailerSchema, TruckSchema, type TrailerInput, type TruckInput } from '@haulboard/shared/contracts';
import type { TestContext } from '../../../test/build';
import { users } from '../../db/schema';

export type Headers = { authorization: string };

export function callerFor(ctx: TestContext, headers: Headers) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({ method, url: `/api/${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}
export type Caller = ReturnType<typeof callerFor>;

let seq = 0;
const unique = () => `${(seq += 1)}${crypto.randomBytes(2).toString('hex')}`;

export const truckInput = (fields: Partial<TruckInput> = {}): TruckInput => ({
  truck_number: `T-${unique()}`,
  truck_model: 'Volvo VNL 860',
  vin_number: `VIN${unique()}`.toUpperCase(),
  registration_expiration_date: '2026-03-31',
  next_service_date: '',
  insurance_expiration_date: null,
  truck_notes: '',
  ...fields,
});

export async function addTruck(api: Caller, fields: Partial<TruckInput> = {}) {
  const res = await api.post('create-truck/', truckInput(fields));
  if (res.statusCode !== 201) throw new Error(`create-truck failed: ${res.statusCode} ${res.body}`);
  return TruckSchema.parse(res.json());
}

export async function addTrailer(api: Caller, fields: Partial<TrailerInput> = {}) {
  const res = await api.post('create-trailer/', { tailer_name: `Reefer ${unique()}`, trailer_number: `TR-${unique()}`, truck_number: '', ...fields });
  if (res.statusCode !== 201) throw new Error(`create-trailer failed: ${res.statusCode} ${res.body}`);
  return TrailerSchema.parse(res.json());
}

/** A driver row without signing in (no password hashing), for tests that need many. */
export async function insertDriver(ctx: TestContext, firstName: string, lastName: string, userType: 'driver' | 'dispatcher' = 'driver') {
  const [row] = await ctx.db
    .insert(users)
    .values({ userType, email: `+1555${unique()}`, passwordHash: 'not-a-hash', firstName, lastName })
    .returning({ id: users.id });
  return row.id;
}

/** truck_id per driver, straight from the table. */
export async function truckOfDrivers(ctx: TestContext, driverIds: number[]) {
  const { rows } = await ctx.db.execute<{ driver_id: number; truck_id: number }>(
    sql`select driver_id, truck_id from truck_drivers where driver_id = any(${sql.param(driverIds)}::int[])`,
  );
  return new Map(rows.map((r) => [r.driver_id, r.truck_id]));
}

export async function countRows(ctx: TestContext, table: 'trucks' | 'trailers' | 'truck_drivers') {
  const { rows } = await ctx.db.execute<{ n: number }>(sql`select count(*) as n from ${sql.identifier(table)}`);
  return rows[0].n;
}
