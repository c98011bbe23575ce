import { sql, type SQL } from 'drizzle-orm';
import { FLEET_MESSAGES, type Trailer } from '@haulboard/shared/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { Executor } from './db-helpers';

/** The validated create/update body: the truck is named by its number, null for none. */
export type TrailerFields = { tailer_name: string; trailer_number: string; truck_number: string | null };

/** Trailer rows of `source` (a table or a data-modifying CTE) with their truck's number. */
const selectTrailers = (source: SQL) => sql`
  select tr.id, tr.tailer_name, tr.trailer_number, coalesce(t.truck_number, '') as truck_number, tr.truck_id
    from ${source} tr left join trucks t on t.id = tr.truck_id`;

export async function listTrailers(db: Executor): Promise<Trailer[]> {
  const { rows } = await db.execute<Trailer>(sql`${selectTrailers(sql`trailers`)} order by lower(tr.tailer_name), tr.id`);
  return rows;
}

export async function getTrailer(db: Executor, id: number): Promise<Trailer | null> {
  const { rows } = await db.execute<Trailer>(sql`${selectTrailers(sql`trailers`)} where tr.id = ${id}`);
  return rows[0] ?? null;
}

/** The id of the truck with this number (any case); 400 when there is none: the form offered a stale choice. */
async function findTruckId(tx: Executor, truckNumber: string | null): Promise<number | null> {
  if (truckNumber === null) return null;
  const { rows } = await tx.execute<{ id: number }>(sql`select id from trucks where lower(truck_number) = lower(${truckNumber})`);
  if (rows.length === 0) throw badRequest(FLEET_MESSAGES.truckNotFound);
  return rows[0].id;
}

function mapTrailerWriteError(err: unknown): never {
  if (isUniqueViolation(err, 'trailers_number_unique')) throw conflict(FLEET_MESSAGES.duplicateTrailerNumber);
  // The truck was deleted between the lookup and the write.
  if (isForeignKeyViolation(err)) throw badRequest(FLEET_MESSAGES.truckNotFound);
  throw err;
}

export async function createTrailer(db: Executor, fields: TrailerFields): Promise<Trailer> {
  return db
    .transaction(async (tx) => {
      const truckId = await findTruckId(tx, fields.truck_number);
      const { rows } = await tx.execute<Trailer>(sql`
        with tr as (
          insert into trailers (tailer_name, trailer_number, truck_id)
          values (${fields.tailer_name}, ${fields.trailer_number}, ${truckId}) returning *
        ) ${selectTrailers(sql`tr`)}`);
      return rows[0];
    })
    .catch(mapTrailerWriteError);
}

export async function updateTrailer(db: Executor, id: number, fields: TrailerFields): Promise<Trailer> {
  return db
    .transaction(async (tx) => {
      const found = await tx.execute(sql`select id from trailers where id = ${id} for update`);
      if (found.rows.length === 0) throw notFound(FLEET_MESSAGES.trailerNotFound);
      const truckId = await findTruckId(tx, fields.truck_number);
      const { rows } = await tx.execute<Trailer>(sql`
        with tr as (
          update trailers set tailer_name = ${fields.tailer_name}, trailer_number = ${fields.trailer_number}, truck_id = ${truckId}
           where id = ${id} returning *
        ) ${selectTrailers(sql`tr`)}`);
      return rows[0];
    })
    .catch(mapTrailerWriteError);
}

export async function deleteTrailer(db: Executor, id: number): Promise<void> {
  const { rows } = await db.execute(sql`delete from trailers where id = ${id} returning id`);
  if (rows.length === 0) throw notFound(FLEET_MESSAGES.trailerNotFound);
}

/** One atomic update: truck null unassigns. An unknown trailer changes nothing; an unknown truck fails the foreign key. */
export async function assignTrailer(db: Executor, trailerId: number, truckId: number | null): Promise<Trailer> {
  try {
    const { rows } = await db.execute<Trailer>(sql`
      with tr as (update trailers set truck_id = ${truckId} where id = ${trailerId} returning *)
      ${selectTrailers(sql`tr`)}`);
    if (rows.length === 0) throw notFound(FLEET_MESSAGES.trailerNotFound);
    return rows[0];
  } catch (err) {
    if (isForeignKeyViolation(err)) throw notFound(FLEET_MESSAGES.truckNotFound);
    throw err;
  }
}
