import { and, eq, getTableColumns, getTableName, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { normalizeLogin } from '@haulboard/shared/contracts';
import type { Config } from '../config';
import type { Db, Queryable, Tx } from '../db/client';
import { assignments, checkIns, loads, messages, trailers, truckDrivers, trucks, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { BROKERS, CITIES, COMMODITIES, DISPATCHERS, DRIVERS, STREETS, TRAILERS, TRUCK_MODELS, TRUCK_NOTES, roadMiles } from './catalogue';
import { seedDemoBilling } from './demo-billing';
import { DEMO_ADMIN_IP, seedDemoTrail, type TrailPerson } from './demo-trail';

/** Every demo driver signs in with their phone number and this password. */
export const DEMO_DRIVER_PASSWORD = 'Driver-demo1!';
/** Every demo dispatcher signs in with their e-mail and this password. */
export const DEMO_DISPATCHER_PASSWORD = 'Dispatch-demo1!';

// Held for the whole seeding transaction, so two processes starting at once cannot both seed.
const DEMO_LOCK_KEY = 48_420_001;
// The demo is the same on every machine except for its dates.
const DEMO_SEED = 20_240_601;
// The audit trail draws from its own sequence, so adding it changed nothing else of the demo.
const DEMO_TRAIL_SEED = DEMO_SEED + 28;

export type DemoSummary = {
  trucks: number;
  trailers: number;
  drivers: number;
  dispatchers: number;
  loads: number;
  assignments: number;
  checkIns: number;
  messages: number;
  auditEvents: number;
  invoices: number;
  ms: number;
};

// ---------------------------------------------------------------------------------------------
// Deterministic randomness and dates in the company's time zone
// ---------------------------------------------------------------------------------------------

/** mulberry32: small, fast, and good enough to make demo data look unplanned. */
function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    chance: (p: number) => next() < p,
    money: (min: number, max: number) => Math.round((min + next() * (max - min)) * 100) / 100,
  };
}
type Random = ReturnType<typeof createRandom>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function validTimeZone(tz: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** Wall-clock arithmetic in one time zone: the dashboard's "today" is the company's today. */
function createCalendar(tz: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const fields = (instant: Date) => Object.fromEntries(parts.formatToParts(instant).map((p) => [p.type, p.value]));
  // formatToParts costs ~40 µs; offsets change on hour boundaries, so one look-up per hour is enough.
  const offsets = new Map<number, number>();
  const offsetMs = (instant: number) => {
    if (tz === 'UTC') return 0;
    const hour = Math.floor(instant / HOUR);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const f = fields(new Date(hour * HOUR));
      offset = Date.UTC(+f.year, +f.month - 1, +f.day, +f.hour, +f.minute, +f.second) - hour * HOUR;
      offsets.set(hour, offset);
    }
    return offset;
  };
  return {
    dateOf(instant: Date): string {
      const f = fields(instant);
      return `${f.year}-${f.month}-${f.day}`;
    },
    /** The instant of a local wall-clock time (minutes after midnight) on a local date. */
    at(date: string, minutes: number): Date {
      const [y, m, d] = date.split('-').map(Number);
      const wall = Date.UTC(y, m - 1, d, 0, minutes);
      // Twice, so a DST change between the guess and the answer is accounted for.
      const first = wall - offsetMs(wall);
      return new Date(wall - offsetMs(first));
    },
  };
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

// ---------------------------------------------------------------------------------------------
// Building the plan (pure: indexes instead of ids, inserted afterwards)
// ---------------------------------------------------------------------------------------------

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'; // VINs never use I, O or Q.
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [c, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_YEARS: Record<number, string> = { 2018: 'J', 2019: 'K', 2020: 'L', 2021: 'M', 2022: 'N', 2023: 'P' };

/** A 17-character VIN with a correct check digit (position 9), as a real one has. */
function makeVin(rnd: Random, wmi: string, year: number): string {
  const vds = Array.from({ length: 5 }, () => rnd.pick([...VIN_CHARS])).join('');
  const serial = String(rnd.int(100000, 999999));
  const chars = [...`${wmi}${vds}0${VIN_YEARS[year] ?? 'N'}${rnd.pick([...'ABCDLNP'])}${serial}`];
  const sum = chars.reduce((acc, c, i) => acc + (/\d/.test(c) ? Number(c) : VIN_VALUES[c]) * VIN_WEIGHTS[i], 0);
  chars[8] = sum % 11 === 10 ? 'X' : String(sum % 11);
  return chars.join('');
}

type TruckDate = 'registration' | 'insurance' | 'next_service';
/**
 * The few dates that need attention, days from the seed day; every other date is months away. A
 * realistic fleet: two trucks expired (TRK-101's registration, TRK-104's insurance: both have drivers,
 * so assigning them a load warns) and two due within the 30-day warning (TRK-102, TRK-106).
 */
const DEMO_EXPIRY_PROBLEMS: Partial<Record<number, Partial<Record<TruckDate, number>>>> = {
  0: { registration: -12 },
  1: { next_service: 9 },
  3: { insurance: -3 },
  5: { registration: 25 },
};

/**
 * One of truck `i`'s dates: the planned problem, or 60 to 400 days ahead. It draws exactly what it
 * always drew (two numbers), so the rest of the demo (drivers, loads, shifts) stays the same company.
 */
function truckDate(rnd: Random, today: string, i: number, which: TruckDate): string {
  rnd.next();
  const later = rnd.int(60, 400);
  return addDays(today, DEMO_EXPIRY_PROBLEMS[i]?.[which] ?? later);
}

type Shift = { start: Date; end: Date | null };

function buildPlan(now: Date, tz: string) {
  const rnd = createRandom(DEMO_SEED);
  const cal = createCalendar(tz);
  const today = cal.dateOf(now);
  const daysAgo = (n: number, minutes: number) => earlier(cal.at(addDays(today, -n), minutes), new Date(now.getTime() - MINUTE));

  const truckRows = TRUCK_MODELS.map(([model, year, wmi], i) => ({
    truckNumber: `TRK-${101 + i}`,
    truckModel: `${model} ${year}`,
    vinNumber: makeVin(rnd, wmi, year),
    registrationExpirationDate: truckDate(rnd, today, i, 'registration'),
    // One truck has no service booked: the screen shows N/A.
    nextServiceDate: i === 7 ? null : truckDate(rnd, today, i, 'next_service'),
    insuranceExpirationDate: truckDate(rnd, today, i, 'insurance'),
    truckNotes: TRUCK_NOTES[i],
    createdAt: daysAgo(rnd.int(120, 700), 9 * 60),
  }));

  // Six trailers hitched to the first six trucks, two waiting in the yard.
  const trailerRows = TRAILERS.map(([name, number], i) => ({
    tailerName: name,
    trailerNumber: number,
    truckIndex: i < 6 ? i : null,
    createdAt: daysAgo(rnd.int(90, 600), 10 * 60),
  }));

  const driverRows = DRIVERS.map(([first, last, gender], i) => {
    const phone = `+1 555 ${String(101 + i).padStart(4, '0')}`;
    const city = rnd.pick(CITIES)[0];
    return {
      userType: 'driver',
      // The login without separators, as the API keeps it; the contact number as people write it.
      email: normalizeLogin(phone),
      phoneNumber: phone,
      firstName: first,
      lastName: last,
      gender,
      dob: `${rnd.int(1965, 1998)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
      address: `${rnd.int(100, 9800)} ${rnd.pick(['Oak', 'Maple', 'Cedar', 'Elm', 'Pine', 'Lake', 'Hill'])} St, ${city}`,
      createdAt: daysAgo(rnd.int(60, 900), 11 * 60),
    };
  });

  const dispatcherRows = DISPATCHERS.map(([first, last, gender, branch, address], i) => ({
    userType: 'dispatcher',
    email: `${first}.${last}@haulboard.local`.toLowerCase(),
    phoneNumber: `+1 555 ${String(201 + i).padStart(4, '0')}`,
    username: `${first[0]}${last}`.toLowerCase(),
    firstName: first,
    lastName: last,
    gender,
    locationBranch: branch,
    address,
    dob: `${rnd.int(1970, 1996)}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
    createdAt: daysAgo(rnd.int(200, 1000), 9 * 60),
  }));

  // 21 of 25 drivers drive a truck: two on each of the first nine (team or relay), one on the rest.
  const truckOfDriver = new Map<number, number>();
  for (let d = 0; d < 21; d += 1) truckOfDriver.set(d, d < 18 ? Math.floor(d / 2) : d - 9);

  // Loads: 30 days back to 30 days ahead, about eight a day, in pickup order.
  type PlannedLoad = typeof loads.$inferInsert & { driverIndex: number | null; assignedAt: Date | null };
  const loadRows: PlannedLoad[] = [];
  const busyUntil = new Array<number>(DRIVERS.length).fill(0);
  for (let day = -30; day <= 30; day += 1) {
    const date = addDays(today, day);
    const count = rnd.int(5, 11);
    const times = Array.from({ length: count }, () => rnd.int(10, 36) * 30).sort((a, b) => a - b);
    for (const pickupMinutes of times) {
      const from = rnd.pick(CITIES);
      let to = rnd.pick(CITIES);
      for (let tries = 0; tries < 6 && (to === from || roadMiles(from, to) > 1600 || roadMiles(from, to) < 120); tries += 1) to = rnd.pick(CITIES);
      if (to === from) to = CITIES[(CITIES.indexOf(from) + 1) % CITIES.length];
      const distance = roadMiles(from, to);
      const transitDays = distance < 450 ? (pickupMinutes < 12 * 60 ? 0 : 1) : Math.ceil(distance / 550);
      const deliveryDate = addDays(date, transitDays);
      const deliveryMinutes = transitDays === 0 ? Math.min(pickupMinutes + Math.ceil(distance / 50) * 60 + 60, 23 * 60) : rnd.int(12, 38) * 30;
      const pickupAt = cal.at(date, pickupMinutes);
      const deliveryAt = cal.at(deliveryDate, deliveryMinutes);

      let status: 'unassigned' | 'assigned' | 'delivered';
      const r = rnd.next();
      if (deliveryAt.getTime() < now.getTime() - HOUR) status = r < 0.9 ? 'delivered' : r < 0.96 ? 'assigned' : 'unassigned';
      else if (pickupAt.getTime() < now.getTime()) status = r < 0.88 ? 'assigned' : 'unassigned';
      else if (day <= 3) status = r < 0.6 ? 'assigned' : 'unassigned';
      else status = r < 0.3 ? 'assigned' : 'unassigned';

      const createdAt = earlier(new Date(pickupAt.getTime() - rnd.int(1, 10) * DAY - rnd.int(0, 8) * HOUR), new Date(now.getTime() - rnd.int(5, 240) * MINUTE));
      let driverIndex: number | null = null;
      if (status !== 'unassigned') {
        // The least busy of a few drivers, mostly ones with a truck, so work spreads evenly.
        const pool = rnd.chance(0.9) ? [...truckOfDriver.keys()] : DRIVERS.map((_, i) => i);
        const candidates = Array.from({ length: 5 }, () => rnd.pick(pool));
        driverIndex = candidates.reduce((best, c) => (busyUntil[c] < busyUntil[best] ? c : best), candidates[0]);
        busyUntil[driverIndex] = deliveryAt.getTime();
      }
      const deliveredAt =
        status === 'delivered' ? earlier(new Date(deliveryAt.getTime() + rnd.int(-90, 120) * MINUTE), new Date(now.getTime() - 5 * MINUTE)) : null;
      const oldDelivery = deliveryAt.getTime() < now.getTime() - 10 * DAY;
      const paid = status === 'delivered' ? rnd.chance(oldDelivery ? 0.85 : 0.35) : status === 'assigned' && rnd.chance(0.05);
      const rate = distance < 400 ? rnd.next() * 1.2 + 2.6 : rnd.next() * 1.0 + 2.0;

      loadRows.push({
        // No loadNumber: that column is an outside reference (a broker's), and an invented one read
        // as a second load number beside the id every screen shows (issue 27).
        loadname: rnd.pick(COMMODITIES),
        pickupLocation: `${rnd.int(100, 9800)} ${rnd.pick(STREETS)}, ${from[0]}`,
        deliveryLocation: `${rnd.int(100, 9800)} ${rnd.pick(STREETS)}, ${to[0]}`,
        pickupDate: date,
        pickupTime: clock(pickupMinutes),
        deliveryDate,
        deliveryTime: clock(deliveryMinutes),
        weightLbs: rnd.int(80000, 440000) / 10,
        broker: rnd.chance(0.93) ? rnd.pick(BROKERS) : null,
        price: Math.round((distance * rate + 150) / 25) * 25,
        driverFee: Math.round(distance * (0.55 + rnd.next() * 0.15) * 100) / 100,
        fuelPrice: Math.round((distance / 6.8) * (3.7 + rnd.next() * 0.4) * 100) / 100,
        tollPrice: rnd.chance(0.45) ? 0 : rnd.money(12, 180),
        insuranceFee: rnd.money(45, 95),
        parkingFee: rnd.chance(0.5) ? 0 : rnd.money(15, 45),
        payment: paid ? 'Paid' : 'Unpaid',
        status,
        deliveredAt,
        createdAt,
        driverIndex,
        assignedAt: driverIndex === null ? null : earlier(new Date(createdAt.getTime() + rnd.int(10, 600) * MINUTE), new Date(now.getTime() - MINUTE)),
      });
    }
  }

  // Check-ins for the last four weeks: work days, 8-11 hour shifts; today some shifts are open.
  const shiftsOf = (days: number[], startMin: number, startMax: number, lenMin: number, lenMax: number, off: number): Shift[] => {
    const base = rnd.int(startMin, startMax);
    const shifts: Shift[] = [];
    for (let n = 27; n >= 1; n -= 1) {
      const date = addDays(today, -n);
      if (!days.includes(weekday(date)) || rnd.chance(off)) continue;
      const start = cal.at(date, base + rnd.int(-30, 30));
      shifts.push({ start, end: new Date(start.getTime() + rnd.int(lenMin, lenMax) * MINUTE) });
    }
    return shifts;
  };
  const todayShift = (state: 'open' | 'finished' | 'off', lenMin: number, lenMax: number): Shift | null => {
    if (state === 'off') return null;
    if (state === 'open') return { start: new Date(now.getTime() - rnd.int(60, 300) * MINUTE), end: null };
    const length = rnd.int(lenMin, lenMax) * MINUTE;
    const morning = cal.at(today, rnd.int(300, 420));
    const end = new Date(morning.getTime() + length);
    if (end.getTime() <= now.getTime() - 10 * MINUTE) return { start: morning, end };
    // Too early in the day for a finished day shift: a night shift that ended a little while ago,
    // and today (just after midnight, halfway between midnight and now), so it counts as done today.
    const midnight = cal.at(today, 0).getTime();
    const nightEnd = new Date(Math.max(now.getTime() - rnd.int(15, 90) * MINUTE, Math.floor((midnight + now.getTime()) / 2)));
    return { start: new Date(nightEnd.getTime() - length), end: nightEnd };
  };
  /** Newest first, a shift is kept only if it ends before the next kept one starts. */
  const withoutOverlaps = (shifts: Shift[]): Shift[] => {
    const kept: Shift[] = [];
    for (const s of [...shifts].sort((a, b) => b.start.getTime() - a.start.getTime())) {
      const next = kept[kept.length - 1];
      const end = s.end ?? now;
      if (!next || end.getTime() <= next.start.getTime() - 30 * MINUTE) kept.push(s);
    }
    return kept.reverse();
  };

  // Ten drivers on the road now, five done for the day, the rest off.
  const OPEN_NOW = new Set([0, 1, 2, 4, 5, 7, 8, 10, 13, 16]);
  const DONE_TODAY = new Set([3, 6, 11, 14, 20]);
  const driverShifts = DRIVERS.map((_, i) => {
    const days = rnd.chance(0.3) ? [1, 2, 3, 4, 5, 6] : [1, 2, 3, 4, 5];
    const past = shiftsOf(days, 300, 540, 480, 660, truckOfDriver.has(i) ? 0.08 : 0.4);
    const t = todayShift(OPEN_NOW.has(i) ? 'open' : DONE_TODAY.has(i) ? 'finished' : 'off', 480, 660);
    return withoutOverlaps(t ? [...past, t] : past);
  });
  const dispatcherShifts = DISPATCHERS.map((_, i) => {
    const past = shiftsOf([1, 2, 3, 4, 5], 420, 540, 480, 600, 0.05);
    const t = todayShift(i < 3 ? 'open' : i === 3 ? 'finished' : 'off', 480, 600);
    return withoutOverlaps(t ? [...past, t] : past);
  });

  return { today, truckRows, trailerRows, driverRows, dispatcherRows, truckOfDriver, loadRows, driverShifts, dispatcherShifts, rnd };
}

// Conversations with the admin: who, and the lines (true = the admin wrote it), oldest first.
type Line = [fromAdmin: boolean, text: string];
function conversations(
  loadOf: (driver: number) => string,
): Array<{ party: 'driver' | 'dispatcher'; index: number; endMinutesAgo: number; unread: number; lines: Line[] }> {
  return [
    {
      party: 'driver',
      index: 0,
      endMinutesAgo: 12,
      unread: 2,
      lines: [
        [true, `Morning James, ${loadOf(0)} is yours. Shipper opens at 7.`],
        [false, 'Got it. Heading there now.'],
        [true, 'Call me if they make you wait more than two hours, we bill detention after that.'],
        [false, 'Loaded and rolling. Seal number 448120.'],
        [false, 'Traffic on I-70 is heavy, might be 40 min late for the delivery appointment.'],
      ],
    },
    {
      party: 'driver',
      index: 3,
      endMinutesAgo: 95,
      unread: 1,
      lines: [
        [false, 'Receiver says the BOL weight does not match, they want a reweigh.'],
        [true, 'Go ahead, there is a CAT scale 3 miles east on the frontage road. Send me the ticket.'],
        [false, 'Reweigh done, 38,420 lbs. Uploading the ticket to the load now.'],
        [false, 'Empty and ready for the next one.'],
      ],
    },
    {
      party: 'driver',
      index: 6,
      endMinutesAgo: 26 * 60,
      unread: 0,
      lines: [
        [true, `Jose, can you take ${loadOf(6)}? Pickup tomorrow morning.`],
        [false, 'Yes, I can do it. Is it drop and hook?'],
        [true, 'Live load, about 90 minutes. Trailer TRL-203.'],
        [false, 'Ok, thanks.'],
      ],
    },
    {
      party: 'driver',
      index: 10,
      endMinutesAgo: 3 * 24 * 60,
      unread: 0,
      lines: [
        [false, 'Check engine light came on near Memphis.'],
        [true, "Pull into the Love's at exit 12, I booked you with their shop."],
        [false, 'Sensor replaced, back on the road.'],
        [true, 'Great, thanks for the quick update.'],
      ],
    },
    {
      party: 'dispatcher',
      index: 0,
      endMinutesAgo: 40,
      unread: 1,
      lines: [
        [true, 'Maria, can you cover the Dallas lanes this afternoon? Kevin is at the broker meeting.'],
        [false, 'Sure. I see three unassigned loads for Thursday, I will book them.'],
        [false, 'Two are covered, the Laredo one still needs a driver.'],
      ],
    },
    {
      party: 'dispatcher',
      index: 2,
      endMinutesAgo: 5 * 60,
      unread: 0,
      lines: [
        [false, 'Rate confirmation from Coyote came in for the Savannah reefer load.'],
        [true, 'Thanks Sarah, please attach it to the load.'],
        [false, 'Done.'],
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Seeding
// ---------------------------------------------------------------------------------------------

/**
 * A multi-row insert as one JSON parameter: drizzle's builder spends seconds assembling
 * thousands of bound parameters, json_populate_recordset takes milliseconds.
 */
async function insertRows<T extends PgTable>(tx: Tx, table: T, rows: Array<T['$inferInsert']>, returning: string[] = []) {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r as object)))].filter((k) => k in columns);
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k) => [columns[k].name, (r as Record<string, unknown>)[k] ?? null]))));
  const name = sql.identifier(getTableName(table));
  const list = (names: string[]) =>
    sql.join(
      names.map((n) => sql.identifier(n)),
      sql`, `,
    );
  const cols = list(keys.map((k) => columns[k].name));
  const result = await tx.execute<Record<string, unknown>>(
    sql`insert into ${name} (${cols}) select ${cols} from json_populate_recordset(null::${name}, ${json}::json)${
      returning.length > 0 ? sql` returning ${list(returning)}` : sql``
    }`,
  );
  return result.rows;
}

