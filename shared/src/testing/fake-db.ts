// The fake backend's records: what a test seeds, checked against the contracts, and kept as the
// calls change it, so a test sees its own writes in the lists.
import { z } from 'zod';
import type { UserType } from '../contracts/auth';
import type { AdminProfile, Dispatcher, Driver } from '../contracts/people';
import { AdminProfileSchema, DispatcherSchema, DriverSchema } from '../contracts/people';
import { ActivityEventSchema, type ActivityEvent } from '../contracts/activity';
import { ContactSchema, MessageSchema, type Contact, type Message } from '../contracts/chat';
import { BrokerSchema, type Broker } from '../contracts/brokers';
import { TrailerSchema, TruckSchema, type Trailer, type Truck } from '../contracts/fleet';
import { LoadDocumentSchema, LoadSchema, type Load, type LoadDocument } from '../contracts/loads';
import { SettlementDetailSchema, type SettlementDetail } from '../contracts/settlements';
import { InvoiceDetailSchema, type InvoiceDetail } from '../contracts/invoices';
import { FakeCheckInSchema, type FakeCheckIn } from './fake-hours';
import { truckExpiry } from './fake-fleet';
import { clockAt, type Clock } from './fake-server-kit';
import { anAdmin } from './people-fixtures';

/** What a test seeds the backend with; every list starts empty unless given. */
export type FakeData = {
  loads?: Load[];
  /** The loads' documents (their `load` names one of `loads`); a load's `document` is its first one's url. */
  loadDocuments?: LoadDocument[];
  drivers?: Driver[];
  dispatchers?: Dispatcher[];
  trucks?: Truck[];
  trailers?: Trailer[];
  /** The brokers (issue 30); a load's `broker_id` names one of them. */
  brokers?: Broker[];
  /** The drivers' and dispatchers' shifts, which driver-hours/ and the dashboard add up. */
  checkIns?: FakeCheckIn[];
  /** The signed-in administrator (GET admin/); the kit's `anAdmin()` unless given. */
  admin?: AdminProfile;
  /** Passwords by login, for sign-in, the reset and the profile's password checks. */
  passwords?: Record<string, string>;
  /** The administrator's chat contacts; chat/unread/ adds up their unread counts. */
  contacts?: Contact[];
  /** The administrator's messages with those contacts (sender and receiver ids). */
  messages?: Message[];
  /** The audit trail's recorded writes (GET activity/ and a record's history); the fake's writes record none. */
  activity?: ActivityEvent[];
  /** Driver settlements (issue 30), each with its loads: a load a seeded settlement holds is left out of previews. */
  settlements?: SettlementDetail[];
  /** Invoices (issue 30), each with its loads: a load a live (not void) one holds is left out of previews. */
  invoices?: InvoiceDetail[];
  /** The backend's clock: "today" of the date filters and the trucks' dates, the hours' periods. Now unless given. */
  now?: Date | string;
};

const SEED_SCHEMAS = {
  loads: z.array(LoadSchema),
  loadDocuments: z.array(LoadDocumentSchema),
  drivers: z.array(DriverSchema),
  dispatchers: z.array(DispatcherSchema),
  trucks: z.array(TruckSchema),
  trailers: z.array(TrailerSchema),
  brokers: z.array(BrokerSchema),
  checkIns: z.array(FakeCheckInSchema),
  admin: AdminProfileSchema,
  contacts: z.array(ContactSchema),
  messages: z.array(MessageSchema),
  activity: z.array(ActivityEventSchema),
  settlements: z.array(SettlementDetailSchema),
  invoices: z.array(InvoiceDetailSchema),
} as const;

/** A seed that does not match the contract fails the test at once, naming the record and the field. */
function checkedSeed<K extends keyof typeof SEED_SCHEMAS>(key: K, value: unknown) {
  const result = SEED_SCHEMAS[key].safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`The fake backend's ${key} break the contract at ${[key, ...issue.path].join('.')}: ${issue.message}`);
  }
  // A copy: the backend's writes never reach the test's own fixtures.
  return structuredClone(value) as z.output<(typeof SEED_SCHEMAS)[K]>;
}

