// The fake backend's people: users/drivers/ and users/dispatchers/, register/ and users/delete/,
// the document uploads, with the semantics of server/src/routes/people.
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
  RegisterRequestSchema,
  RegisterResponseSchema,
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

function listed<P extends Person>(people: P[], q: PeopleQuery, phone: (p: P) => string | null) {
  const rows = ordered(
    people.filter((p) => (q.email === undefined || isLogin(p, q.email)) && personMatches(p, phone(p), q.search || undefined)),
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
    endpoint('PATCH', ApiPaths.uploadDriverDocs, upload('driver'), UploadDocsResponseSchema),
    endpoint('PATCH', ApiPaths.uploadDispatcherDocs, upload('dispatcher'), UploadDocsResponseSchema),
  ];
}
