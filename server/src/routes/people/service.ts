import { isPhoneNumber, normalizeLogin, PAGE_SIZES, type Dispatcher, type Driver, type RegisterRequest } from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { pageWindow, wantsPage, type Page } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { removeMediaFiles, storeFile, type MultipartBody } from '../../media/storage';
import { filledFields, recordEvents, type Actor, type AuditEvent } from '../../domain/audit-trail';
import { companyDay } from '../../domain/company-day';
import { toDispatcher, toDriver } from './answers';
import {
  countPeople,
  getDispatchers,
  getDrivers,
  insertPerson,
  lockLiveUser,
  loginTaken,
  personExists,
  setDocument,
  softDeleteDriver,
  type DocumentColumn,
  type DriverRelease,
  type ListOptions,
  type PeopleOrdering,
} from './repository';

/** The spec's page size for both people lists (the same for drivers and dispatchers). */
export const PEOPLE_PAGE_SIZE = PAGE_SIZES.drivers;
const LOGIN_TAKEN = 'A user with this email already exists.';
/**
 * From this offset on (page 11 of 7), the count is read before the page so that a page in the back
 * half of the list is read from its end (repository's pagedPeople); before it both run at once.
 */
const DEEP_OFFSET = 70;

export type PersonType = 'driver' | 'dispatcher';
export type PeopleQuery = { page?: number; page_size?: number; search?: string; ordering?: PeopleOrdering; email?: string; as_of?: string };
/** Paging, search, sort or an e-mail lookup asks for `{count, results}`; otherwise the spec's plain array. */
const PAGE_KEYS = ['page', 'page_size', 'search', 'ordering', 'email'] as const;

const listOptions = (q: PeopleQuery): ListOptions => ({
  search: q.search || undefined,
  email: q.email,
  ordering: q.ordering,
  ...pageWindow(q, PEOPLE_PAGE_SIZE),
});

/** A page and the count of the whole list; a deep page waits for the count so it can be read from the list's end. */
async function pageWithCount<T>(
  options: ListOptions,
  count: (o: ListOptions) => Promise<number>,
  page: (o: ListOptions) => Promise<T[]>,
): Promise<[number, T[]]> {
  if ((options.offset ?? 0) < DEEP_OFFSET) return Promise.all([count(options), page(options)]);
  const total = await count(options);
  return [total, await page({ ...options, total })];
}

/**
 * What a driver's deletion did to others, each on its own record: every load still on the road
 * went back to unassigned, and their truck lost them.
 */
function releaseEvents(driver: { id: number; name: string }, released: DriverRelease): AuditEvent[] {
  const events: AuditEvent[] = released.loads.map((load) => ({
    kind: 'load.unassigned',
    subject: { type: 'load', id: load.id, label: load.loadname },
    before: { driver, status: load.status },
    after: { driver: null, status: 'unassigned' },
  }));
  const { truck } = released;
  if (truck) {
    const before = truck.drivers ?? [];
    events.push({
      kind: 'truck.drivers_changed',
      subject: { type: 'truck', id: truck.id, label: truck.truck_number },
      before: { drivers: before },
      after: { drivers: before.filter((d) => d.id !== driver.id) },
    });
  }
  return events;
}

