import { normalizeLogin } from '@haulboard/shared/contracts';
import type { Tx } from '../db/client';
import { recordPastEvents, type Actor, type AuditEvent } from '../domain/audit-trail';
import { trailerChanged, trailerCreated, truckCreated, truckDriversChanged, truckUpdated } from '../routes/fleet/fleet-events';
import { readAllTrailers, type TrailerRow } from '../routes/fleet/trailers-repository';
import { readAllTrucks, type TruckRow } from '../routes/fleet/trucks-repository';
import { loadChanged, loadCreated } from '../routes/loads/load-events';
import { findLoadsByIds, type LoadRow } from '../routes/loads/repository';
import { personCreated, personUpdated, type PersonType } from '../routes/people/people-events';

/**
 * The demo company's audit trail (issue 28): what its own data implies the administrator did, each
 * event built by the builders the API's writes use, from the rows the API's own reads answer, so
 * the Activity screen and every History tab read as they will once the company is in use. Nothing
 * is in the future: every moment is clipped to `now`.
 */

/** The office workstation the demo administrator works from: a private address, as behind a LAN. */
export const DEMO_ADMIN_IP = '192.168.1.24';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The few random draws the trail needs (the demo's generator, seeded apart so the rest of the demo stays the same). */
export type TrailRandom = { int: (min: number, max: number) => number; chance: (p: number) => boolean };

export type TrailPerson = {
  type: PersonType;
  id: number;
  createdAt: Date;
  first_name: string;
  last_name: string;
  /** The login, as the API keeps it. */
  email: string;
  phone_number: string | null;
  location_branch: string | null;
  address: string | null;
};

export type TrailInput = {
  now: Date;
  /** The company's today: the day the trucks' dates are read for. */
  today: string;
  admin: { id: number; name: string };
  truckCreatedAt: ReadonlyMap<string, Date>;
  trailerCreatedAt: ReadonlyMap<string, Date>;
  people: readonly TrailPerson[];
  loads: ReadonlyArray<{ id: number; assignedAt: Date | null }>;
};

/** Notes written after the truck was added (what happened to it), and how many days ago. */
const NOTES_WRITTEN_LATER: Record<string, number> = { 'TRK-106': 18, 'TRK-107': 41, 'TRK-109': 6, 'TRK-112': 27 };
/** Trailers that were on another truck first (null: in the yard now), and how many days ago they moved. */
const TRAILER_MOVES: Record<string, { from: string; daysAgo: number }> = {
  'TRL-205': { from: 'TRK-109', daysAgo: 12 },
  'TRL-207': { from: 'TRK-107', daysAgo: 9 },
};
const PRICE_CORRECTIONS = [-150, -100, -75, -50, 50, 75, 100, 125] as const;

type Timed = AuditEvent & { at: Date };

/** Records the trail in the seed's transaction, in one statement; answers how many events. */
export async function seedDemoTrail(tx: Tx, input: TrailInput, rnd: TrailRandom): Promise<number> {
  const rows = {
    trucks: await readAllTrucks(tx, input.today),
    trailers: await readAllTrailers(tx),
    loads: await findLoadsByIds(
      tx,
      input.loads.map((l) => l.id),
      'id',
    ),
  };
  const events = demoTrail(input, rows, rnd);
  const actor: Actor = { ...input.admin, ip: DEMO_ADMIN_IP };
  await recordPastEvents(tx, actor, events);
  return events.length;
}

/** The events, each at its moment; pure, so a test can read it without a database. */
export function demoTrail(
  input: TrailInput,
  rows: { trucks: readonly TruckRow[]; trailers: readonly TrailerRow[]; loads: readonly LoadRow[] },
  rnd: TrailRandom,
): Timed[] {
  const { now } = input;
  /** `ms` after `from`, or halfway from it to now when that would be later than now. */
  const after = (from: Date, ms: number) => {
    const at = from.getTime() + ms;
    return new Date(at <= now.getTime() ? at : from.getTime() + Math.max(0, now.getTime() - from.getTime()) / 2);
  };
  const daysAgo = (days: number, notBefore: Date) => after(notBefore, Math.max(HOUR, now.getTime() - days * DAY - notBefore.getTime()));
  const events: Timed[] = [];
  const add = (at: Date, list: AuditEvent[]) => events.push(...list.map((e) => ({ ...e, at })));

  // People: registered (name and login, as the Add form sends them), then their details filled in.
  const personCreatedAt = new Map<number, Date>();
  for (const p of input.people) {
    personCreatedAt.set(p.id, p.createdAt);
    const registered = { ...p, phone_number: p.type === 'driver' ? p.email : null, location_branch: null, address: null };
    add(p.createdAt, [personCreated(p.type, p.id, registered)]);
    const details = { ...p, phone_number: p.phone_number === null ? null : normalizeLogin(p.phone_number) };
    add(after(p.createdAt, rnd.int(3, 40) * MINUTE), personUpdated(p.type, p.id, registered, details));
  }

  // Trucks: added (a few notes written later), then given their drivers once they were all hired.
  const truckAddedAt = new Map<string, Date>();
  for (const truck of rows.trucks) {
    const addedAt = input.truckCreatedAt.get(truck.truck_number) ?? now;
    truckAddedAt.set(truck.truck_number, addedAt);
    const notesDaysAgo = NOTES_WRITTEN_LATER[truck.truck_number];
    const first = notesDaysAgo === undefined ? truck : { ...truck, truck_notes: null };
    add(addedAt, [truckCreated(first)]);
    if (notesDaysAgo !== undefined) add(daysAgo(notesDaysAgo, after(addedAt, DAY)), truckUpdated(first, truck));
    if (truck.drivers.length > 0) {
      const hired = Math.max(addedAt.getTime(), ...truck.drivers.map((d) => personCreatedAt.get(d.id)?.getTime() ?? 0));
      add(after(new Date(hired), rnd.int(20, 240) * MINUTE), truckDriversChanged({ ...truck, drivers: [] }, truck));
    }
  }

  // Trailers: added on their first truck (or alone, when that truck came later), hitched, moved.
  for (const trailer of rows.trailers) {
    const addedAt = input.trailerCreatedAt.get(trailer.trailer_number) ?? now;
    const move = TRAILER_MOVES[trailer.trailer_number];
    const firstTruck = move?.from ?? trailer.truck_number;
    const firstTruckAt = truckAddedAt.get(firstTruck);
    const withTruck = (number: string): TrailerRow => ({ ...trailer, truck_number: number });
    let last = withTruck(firstTruck && firstTruckAt && firstTruckAt <= addedAt ? firstTruck : '');
    let lastAt = addedAt;
    add(addedAt, [trailerCreated(last)]);
    if (last.truck_number !== firstTruck && firstTruckAt) {
      lastAt = after(firstTruckAt > addedAt ? firstTruckAt : addedAt, rnd.int(30, 300) * MINUTE);
      add(lastAt, trailerChanged(last, withTruck(firstTruck)));
      last = withTruck(firstTruck);
    }
    if (move) add(daysAgo(move.daysAgo, after(lastAt, DAY)), trailerChanged(last, trailer));
  }

  // Loads: created, its price corrected now and then, assigned, delivered, paid.
  const assignedAtOf = new Map(input.loads.map((l) => [l.id, l.assignedAt]));
  for (const load of rows.loads) {
    const createdAt = new Date(load.created_at);
    const unpaid = { ...load, payment: 'Unpaid' as const };
    const assigned: LoadRow = { ...unpaid, status: 'assigned', delivered_at: null };
    const driverless: LoadRow = {
      ...assigned,
      status: 'unassigned',
      assignment_id: null,
      driver_id: null,
      driver_first_name: null,
      driver_last_name: null,
      driver_email: null,
      truck_number: null,
    };
    const assignedAt = load.driver_id === null ? null : (assignedAtOf.get(load.id) ?? null);
    const corrected = load.price !== null && rnd.chance(0.03) ? { ...driverless, price: load.price - PRICE_CORRECTIONS[rnd.int(0, 7)] } : null;
    add(createdAt, [loadCreated(corrected ?? driverless)]);
    let lastAt = createdAt;
    if (corrected) {
      lastAt = after(createdAt, Math.min(rnd.int(15, 240) * MINUTE, ((assignedAt ?? now).getTime() - createdAt.getTime()) / 2));
      add(lastAt, loadChanged(corrected, driverless));
    }
    if (assignedAt === null) continue;
    lastAt = after(lastAt, Math.max(1000, assignedAt.getTime() - lastAt.getTime()));
    add(lastAt, loadChanged(driverless, assigned));
    let beforePayment = assigned;
    if (load.delivered_at !== null) {
      // Marked delivered from the detail screen, a little after the driver called it in.
      const deliveredAt = new Date(load.delivered_at);
      lastAt = after(lastAt, Math.max(1000, deliveredAt.getTime() - lastAt.getTime() + rnd.int(5, 180) * MINUTE));
      beforePayment = unpaid;
      add(lastAt, loadChanged(assigned, unpaid));
    }
    if (load.payment === 'Paid') {
      // A delivered load is paid days later; the odd assigned one is a quick-pay, hours later.
      const wait = load.delivered_at === null ? rnd.int(1, 48) * HOUR : rnd.int(1, 14) * DAY + rnd.int(0, 8) * HOUR;
      add(after(lastAt, wait), loadChanged(beforePayment, load));
    }
  }
  return events;
}
