import {
  isEmailAddress,
  isPhoneNumber,
  normalizeLogin,
  PAGE_SIZES,
  type Dispatcher,
  type Driver,
  type PersonStatus,
  type RegisterRequest,
  type SentResetCode,
  type UpdatePerson,
} from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import type { Queryable } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { pageWindow, wantsPage, type Page } from '../../lib/paging';
import { hashPassword } from '../../lib/passwords';
import { removeMediaFiles, storeFile, type MultipartBody } from '../../media/storage';
import { filledFields, recordEvents, type Actor, type AuditEvent } from '../../domain/audit-trail';
import { companyDay } from '../../domain/company-day';
import { refuseStaleEdit } from '../../domain/edit-conflict';
import { issueResetCode, mailResetCode } from '../../domain/reset-codes';
import { isUniqueViolation } from '../../db/errors';
import { toDispatcher, toDriver } from './answers';
import { personCreated, personSubject, personUpdated, type PersonType } from './people-events';
import {
  countPeople,
  getDispatchers,
  getDrivers,
  insertPerson,
  lockLiveUser,
  lockPerson,
  loginTaken,
  personExists,
  phoneTaken,
  replacePassword,
  setDeactivated,
  setDocument,
  softDeleteDriver,
  updatePersonDetails,
  type DocumentColumn,
  type DriverRelease,
  type LockedPerson,
  type PersonDetails,
  type ListOptions,
  type PeopleCount,
  type PeopleOrdering,
} from './repository';

/** The spec's page size for both people lists (the same for drivers and dispatchers). */
export const PEOPLE_PAGE_SIZE = PAGE_SIZES.drivers;
const LOGIN_TAKEN = 'A user with this email already exists.';
const PHONE_TAKEN = 'A user with this phone number already exists.';
const NOT_FOUND: Record<PersonType, string> = { driver: 'Driver not found.', dispatcher: 'Dispatcher not found.' };
/**
 * From this offset on (page 11 of 7), the count is read before the page so that a page in the back
 * half of the list is read from its end (repository's pagedPeople); before it both run at once.
 */
const DEEP_OFFSET = 70;

export type { PersonType };
export type PeopleQuery = {
  page?: number;
  page_size?: number;
  search?: string;
  ordering?: PeopleOrdering;
  email?: string;
  as_of?: string;
  active?: 'true' | 'false';
};
/** Paging, search, sort or an e-mail lookup asks for `{count, results}`; otherwise the spec's plain array. */
const PAGE_KEYS = ['page', 'page_size', 'search', 'ordering', 'email'] as const;

const listOptions = (q: PeopleQuery): ListOptions => ({
  search: q.search || undefined,
  email: q.email,
  active: q.active === 'true',
  ordering: q.ordering,
  ...pageWindow(q, PEOPLE_PAGE_SIZE),
});

/**
 * A page and the count of the whole list. A deep page waits for the count so it can be read from
 * the list's end; so does a search, whose count says whether its matches are few enough to read
 * first (`readsMatchesFirst`).
 */