/** A shift names its person by id alone, so a driver and a dispatcher holding that id would both have worked it. */
function checkShiftOwners(checkIns: FakeCheckIn[], drivers: Driver[], dispatchers: Dispatcher[]) {
  checkIns.forEach((c, i) => {
    if (drivers.some((d) => d.id === c.user) && dispatchers.some((d) => d.id === c.user)) {
      throw new Error(
        `The fake backend's checkIns.${i}.user ${c.user} is both a driver and a dispatcher: give people one id each, as the server's users table does`,
      );
    }
  });
}

export function createFakeDb(data: FakeData) {
  const clock: Clock = clockAt(data.now);
  const db = {
    clock,
    loads: checkedSeed('loads', data.loads ?? []),
    loadDocuments: checkedSeed('loadDocuments', data.loadDocuments ?? []),
    /** Deleted loads, which restore/ brings back. */
    trash: [] as Load[],
    drivers: checkedSeed('drivers', data.drivers ?? []),
    dispatchers: checkedSeed('dispatchers', data.dispatchers ?? []),
    trucks: checkedSeed('trucks', data.trucks ?? []),
    trailers: checkedSeed('trailers', data.trailers ?? []),
    brokers: checkedSeed('brokers', data.brokers ?? []),
    checkIns: checkedSeed('checkIns', data.checkIns ?? []),
    admin: checkedSeed('admin', data.admin ?? anAdmin()),
    contacts: checkedSeed('contacts', data.contacts ?? []),
    messages: checkedSeed('messages', data.messages ?? []),
    activity: checkedSeed('activity', data.activity ?? []),
    settlements: checkedSeed('settlements', data.settlements ?? []),
    invoices: checkedSeed('invoices', data.invoices ?? []),
    /** The invoices e-mailed (the outbox), and to whom. */
    invoiceMail: [] as { invoice: number; to: string }[],
    passwords: { ...data.passwords },
    /** Token pairs issued so far: the n-th is `access-n` and `refresh-n`. */
    issued: 0,
    refreshTokens: new Map<string, UserType>(),
    /** Live reset codes by login, and the mail that carried them. */
    resets: new Map<string, { email: string; code: string }>(),
    mail: [] as { to: string; code: string }[],
    /** Who a 409 says changed a record since the screen read it (issue 29): a test's other editor. */
    otherEditor: undefined as string | undefined,

    /** The truck a driver sits in: the seeded truck that lists them. */
    truckOf(driverId: number): Truck | undefined {
      return db.trucks.find((t) => t.drivers.some((d) => d.id === driverId));
    },
    /** A driver as users/drivers/ answers them on `asOf`: their truck's number and dates judged that day. */
    driverAsOf(d: Driver, asOf: string): Driver {
      const truck = db.truckOf(d.id);
      return truck ? { ...d, truck_number: truck.truck_number, truck_expiry: truckExpiry(truck, asOf) } : d;
    },
    /** What a load says of its driver once assignment `id` gives it to `driver`. */
    assignedTo(driver: Driver, id: number, loadId: number): Pick<Load, 'assigned_driver' | 'driver_name' | 'assignments'> {
      const plate = db.truckOf(driver.id)?.truck_number ?? driver.truck_number;
      return {
        assigned_driver: { id: driver.id, name: driver.full_name, email: driver.email, vehicle_plate_no: plate },
        driver_name: driver.full_name,
        assignments: [{ id, load: loadId, driver: driver.id }],
      };
    },
  };
  checkShiftOwners(db.checkIns, db.drivers, db.dispatchers);
  return db;
}

export type FakeDb = ReturnType<typeof createFakeDb>;
