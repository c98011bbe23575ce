import { sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client';

/** The validated create/update body: the truck is named by its number, null for none. */
export type TrailerFields = { tailer_name: string; trailer_number: string; truck_number: string | null };

/** A trailer with its truck's number ('' when unassigned). */
export type TrailerRow = { id: number; tailer_name: string; trailer_number: string; truck_number: string; truck_id: number | null; version: number };

/** Trailer rows of `source` (a table or a data-modifying CTE) with their truck's number. */
const selectTrailers = (source: SQL) => sql`
  select tr.id, tr.tailer_name, tr.trailer_number, coalesce(t.truck_number, '') as truck_number, tr.truck_id, tr.version
    from ${source} tr left join trucks t on t.id = tr.truck_id`;

export async function readAllTrailers(db: Queryable): Promise<TrailerRow[]> {
  const { rows } = await db.execute<TrailerRow>(sql`${selectTrailers(sql`trailers`)} order by lower(tr.tailer_name), tr.id`);
  return rows;
}

export async function readTrailer(db: Queryable, id: number): Promise<TrailerRow | null> {
  const { rows } = await db.execute<TrailerRow>(sql`${selectTrailers(sql`trailers`)} where tr.id = ${id}`);
  return rows[0] ?? null;
}

/** Locks the trailer's row until the caller's transaction ends; false when there is no such trailer. */
export async function lockTrailer(tx: Tx, id: number): Promise<boolean> {
  const { rows } = await tx.execute(sql`select id from trailers where id = ${id} for update`);
  return rows.length > 0;
}

/** The id of the truck with this number (any case), null when there is none. */
export async function findTruckIdByNumber(db: Queryable, truckNumber: string): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from trucks where lower(truck_number) = lower(${truckNumber})`);
  return rows[0]?.id ?? null;
}

export async function insertTrailer(db: Queryable, fields: TrailerFields, truckId: number | null): Promise<TrailerRow> {
  const { rows } = await db.execute<TrailerRow>(sql`
    with tr as (
      insert into trailers (tailer_name, trailer_number, truck_id)
      values (${fields.tailer_name}, ${fields.trailer_number}, ${truckId}) returning *
    ) ${selectTrailers(sql`tr`)}`);
  return rows[0];
}

/** The trailer as written, null when there is none. */
export async function writeTrailer(db: Queryable, id: number, fields: TrailerFields, truckId: number | null): Promise<TrailerRow | null> {
  const { rows } = await db.execute<TrailerRow>(sql`
    with tr as (
      update trailers set tailer_name = ${fields.tailer_name}, trailer_number = ${fields.trailer_number}, truck_id = ${truckId}
       where id = ${id} returning *
    ) ${selectTrailers(sql`tr`)}`);
  return rows[0] ?? null;
}

/** False when there was no such trailer. */
export async function removeTrailer(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.execute(sql`delete from trailers where id = ${id} returning id`);
  return rows.length > 0;
}

/** One atomic update: truck null unassigns. Null for an unknown trailer; an unknown truck fails the foreign key. */
export async function setTrailerTruck(db: Queryable, trailerId: number, truckId: number | null): Promise<TrailerRow | null> {
  const { rows } = await db.execute<TrailerRow>(sql`
    with tr as (update trailers set truck_id = ${truckId} where id = ${trailerId} returning *)
    ${selectTrailers(sql`tr`)}`);
  return rows[0] ?? null;
}

/** The trailers hitched to a truck (a truck's deletion leaves them without one). */
export async function readTrailersOfTruck(db: Queryable, truckId: number): Promise<Array<{ id: number; trailer_number: string }>> {
  const { rows } = await db.execute<{ id: number; trailer_number: string }>(
    sql`select id, trailer_number from trailers where truck_id = ${truckId} order by id`,
  );
  return rows;
}
