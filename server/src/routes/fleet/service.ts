import { FLEET_MESSAGES, PAGE_SIZES, type Trailer, type Truck, type TruckChoiceRow, type TruckPage, type TrucksQuery } from '@haulboard/shared/contracts';
import type { Queryable, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { isForeignKeyViolation, isUniqueViolation, retryOnDeadlock } from '../../db/errors';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { pageWindow, wantsPage } from '../../lib/paging';
import { toTrailer, toTruck } from './answers';
import { recordEvents, type Actor } from '../../domain/audit-trail';
import { refuseStaleEdit } from '../../domain/edit-conflict';
import { companyDay } from '../../domain/company-day';
import { trailerChanged, trailerCreated, trailerDeleted, truckCreated, truckDeleted, truckDriversChanged, truckUpdated } from './fleet-events';
import {
  findTruckIdByNumber,
  insertTrailer,
  lockTrailer,
  readAllTrailers,
  readTrailer,
  readTrailersOfTruck,
  removeTrailer,
  setTrailerTruck,
  writeTrailer,
  type TrailerFields,
  type TrailerRow,
} from './trailers-repository';
import {
  findTrucksOfDrivers,
  insertTruck,
  linkDrivers,
  lockCurrentDrivers,
  lockDriverAssignments,
  lockTruck,
  lockVin,
  readAllTrucks,
  readTruckChoices,
  readTakenTruckKeys,
  readTruck,
  readTruckDrivers,
  readTruckPage,
  removeTruck,
  unlinkOtherDrivers,
  writeTruck,
  type TruckFields,
  type TruckRow,
} from './trucks-repository';

/** The spec's page size of the trucks list. */
const TRUCKS_PAGE_SIZE = PAGE_SIZES.trucks;

/** 409 when another truck has this number or VIN; the VIN lock makes the check hold until commit (no unique index guards VINs). */
async function assertTruckUnique(tx: Tx, fields: TruckFields, exceptId: number): Promise<void> {
  await lockVin(tx, fields.vin_number);
  const taken = await readTakenTruckKeys(tx, fields, exceptId);
  if (taken.numberTaken) throw conflict(FLEET_MESSAGES.duplicateTruckNumber);
  if (taken.vinTaken) throw conflict(FLEET_MESSAGES.duplicateVin);
}

/** A concurrent writer may still win the number between our check and our write: the unique index tells. */
function mapTruckWriteError(err: unknown): never {
  if (isUniqueViolation(err, 'trucks_number_unique')) throw conflict(FLEET_MESSAGES.duplicateTruckNumber);
  throw err;
}

function mapTrailerWriteError(err: unknown): never {
  if (isUniqueViolation(err, 'trailers_number_unique')) throw conflict(FLEET_MESSAGES.duplicateTrailerNumber);
  // The truck was deleted between the lookup and the write.
  if (isForeignKeyViolation(err)) throw badRequest(FLEET_MESSAGES.truckNotFound);
  throw err;
}

/** The id of the trailer's truck, null for none; 400 when the number names no truck: the form offered a stale choice. */
async function trailerTruckId(tx: Tx, truckNumber: string | null): Promise<number | null> {
  if (truckNumber === null) return null;
  const id = await findTruckIdByNumber(tx, truckNumber);
  if (id === null) throw badRequest(FLEET_MESSAGES.truckNotFound);
  return id;
}

/** Trucks, their drivers, and trailers: the administrator's fleet. */
export function createFleetService({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  // Every truck answer judges its dates as of the company's today (expiry.ts).
  const today = () => companyDay(config.timezone);

  /** The truck as it now stands in `q` (the caller's transaction, which has just written it). */
  async function truckAfterWrite(q: Queryable, id: number, asOf: string): Promise<Truck> {
    return toTruck((await readTruck(q, id, asOf)) as TruckRow, asOf);
  }

  /** The spec's plain array of every truck, unless the caller pages, searches, sorts or filters: then the page with both counts. */
  async function listTrucks(query: TrucksQuery): Promise<Truck[] | TruckPage> {
    const asOf = today();
    if (!wantsPage(query, ['page', 'page_size', 'search', 'ordering', 'expiry'])) {
      return (await readAllTrucks(db, asOf)).map((row) => toTruck(row, asOf));
    }
    const { search, ordering, expiry } = query;
    const page = await readTruckPage(db, { asOf, search, ordering, expiry, ...pageWindow(query, TRUCKS_PAGE_SIZE) });
    return { count: page.count, attention_count: page.attentionCount, results: page.rows.map((row) => toTruck(row, asOf)) };
  }

  async function listTruckChoices(): Promise<TruckChoiceRow[]> {
    return readTruckChoices(db);
  }

  async function getTruck(id: number): Promise<Truck> {
    const asOf = today();
    const row = await readTruck(db, id, asOf);
    if (!row) throw notFound(FLEET_MESSAGES.truckNotFound);
    return toTruck(row, asOf);
  }

  async function createTruck(fields: TruckFields, actor: Actor): Promise<Truck> {
    return db
      .transaction(async (tx) => {
        await assertTruckUnique(tx, fields, 0);
        const asOf = today();
        const row = (await readTruck(tx, await insertTruck(tx, fields), asOf)) as TruckRow;
        await recordEvents(tx, actor, [truckCreated(row)]);
        return toTruck(row, asOf);
      })
      .catch(mapTruckWriteError);
  }

  async function updateTruck(id: number, { version, ...fields }: TruckFields & { version?: number }, actor: Actor): Promise<Truck> {
    return db
      .transaction(async (tx) => {
        if (!(await lockTruck(tx, id))) throw notFound(FLEET_MESSAGES.truckNotFound);
        const asOf = today();
        const before = (await readTruck(tx, id, asOf)) as TruckRow;
        await refuseStaleEdit(tx, { type: 'truck', id, noun: 'truck' }, before.version, version);
        await assertTruckUnique(tx, fields, id);
        await writeTruck(tx, id, fields);
        const after = (await readTruck(tx, id, asOf)) as TruckRow;
        await recordEvents(tx, actor, truckUpdated(before, after));
        return toTruck(after, asOf);
      })
      .catch(mapTruckWriteError);
  }

  /** Its trailers become unassigned and its drivers free, by the foreign keys' own rules. */
  async function deleteTruck(id: number, actor: Actor): Promise<void> {
    await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await lockDriverAssignments(tx);
        if (!(await lockTruck(tx, id))) throw notFound(FLEET_MESSAGES.truckNotFound);
        const row = (await readTruck(tx, id, today())) as TruckRow;
        const trailers = await readTrailersOfTruck(tx, id);
        await removeTruck(tx, id);
        await recordEvents(tx, actor, truckDeleted(row, trailers));
      }),
    );
  }

  /**
   * Puts drivers on a truck: `replace` makes them its only drivers, otherwise they join the ones it has.
   * A driver drives one truck at a time, so each one leaves any other truck. All or nothing: an unknown
   * truck or driver changes no link.
   */
  async function assignDrivers(truckId: number, driverIds: number[], replace: boolean, actor: Actor): Promise<Truck> {
    const ids = [...new Set(driverIds)].sort((a, b) => a - b);
    return retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        await lockDriverAssignments(tx);
        if (!(await lockTruck(tx, truckId))) throw notFound(FLEET_MESSAGES.truckNotFound);
        const known = await lockCurrentDrivers(tx, ids);
        const unknown = ids.find((id) => !known.has(id));
        if (unknown !== undefined) throw badRequest(`No driver with id ${unknown}.`);
        // This truck, and every truck a driver leaves for it: each gets its own record.
        const touched = [truckId, ...(await findTrucksOfDrivers(tx, ids, truckId))];
        const before = await readTruckDrivers(tx, touched);
        if (replace) await unlinkOtherDrivers(tx, truckId, ids);
        await linkDrivers(tx, truckId, ids);
        const after = await readTruckDrivers(tx, touched);
        await recordEvents(
          tx,
          actor,
          touched.flatMap((id) => truckDriversChanged(before.get(id)!, after.get(id)!)),
        );
        return truckAfterWrite(tx, truckId, today());
      }),
    );
  }

  // Trailers are few: the spec neither searches, sorts nor pages them.
  async function listTrailers(): Promise<Trailer[]> {
    return (await readAllTrailers(db)).map(toTrailer);
  }

  async function getTrailer(id: number): Promise<Trailer> {
    const row = await readTrailer(db, id);
    if (!row) throw notFound(FLEET_MESSAGES.trailerNotFound);
    return toTrailer(row);
  }

  async function createTrailer(fields: TrailerFields, actor: Actor): Promise<Trailer> {
    return db
      .transaction(async (tx) => {
        const row = await insertTrailer(tx, fields, await trailerTruckId(tx, fields.truck_number));
        await recordEvents(tx, actor, [trailerCreated(row)]);
        return toTrailer(row);
      })
      .catch(mapTrailerWriteError);
  }

  /** Runs `write` on a locked trailer and records what it changed; 404 when there is no such trailer. */
  async function changeTrailer(tx: Tx, id: number, actor: Actor, write: () => Promise<TrailerRow | null>, version?: number): Promise<Trailer> {
    if (!(await lockTrailer(tx, id))) throw notFound(FLEET_MESSAGES.trailerNotFound);
    const before = (await readTrailer(tx, id))!;
    await refuseStaleEdit(tx, { type: 'trailer', id, noun: 'trailer' }, before.version, version);
    const after = (await write())!;
    await recordEvents(tx, actor, trailerChanged(before, after));
    return toTrailer(after);
  }

  async function updateTrailer(id: number, { version, ...fields }: TrailerFields & { version?: number }, actor: Actor): Promise<Trailer> {
    return db
      .transaction(async (tx) => changeTrailer(tx, id, actor, async () => writeTrailer(tx, id, fields, await trailerTruckId(tx, fields.truck_number)), version))
      .catch(mapTrailerWriteError);
  }

  async function deleteTrailer(id: number, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      if (!(await lockTrailer(tx, id))) throw notFound(FLEET_MESSAGES.trailerNotFound);
      const row = (await readTrailer(tx, id))!;
      await removeTrailer(tx, id);
      await recordEvents(tx, actor, [trailerDeleted(row)]);
    });
  }

  /** Truck null unassigns; an unknown truck fails the foreign key (404). */
  async function assignTrailer(trailerId: number, truckId: number | null, actor: Actor): Promise<Trailer> {
    return db
      .transaction(async (tx) => changeTrailer(tx, trailerId, actor, () => setTrailerTruck(tx, trailerId, truckId)))
      .catch((err: unknown) => {
        if (isForeignKeyViolation(err)) throw notFound(FLEET_MESSAGES.truckNotFound);
        throw err;
      });
  }

  return {
    listTrucks,
    listTruckChoices,
    getTruck,
    createTruck,
    updateTruck,
    deleteTruck,
    assignDrivers,
    listTrailers,
    getTrailer,
    createTrailer,
    updateTrailer,
    deleteTrailer,
    assignTrailer,
  };
}