async function pageWithCount<T>(
  options: ListOptions,
  count: (o: ListOptions) => Promise<PeopleCount>,
  page: (o: ListOptions) => Promise<T[]>,
): Promise<[number, T[]]> {
  if ((options.offset ?? 0) < DEEP_OFFSET && !options.search) {
    const [counted, rows] = await Promise.all([count(options), page(options)]);
    return [counted.count, rows];
  }
  const { count: total, population } = await count(options);
  return [total, await page({ ...options, total, population })];
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
export function createPeopleService({ db, media, store, config, secrets, mailer }: Pick<AppDeps, 'db' | 'media' | 'store' | 'config' | 'secrets' | 'mailer'>) {
  async function listDrivers(q: PeopleQuery): Promise<Driver[] | Page<Driver>> {
    // The day the drivers' trucks are judged for: a load's pickup date, or the company's today.
    const asOf = q.as_of ?? companyDay(config.timezone);
    if (!wantsPage(q, PAGE_KEYS)) return (await getDrivers(db, { asOf, active: q.active === 'true' })).map((r) => toDriver(r, asOf, media));
    const [count, rows] = await pageWithCount(
      listOptions(q),
      (o) => countPeople(db, 'driver', o),
      (o) => getDrivers(db, { ...o, asOf }),
    );
    return { count, results: rows.map((r) => toDriver(r, asOf, media)) };
  }

  async function listDispatchers(q: PeopleQuery): Promise<Dispatcher[] | Page<Dispatcher>> {
    if (!wantsPage(q, PAGE_KEYS)) return (await getDispatchers(db, { active: q.active === 'true' })).map((r) => toDispatcher(r, media));
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
    const taken = isPhoneNumber(email) ? PHONE_TAKEN : LOGIN_TAKEN;
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
      await recordEvents(tx, actor, [personCreated(user_type, created.id, fields)]);
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

  /** The live dispatcher or driver `id`, locked in `tx`; 404 for nobody, 400 for an administrator. */
  async function lockDispatcherOrDriver(tx: Queryable, id: number, userType?: PersonType): Promise<LockedPerson & { user_type: PersonType }> {
    const person = await lockPerson(tx, id);
    if (!person || (userType && person.user_type !== userType)) throw notFound(userType ? NOT_FOUND[userType] : 'User not found.');
    if (person.user_type !== 'driver' && person.user_type !== 'dispatcher') throw badRequest('Only dispatchers and drivers are managed here.');
    return person as LockedPerson & { user_type: PersonType };
  }

  /**
   * A person's details, in one transaction. A phone number is kept without separators, as logins
   * are, and may be no other live person's login or number; a driver who signs in with their phone
   * number signs in with the new one (and cannot be left without one).
   */
  async function updateDetails(userType: PersonType, id: number, body: UpdatePerson, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const person = await lockDispatcherOrDriver(tx, id, userType);
      await refuseStaleEdit(tx, { type: userType, id, noun: userType }, person.version, body.version);
      const details: PersonDetails = {
        firstName: body.first_name,
        lastName: body.last_name,
        locationBranch: body.location_branch === undefined ? undefined : body.location_branch || null,
        address: body.address === undefined ? undefined : body.address || null,
      };
      const signsInWithPhone = isPhoneNumber(person.email);
      if (body.phone_number !== undefined) {
        const phone = body.phone_number ? normalizeLogin(body.phone_number) : null;
        if (phone === null && signsInWithPhone) throw badRequest('This driver signs in with their phone number, so it cannot be removed.');
        if (phone !== null && phone !== person.phone_number && phone !== person.email && (await phoneTaken(tx, id, phone))) throw conflict(PHONE_TAKEN);
        details.phoneNumber = phone;
        if (signsInWithPhone && phone !== null && phone !== person.email) details.email = phone;
      }
      try {
        if (!(await updatePersonDetails(tx, id, details))) throw conflict(PHONE_TAKEN);
      } catch (error) {
        // Two people given one number at once: the login index settles it.
        if (isUniqueViolation(error)) throw conflict(PHONE_TAKEN);
        throw error;
      }
      const now = await lockDispatcherOrDriver(tx, id, userType);
      await recordEvents(tx, actor, personUpdated(userType, id, person, now));
    });
  }

  async function updateDriver(id: number, body: UpdatePerson, actor: Actor): Promise<Driver> {
    await updateDetails('driver', id, body, actor);
    const asOf = companyDay(config.timezone);
    const [row] = await getDrivers(db, { id, asOf });
    if (!row) throw notFound(NOT_FOUND.driver);
    return toDriver(row, asOf, media);
  }

  async function updateDispatcher(id: number, body: UpdatePerson, actor: Actor): Promise<Dispatcher> {
    await updateDetails('dispatcher', id, body, actor);
    const [row] = await getDispatchers(db, { id });
    if (!row) throw notFound(NOT_FOUND.dispatcher);
    return toDispatcher(row, media);
  }

  /**
   * Deactivates or reactivates a dispatcher or driver in one transaction. A deactivation ends every
   * session of theirs; their loads, hours, truck and chat stay (a reactivated person finds them).
   */
  async function setActive(id: number, active: boolean, actor: Actor): Promise<PersonStatus> {
    return db.transaction(async (tx) => {
      const person = await lockDispatcherOrDriver(tx, id);
      const deactivatedAt = await setDeactivated(tx, id, !active);
      // Only a change is recorded: deactivating someone already deactivated changes nothing.
      if ((person.deactivated_at === null) !== active) {
        await recordEvents(tx, actor, [
          { kind: `${person.user_type}.${active ? 'reactivated' : 'deactivated'}`, subject: personSubject(person.user_type, id, person) },
        ]);
      }
      return { id, user_type: person.user_type, deactivated_at: deactivatedAt };
    });
  }

  /** A new password (the spec's rule, checked by the contract) and every session of the person ended, in one transaction. */
  async function setPassword(id: number, newPassword: string, actor: Actor): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      const person = await lockDispatcherOrDriver(tx, id);
      await replacePassword(tx, id, passwordHash);
      // That it was set, never what to.
      await recordEvents(tx, actor, [{ kind: `${person.user_type}.password_set`, subject: personSubject(person.user_type, id, person) }]);
    });
  }

  /**
   * Sends the person the password-recovery mail with a new code (the same code the recovery calls
   * check), counted against the address's hourly limit. A phone-number login has no address to send it to.
   */
  async function sendResetCode(id: number, actor: Actor, log: { error(obj: unknown, msg: string): void }): Promise<SentResetCode> {
    const person = await lockDispatcherOrDriver(db, id);
    if (!isEmailAddress(person.email))
      throw badRequest('This person signs in with a phone number, so there is no e-mail to send a code to. Set a new password instead.');
    const { code } = await issueResetCode(db, secrets.resetCodes, person.email, id);
    // The code is issued (and counted against the address's limit) by the recovery calls' own
    // writer; its record follows at once. Where the code went, never the code.
    await db.transaction((tx) =>
      recordEvents(tx, actor, [
        { kind: `${person.user_type}.reset_code_sent`, subject: personSubject(person.user_type, id, person), after: { sent_to: person.email } },
      ]),
    );
    // Mailed after the answer, as the recovery calls do: SMTP's delays are not the caller's.
    setImmediate(() => {
      mailResetCode(mailer, person.email, code, 'Your administrator sent you a password reset code:').catch((err) => log.error({ err }, 'reset mail failed'));
    });
    return { message: `A reset code was sent to ${person.email}.`, sent_to: person.email };
  }

  return {
    listDrivers,
    listDispatchers,
    registerPerson,
    deleteUser,
    uploadDocument,
    updateDriver,
    updateDispatcher,
    setActive,
    setPassword,
    sendResetCode,
  };
}