async function isEmpty(db: Queryable): Promise<boolean> {
  const res = await db.execute<{ empty: boolean }>(sql`select not exists (select 1 from trucks) and not exists (select 1 from loads) as empty`);
  return res.rows[0].empty;
}

/**
 * Seeds the demo company once, on a database that has no trucks and no loads.
 * Run it after ensureAdmin: the admin (if any) is the other party of the demo conversations.
 */
export async function seedDemoIfEmpty(db: Db, config: Config, log: (m: string) => void, now: Date = new Date()): Promise<DemoSummary | null> {
  const started = performance.now();
  // Cheap check first, so a normal restart does not pay for hashing.
  if (!(await isEmpty(db))) return null;
  // Hashed once for everybody: argon2 is deliberately slow.
  const [driverHash, dispatcherHash] = await Promise.all([hashPassword(DEMO_DRIVER_PASSWORD), hashPassword(DEMO_DISPATCHER_PASSWORD)]);
  const plan = buildPlan(now, validTimeZone(config.timezone));

  const summary = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return null;

    // A login somebody already registered keeps its owner; that demo person is left out.
    const wanted = [...plan.driverRows, ...plan.dispatcherRows].map((u) => u.email.toLowerCase());
    const taken = await tx.execute<{ login: string }>(
      sql`select lower(email) as login from users where deleted_at is null and lower(email) = any(${sql.param(wanted)})`,
    );
    const takenSet = new Set(taken.rows.map((r) => r.login));

    const lastSeenOf = (shifts: Shift[]) => {
      const last = shifts[shifts.length - 1];
      if (!last) return null;
      return last.end ?? new Date(now.getTime() - plan.rnd.int(1, 20) * MINUTE);
    };
    const driverValues = plan.driverRows
      .map((u, i) => ({ ...u, passwordHash: driverHash, lastSeenAt: lastSeenOf(plan.driverShifts[i]), index: i }))
      .filter((u) => !takenSet.has(u.email.toLowerCase()));
    const dispatcherValues = plan.dispatcherRows
      .map((u, i) => ({ ...u, passwordHash: dispatcherHash, lastSeenAt: lastSeenOf(plan.dispatcherShifts[i]), index: i }))
      .filter((u) => !takenSet.has(u.email.toLowerCase()));

    const insertedUsers = await insertRows(
      tx,
      users,
      [...driverValues, ...dispatcherValues].map(({ index: _index, ...u }) => u),
      ['id', 'email'],
    );
    const idByLogin = new Map(insertedUsers.map((u) => [String(u.email).toLowerCase(), Number(u.id)]));
    const driverIds = plan.driverRows.map((u) => idByLogin.get(u.email.toLowerCase()) ?? null);
    const dispatcherIds = plan.dispatcherRows.map((u) => idByLogin.get(u.email.toLowerCase()) ?? null);

    const truckIdByNumber = new Map((await insertRows(tx, trucks, plan.truckRows, ['id', 'truck_number'])).map((t) => [String(t.truck_number), Number(t.id)]));
    const truckIds = plan.truckRows.map((t) => truckIdByNumber.get(t.truckNumber)!);
    await insertRows(
      tx,
      trailers,
      plan.trailerRows.map(({ truckIndex, ...t }) => ({ ...t, truckId: truckIndex === null ? null : truckIds[truckIndex] })),
    );
    const crew = [...plan.truckOfDriver].filter(([d]) => driverIds[d] !== null);
    if (crew.length > 0) {
      await insertRows(
        tx,
        truckDrivers,
        crew.map(([d, t]) => ({ truckId: truckIds[t], driverId: driverIds[d]!, createdAt: plan.truckRows[t].createdAt })),
      );
    }

    // A load whose planned driver was left out stays unassigned.
    const loadValues = plan.loadRows.map(({ driverIndex, assignedAt, ...l }) =>
      driverIndex !== null && driverIds[driverIndex] === null ? { ...l, status: 'unassigned', deliveredAt: null, payment: 'Unpaid' } : l,
    );
    // Ids taken from the loads' sequence first, in pickup order, so the assignments and the chat
    // (which names a load by its id, as the list shows it) know each planned load's id.
    const reserved = await tx.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('loads', 'id'))::int as id from generate_series(1, ${loadValues.length}) order by 1`,
    );
    const loadIds = reserved.rows.map((r) => Number(r.id));
    await insertRows(
      tx,
      loads,
      loadValues.map((l, i) => ({ ...l, id: loadIds[i] })),
    );
    const assignmentValues = plan.loadRows.flatMap((l, i) => {
      const driverId = l.driverIndex === null ? null : driverIds[l.driverIndex];
      return driverId === null || driverId === undefined ? [] : [{ loadId: loadIds[i], driverId, createdAt: l.assignedAt!, updatedAt: l.assignedAt! }];
    });
    await insertRows(tx, assignments, assignmentValues);

    const checkInValues = [
      ...plan.driverShifts.flatMap((shifts, i) =>
        driverIds[i] === null ? [] : shifts.map((s) => ({ userId: driverIds[i]!, checkInTime: s.start, checkOutTime: s.end })),
      ),
      ...plan.dispatcherShifts.flatMap((shifts, i) =>
        dispatcherIds[i] === null ? [] : shifts.map((s) => ({ userId: dispatcherIds[i]!, checkInTime: s.start, checkOutTime: s.end })),
      ),
    ];
    await insertRows(tx, checkIns, checkInValues);

    // The admin's conversations, when there is an admin to talk to.
    const [admin] = await tx
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(and(eq(users.userType, 'admin'), isNull(users.deletedAt)))
      .orderBy(users.id)
      .limit(1);
    const messageValues: Array<typeof messages.$inferInsert> = [];
    if (admin) {
      const loadOf = (driver: number) => {
        // Their next load from yesterday on: what a dispatcher would be talking about.
        const i = plan.loadRows.findIndex((l) => l.driverIndex === driver && l.status === 'assigned' && l.pickupDate >= addDays(plan.today, -1));
        return i >= 0 ? `load ${loadIds[i]}` : 'the Memphis load';
      };
      for (const c of conversations(loadOf)) {
        const other = c.party === 'driver' ? driverIds[c.index] : dispatcherIds[c.index];
        if (other === null || other === undefined) continue;
        // Walk back from the last line, a few minutes between lines.
        const times: number[] = [now.getTime() - c.endMinutesAgo * MINUTE];
        while (times.length < c.lines.length) times.unshift(times[0] - plan.rnd.int(3, 25) * MINUTE);
        c.lines.forEach(([fromAdmin, text], k) => {
          const createdAt = new Date(times[k]);
          const unread = !fromAdmin && k >= c.lines.length - c.unread;
          messageValues.push({
            senderId: fromAdmin ? admin.id : other,
            receiverId: fromAdmin ? other : admin.id,
            userLow: Math.min(admin.id, other),
            userHigh: Math.max(admin.id, other),
            message: text,
            readAt: unread ? null : new Date(Math.min(createdAt.getTime() + 2 * MINUTE, now.getTime())),
            createdAt,
          });
        });
      }
      await insertRows(tx, messages, messageValues);
    }

    // What the administrator did to make all this, as the API would have recorded it (issue 28).
    let auditEvents = 0;
    let invoices = 0;
    if (admin) {
      const people: TrailPerson[] = [
        ...plan.driverRows.map((u, i) => ({ ...u, type: 'driver' as const, id: driverIds[i], locationBranch: null })),
        ...plan.dispatcherRows.map((u, i) => ({ ...u, type: 'dispatcher' as const, id: dispatcherIds[i] })),
      ].flatMap(({ id, ...u }) =>
        id === null
          ? []
          : [
              {
                type: u.type,
                id,
                createdAt: u.createdAt,
                first_name: u.firstName,
                last_name: u.lastName,
                email: u.email,
                phone_number: u.phoneNumber,
                location_branch: u.locationBranch,
                address: u.address,
              },
            ],
      );
      auditEvents = await seedDemoTrail(
        tx,
        {
          now,
          today: plan.today,
          admin: { id: admin.id, name: `${admin.firstName} ${admin.lastName}`.trim() || admin.email },
          truckCreatedAt: new Map(plan.truckRows.map((t) => [t.truckNumber, t.createdAt])),
          trailerCreatedAt: new Map(plan.trailerRows.map((t) => [t.trailerNumber, t.createdAt])),
          people,
          loads: plan.loadRows.map((l, i) => ({ id: loadIds[i], assignedAt: l.assignedAt })),
        },
        createRandom(DEMO_TRAIL_SEED),
      );
      const billing = await seedDemoBilling(tx, {
        now,
        today: plan.today,
        actor: { id: admin.id, name: `${admin.firstName} ${admin.lastName}`.trim() || admin.email, ip: DEMO_ADMIN_IP },
      });
      invoices = billing.invoices;
      auditEvents += billing.events;
    }

    return {
      trucks: truckIds.length,
      trailers: plan.trailerRows.length,
      drivers: driverValues.length,
      dispatchers: dispatcherValues.length,
      loads: loadIds.length,
      assignments: assignmentValues.length,
      checkIns: checkInValues.length,
      messages: messageValues.length,
      auditEvents,
      invoices,
      ms: 0,
    } satisfies DemoSummary;
  });

  if (!summary) return null;
  summary.ms = Math.round(performance.now() - started);
  log(
    `demo company seeded in ${summary.ms} ms: ${summary.trucks} trucks, ${summary.trailers} trailers, ${summary.drivers} drivers ` +
      `(password ${DEMO_DRIVER_PASSWORD}, login = phone number), ${summary.dispatchers} dispatchers (password ${DEMO_DISPATCHER_PASSWORD}), ` +
      `${summary.loads} loads, ${summary.checkIns} check-ins, ${summary.messages} messages, ${summary.invoices} invoices, ${summary.auditEvents} audit events`,
  );
  return summary;
}
