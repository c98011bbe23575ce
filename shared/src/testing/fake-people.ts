// The fake backend's people: users/drivers/ and users/dispatchers/, register/ and users/delete/,
// the document uploads, details, deactivation and passwords, with the semantics of server/src/routes/people.
import { z } from 'zod';
import { DISPATCHER_DOCUMENTS, DRIVER_DOCUMENTS } from '../contracts/person-documents';
import {
  DispatcherPageSchema,
  DispatcherSchema,
  DriverPageSchema,
  DriverSchema,
  isPhoneNumber,
  normalizeLogin,
  PeopleQuerySchema,
  PersonStatusSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  SentResetCodeSchema,
  SetPersonPasswordSchema,
  UpdatePersonSchema,
  UploadDocsResponseSchema,
  type Dispatcher,
  type Driver,
} from '../contracts/people';
import { ApiPaths } from '../contracts/paths';
import { PAGE_SIZES } from '../contracts/page-sizes';
import type { FakeDb } from './fake-db';
import { aDispatcher, aDriver } from './people-fixtures';
import {
  endpoint,
  holds,
  idOf,
  mediaUrlOf,
  NO_CONTENT,
  nextId,
  ok,
  pageOf,
  parsed,
  queryOf,
  refuse,
  refuseStaleEdit,
  sortedBy,
  wantsPage,
  type Endpoint,
  type FakeRequest,
} from './fake-server-kit';

/** Paging, search, sort or an e-mail lookup asks for `{count, results}`; otherwise the spec's plain array. */
const PAGE_KEYS = ['page', 'page_size', 'search', 'ordering', 'email'] as const;

type Person = { id: number; first_name: string; last_name: string; email: string };
type PeopleQuery = z.output<typeof PeopleQuerySchema>;

/** The search of db/search.ts: names, login and phone; a phone-like term also without its separators. */
export function personMatches(p: Person, phone: string | null, search: string | undefined): boolean {
  if (!search) return true;
  const text = `${p.first_name} ${p.last_name} ${p.email} ${phone ?? ''}`;
  const digits = /^[+\d\s().-]+$/.test(search) && /\d/.test(search) ? search.replace(/[\s().-]/g, '') : search;
  return holds(text, search) || holds(text, digits);
}

/** Both lists' orderings (repository.ts ORDER_BY): case-insensitive A-Z, id breaks ties. */
function ordered<P extends Person>(people: P[], ordering: PeopleQuery['ordering'] = 'name'): P[] {
  const keys = {
    name: (p: P) => [p.first_name.toLowerCase(), p.last_name.toLowerCase(), p.id],
    email: (p: P) => [p.email.toLowerCase(), p.id],
    id: (p: P) => [p.id],
  } as const;
  return sortedBy(people, keys[ordering.replace('-', '') as keyof typeof keys], ordering.startsWith('-'));
}

/** One person by login, as given or as logins are kept (a phone number without separators). */
const isLogin = (p: Person, email: string) => [email, normalizeLogin(email)].some((e) => normalizeLogin(p.email).toLowerCase() === e.toLowerCase());

function listed<P extends Person & { deactivated_at: string | null }>(people: P[], q: PeopleQuery, phone: (p: P) => string | null) {
  const rows = ordered(
    people.filter(
      (p) =>
        (q.email === undefined || isLogin(p, q.email)) &&
        (q.active !== 'true' || p.deactivated_at === null) &&
        personMatches(p, phone(p), q.search || undefined),
    ),
    q.ordering,
  );
  return wantsPage(q, PAGE_KEYS) ? pageOf(rows, q, PAGE_SIZES.drivers) : rows;
}