/** The Drivers and Dispatchers pages of the admin: the lists, registering, deleting a driver, filing documents. */
export function createPeopleService({ db, media, store, config }: Pick<AppDeps, 'db' | 'media' | 'store' | 'config'>) {
  async function listDrivers(q: PeopleQuery): Promise<Driver[] | Page<Driver>> {
    // The day the drivers' trucks are judged for: a load's pickup date, or the company's today.
    const asOf = q.as_of ?? companyDay(config.timezone);
    if (!wantsPage(q, PAGE_KEYS)) return (await getDrivers(db, { asOf })).map((r) => toDriver(r, asOf, media));
    const [count, rows] = await pageWithCount(
      listOptions(q),
      (o) => countPeople(db, 'driver', o),
      (o) => getDrivers(db, { ...o, asOf }),
    );
    return { count, results: rows.map((r) => toDriver(r, asOf, media)) };
  }

  async function listDispatchers(q: PeopleQuery): Promise<Dispatcher[] | Page<Dispatcher>> {
    if (!wantsPage(q, PAGE_KEYS)) return (await getDispatchers(db, {})).map((r) => toDispatcher(r, media));
    const [count, rows] = await pageWithCount(
      listOptions(q),
      (o) => countPeople(db, 'dispatcher', o),
      (o) => getDispatchers(db, o),
    );
    return { count, results: rows.map((r) => toDispatcher(r, media)) };
  }

  async function registerPerson({ first_name, last_name, email: typed, password, user_type }: RegisterRequest, actor: Actor) {
    // One phone number is one login however it is spelled.
    const email = normalizeLogin(typed);
    const taken = isPhoneNumber(email) ? 'A user with this phone number already exists.' : LOGIN_TAKEN;
    // Fast answer for the common case; the unique index settles concurrent registrations.
    if (await loginTaken(db, email)) throw conflict(taken);
    const person = {
      userType: user_type,
      email,
      passwordHash: await hashPassword(password),
      firstName: first_name,
      lastName: last_name ?? '',
      // A driver's login is the phone number the Add Driver form submits; it is also their contact number.
      phoneNumber: user_type === 'driver' && isPhoneNumber(email) ? email : null,
    };
    const id = await db.transaction(async (tx) => {
      const created = await insertPerson(tx, person);
      if (!created) throw conflict(taken);
      const fields = { first_name: person.firstName, last_name: person.lastName, email, phone_number: person.phoneNumber };
      const subject = { type: user_type, id: created.id, label: `${person.firstName} ${person.lastName}`.trim() };
      await recordEvents(tx, actor, [{ kind: `${user_type}.created`, subject, after: filledFields(fields) }]);
      return created.id;
    });
    return { id, first_name, email, user_type };
  }

  /** Soft-deletes a driver in one transaction; the spec disables dispatcher delete, and administrators are never removed here either. */
  async function deleteUser(id: number, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const person = await lockLiveUser(tx, id);
      if (person === null) throw notFound('User not found.');
      if (person.user_type !== 'driver') throw badRequest('Only drivers can be deleted.');
      const released = await softDeleteDriver(tx, id);
      const driver = { id, name: `${person.first_name} ${person.last_name}`.trim() };
      const fields = { first_name: person.first_name, last_name: person.last_name, email: person.email, phone_number: person.phone_number };
      await recordEvents(tx, actor, [
        {
          kind: 'driver.deleted',
          subject: { type: 'driver', id, label: driver.name },
          before: filledFields({ ...fields, truck: released.truck?.truck_number ?? null }),
        },
        ...releaseEvents(driver, released),
      ]);
    });
  }

  /**
   * Files one document of a person in its slot and answers its signed path. `readFiles` is called
   * once the person is known to exist, so an upload to nobody is refused before its file is read.
   */
  async function uploadDocument(userType: PersonType, id: number, actor: Actor, readFiles: () => Promise<MultipartBody>) {
    const missing = userType === 'driver' ? 'Driver not found.' : 'Dispatcher not found.';
    if (!(await personExists(db, id, userType))) throw notFound(missing);
    // Every part is read and checked before anything is stored.
    const files = Object.values((await readFiles()).files);
    if (files.length === 0) throw badRequest('Please select a file first');
    if (files.length > 1) throw badRequest('Upload one document at a time.');
    const [file] = files;
    const key = await storeFile(db, store, file, actor.id);
    const filed = await db
      .transaction(async (tx) => {
        const done = await setDocument(tx, id, userType, file.field as DocumentColumn, key);
        if (done === false) throw notFound(missing);
        await recordEvents(tx, actor, [
          {
            kind: `${userType}.document_uploaded`,
            subject: { type: userType, id, label: done.name },
            before: { [file.field]: done.previousName },
            after: { [file.field]: file.filename },
          },
        ]);
        return done;
      })
      .catch(async (error: unknown) => {
        // Not filed: the stored file goes again.
        await removeMediaFiles(db, store, [key]);
        throw error;
      });
    // The replaced file goes, and with it every link to it.
    await removeMediaFiles(db, store, [filed.previous]);
    return { [file.field]: media.url(key) };
  }

  return { listDrivers, listDispatchers, registerPerson, deleteUser, uploadDocument };
}