export function peopleEndpoints(db: FakeDb): Endpoint[] {
  const upload = (kind: 'driver' | 'dispatcher') => (req: FakeRequest) => {
    const people: (Driver | Dispatcher)[] = kind === 'driver' ? db.drivers : db.dispatchers;
    const person = people.find((p) => p.id === idOf(req)) ?? refuse(404, kind === 'driver' ? 'Driver not found.' : 'Dispatcher not found.');
    const slots: readonly string[] = kind === 'driver' ? DRIVER_DOCUMENTS : DISPATCHER_DOCUMENTS;
    const files = req.body instanceof FormData ? [...req.body.entries()].filter(([slot, v]) => slots.includes(slot) && v instanceof File) : [];
    if (files.length === 0) refuse(400, 'Please select a file first');
    if (files.length > 1) refuse(400, 'Upload one document at a time.');
    const [[slot, file]] = files;
    const url = mediaUrlOf(file as File);
    Object.assign(person, { [slot]: url });
    return ok({ [slot]: url });
  };

  /** A dispatcher or driver by id: 404 for nobody, 400 for the administrator (server: lockDispatcherOrDriver). */
  const managed = (id: number): { person: Driver | Dispatcher; user_type: 'driver' | 'dispatcher' } => {
    if (db.admin.id === id) refuse(400, 'Only dispatchers and drivers are managed here.');
    const driver = db.drivers.find((d) => d.id === id);
    if (driver) return { person: driver, user_type: 'driver' };
    const dispatcher = db.dispatchers.find((d) => d.id === id);
    if (dispatcher) return { person: dispatcher, user_type: 'dispatcher' };
    return refuse(404, 'User not found.');
  };

  const setActive = (active: boolean) => (req: FakeRequest) => {
    const { person, user_type } = managed(idOf(req));
    person.deactivated_at = active ? null : (person.deactivated_at ?? db.clock.now().toISOString());
    return ok({ id: person.id, user_type, deactivated_at: person.deactivated_at });
  };

  /** The server's updateDetails: a phone number kept without separators, no one else's; a phone login moves with it. */
  const updateDetails = (kind: 'driver' | 'dispatcher') => (req: FakeRequest) => {
    const body = parsed(UpdatePersonSchema, req.body);
    const people: (Driver | Dispatcher)[] = kind === 'driver' ? db.drivers : db.dispatchers;
    const person = people.find((p) => p.id === idOf(req)) ?? refuse(404, kind === 'driver' ? 'Driver not found.' : 'Dispatcher not found.');
    refuseStaleEdit(kind, person, body.version, db.otherEditor);
    const phoneOf = (p: Driver | Dispatcher) => ('phone_number_driver' in p ? p.phone_number_driver : p.phone_number);
    const changes: Partial<Driver & Dispatcher> = {};
    if (body.first_name !== undefined) changes.first_name = body.first_name;
    if (body.last_name !== undefined) changes.last_name = body.last_name;
    if (body.location_branch !== undefined) changes.location_branch = body.location_branch || null;
    if (body.address !== undefined) changes.address = body.address || null;
    if (body.phone_number !== undefined) {
      const phone = body.phone_number ? normalizeLogin(body.phone_number) : null;
      const signsInWithPhone = isPhoneNumber(person.email);
      if (phone === null && signsInWithPhone) refuse(400, 'This driver signs in with their phone number, so it cannot be removed.');
      const others = [...db.drivers, ...db.dispatchers].filter((p) => p.id !== person.id);
      const taken = phone !== null && ([...others, db.admin].some((p) => isLogin(p, phone)) || others.some((p) => phoneOf(p) === phone));
      if (taken) refuse(409, 'A user with this phone number already exists.');
      if (kind === 'driver') changes.phone_number_driver = phone;
      else changes.phone_number = phone;
      if (signsInWithPhone && phone !== null) changes.email = phone;
    }
    const changed = Object.entries(changes).some(([name, value]) => person[name as keyof typeof person] !== value);
    Object.assign(person, changes, changed ? { version: person.version + 1 } : {});
    person.full_name = `${person.first_name} ${person.last_name}`.trim();
    return ok(kind === 'driver' ? db.driverAsOf(person as Driver, db.clock.today()) : person);
  };

  return [
    endpoint(
      'GET',
      ApiPaths.drivers,
      (req) => {
        const q = parsed(PeopleQuerySchema, queryOf(req));
        // The day the drivers' trucks are judged for: a load's pickup date, or the company's today.
        const asOf = q.as_of ?? db.clock.today();
        return ok(
          listed(
            db.drivers.map((d) => db.driverAsOf(d, asOf)),
            q,
            (d) => d.phone_number_driver,
          ),
        );
      },
      z.union([z.array(DriverSchema), DriverPageSchema]),
    ),
    endpoint(
      'GET',
      ApiPaths.dispatchers,
      (req) => ok(listed(db.dispatchers, parsed(PeopleQuerySchema, queryOf(req)), (d) => d.phone_number)),
      z.union([z.array(DispatcherSchema), DispatcherPageSchema]),
    ),
    endpoint(
      'POST',
      ApiPaths.register,
      (req) => {
        const { first_name, last_name = '', email: typed, user_type } = parsed(RegisterRequestSchema, req.body);
        // One phone number is one login however it is spelled.
        const email = normalizeLogin(typed);
        if ([...db.drivers, ...db.dispatchers, db.admin].some((p) => isLogin(p, email))) {
          refuse(409, isPhoneNumber(email) ? 'A user with this phone number already exists.' : 'A user with this email already exists.');
        }
        const id = nextId([...db.drivers, ...db.dispatchers, db.admin]);
        const names = { id, first_name, last_name, email };
        if (user_type === 'driver') {
          const phone = isPhoneNumber(email) ? email : null;
          db.drivers.push(aDriver({ ...names, phone_number_driver: phone, total_loads: 0, completed_loads: 0 }));
        } else {
          db.dispatchers.push(aDispatcher({ ...names, phone_number: null }));
        }
        return ok({ id, first_name, email, user_type }, 201);
      },
      RegisterResponseSchema,
    ),
    endpoint('DELETE', ApiPaths.deleteUser, (req) => {
      const id = idOf(req);
      if (db.dispatchers.some((d) => d.id === id) || db.admin.id === id) refuse(400, 'Only drivers can be deleted.');
      if (!db.drivers.some((d) => d.id === id)) refuse(404, 'User not found.');
      db.drivers = db.drivers.filter((d) => d.id !== id);
      // Their loads still on the road go back to the pool; delivered ones keep the driver as history.
      db.loads = db.loads.map((l) =>
        l.status !== 'delivered' && l.assignments.some((a) => a.driver === id)
          ? { ...l, status: 'unassigned', assigned_driver: null, driver_name: null, assignments: [] }
          : l,
      );
      db.trucks = db.trucks.map((t) => ({
        ...t,
        drivers: t.drivers.filter((d) => d.id !== id),
        driver_names: t.drivers.filter((d) => d.id !== id).map((d) => d.name),
      }));
      return NO_CONTENT;
    }),
    endpoint('PUT', ApiPaths.updateDriver, updateDetails('driver'), DriverSchema),
    endpoint('PUT', ApiPaths.updateDispatcher, updateDetails('dispatcher'), DispatcherSchema),
    endpoint('POST', ApiPaths.deactivateUser, setActive(false), PersonStatusSchema),
    endpoint('POST', ApiPaths.reactivateUser, setActive(true), PersonStatusSchema),
    endpoint('POST', ApiPaths.setUserPassword, (req) => {
      parsed(SetPersonPasswordSchema, req.body);
      managed(idOf(req));
      return NO_CONTENT;
    }),
    endpoint(
      'POST',
      ApiPaths.sendUserResetCode,
      (req) => {
        const { person } = managed(idOf(req));
        if (isPhoneNumber(person.email))
          refuse(400, 'This person signs in with a phone number, so there is no e-mail to send a code to. Set a new password instead.');
        return ok({ message: `A reset code was sent to ${person.email}.`, sent_to: person.email });
      },
      SentResetCodeSchema,
    ),
    endpoint('PATCH', ApiPaths.uploadDriverDocs, upload('driver'), UploadDocsResponseSchema),
    endpoint('PATCH', ApiPaths.uploadDispatcherDocs, upload('dispatcher'), UploadDocsResponseSchema),
  ];
}
