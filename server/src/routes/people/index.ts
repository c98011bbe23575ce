import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiPaths,
  apiRoute,
  DISPATCHER_DOCUMENTS,
  DispatcherPageSchema,
  DispatcherSchema,
  DRIVER_DOCUMENTS,
  DriverPageSchema,
  DriverSchema,
  IdParamsSchema,
  NoContentSchema,
  PeopleQuerySchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  UploadDocsResponseSchema,
  isPhoneNumber,
  z,
  type Dispatcher,
  type Driver,
} from '@haulboard/shared/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { companyDay, toTruckExpiry, type ExpiryColumns } from '../fleet/expiry';
import { hashPassword } from '../../lib/passwords';
import { UploadRules } from '../../media/sniff';
import { readMultipart, removeMediaFiles, storeFile } from '../../media/storage';
import {
  countPeople,
  deleteDriver,
  getDispatchers,
  getDrivers,
  insertPerson,
  loginTaken,
  personExists,
  setDocument,
  type DispatcherRow,
  type DocumentColumn,
  type DriverRow,
  type ListOptions,
} from './repository';

/** The spec's page size for both people lists. */
const DEFAULT_PAGE_SIZE = 7;
const LOGIN_TAKEN = 'A user with this email already exists.';

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

type PeopleQuery = { page?: number; page_size?: number; search?: string; ordering?: ListOptions['ordering']; email?: string };
/** Paging, search, sort or an e-mail lookup asked for: answer `{count, results}`; otherwise the spec's plain array. */
const wantsPage = (q: PeopleQuery) =>
  q.page !== undefined || q.page_size !== undefined || q.search !== undefined || q.ordering !== undefined || q.email !== undefined;
/**
 * From this offset on (page 11 of 7), the count is read before the page so that a page in the back
 * half of the list is read from its end (pagedPeople); before it both run at once.
 */
const DEEP_OFFSET = 70;
const pageOptions = (q: PeopleQuery): ListOptions => {
  const size = q.page_size ?? DEFAULT_PAGE_SIZE;
  return { search: q.search || undefined, email: q.email, ordering: q.ordering, limit: size, offset: ((q.page ?? 1) - 1) * size };
};

async function pageWithCount<T>(
  options: ListOptions,
  count: (o: ListOptions) => Promise<number>,
  page: (o: ListOptions) => Promise<T[]>,
): Promise<[number, T[]]> {
  if ((options.offset ?? 0) < DEEP_OFFSET) return Promise.all([count(options), page(options)]);
  const total = await count(options);
  return [total, await page({ ...options, total })];
}

export async function peopleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media, config } = app.deps;

  const toDriver = (r: DriverRow, asOf: string): Driver => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    full_name: fullName(r.first_name, r.last_name),
    email: r.email,
    phone_number_driver: r.phone_number,
    total_loads: r.total_loads,
    completed_loads: r.completed_loads,
    truck_number: r.truck_number,
    // The lateral's expiry columns are all null without a truck.
    truck_expiry: r.truck_number === null ? null : toTruckExpiry(r as DriverRow & ExpiryColumns, asOf),
    driver_license: media.url(r.driver_license),
    vehicle_registration: media.url(r.vehicle_registration),
    vehicle: media.url(r.vehicle),
  });

  const toDispatcher = (r: DispatcherRow): Dispatcher => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    full_name: fullName(r.first_name, r.last_name),
    email: r.email,
    phone_number: r.phone_number,
    location_branch: r.location_branch,
    username: r.username,
    address: r.address,
    id_card: media.url(r.id_card),
    work_certification: media.url(r.work_certification),
    training_certification: media.url(r.training_certification),
  });

  app.get(
    apiRoute(ApiPaths.drivers),
    { schema: { querystring: PeopleQuerySchema, response: { 200: z.union([z.array(DriverSchema), DriverPageSchema]) } } },
    async (request) => {
      const q = request.query;
      // The day the drivers' trucks are judged for: a load's pickup date, or the company's today.
      const asOf = q.as_of ?? companyDay(config.timezone);
      if (!wantsPage(q)) return (await getDrivers(db, { asOf })).map((r) => toDriver(r, asOf));
      const options = pageOptions(q);
      const [count, rows] = await pageWithCount(
        options,
        (o) => countPeople(db, 'driver', o),
        (o) => getDrivers(db, { ...o, asOf }),
      );
      return { count, results: rows.map((r) => toDriver(r, asOf)) };
    },
  );

  app.get(
    apiRoute(ApiPaths.dispatchers),
    { schema: { querystring: PeopleQuerySchema, response: { 200: z.union([z.array(DispatcherSchema), DispatcherPageSchema]) } } },
    async (request) => {
      const q = request.query;
      if (!wantsPage(q)) return (await getDispatchers(db, {})).map(toDispatcher);
      const options = pageOptions(q);
      const [count, rows] = await pageWithCount(
        options,
        (o) => countPeople(db, 'dispatcher', o),
        (o) => getDispatchers(db, o),
      );
      return { count, results: rows.map(toDispatcher) };
    },
  );

  app.post(apiRoute(ApiPaths.register), { schema: { body: RegisterRequestSchema, response: { 201: RegisterResponseSchema } } }, async (request, reply) => {
    const { first_name, last_name, email, password, user_type } = request.body;
    // Fast answer for the common case; the unique index settles concurrent registrations.
    if (await loginTaken(db, email)) throw conflict(LOGIN_TAKEN);
    const created = await insertPerson(db, {
      userType: user_type,
      email,
      passwordHash: await hashPassword(password),
      firstName: first_name,
      lastName: last_name ?? '',
      // A driver's login is the phone number the Add Driver form submits; it is also their contact number.
      phoneNumber: user_type === 'driver' && isPhoneNumber(email) ? email : null,
    });
    if (!created) throw conflict(LOGIN_TAKEN);
    return reply.status(201).send({ id: created.id, first_name, email, user_type });
  });

  app.delete(apiRoute(ApiPaths.deleteUser), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    const result = await deleteDriver(db, request.params.id);
    if (result === 'not-found') throw notFound('User not found.');
    // The spec disables dispatcher delete; administrators are never removed here either.
    if (result === 'not-a-driver') throw badRequest('Only drivers can be deleted.');
    return reply.status(204).send(null);
  });

  const uploadDocs = (userType: 'driver' | 'dispatcher', documents: readonly DocumentColumn[]) => {
    const slots = Object.fromEntries(documents.map((d) => [d, UploadRules.document]));
    const missing = userType === 'driver' ? 'Driver not found.' : 'Dispatcher not found.';
    return async (request: { params: { id: number } } & Parameters<typeof readMultipart>[0]) => {
      const { id } = request.params;
      if (!(await personExists(db, id, userType))) throw notFound(missing);
      // Every part is read and checked before anything is stored.
      const body = await readMultipart(request, slots, 'Invalid document type.');
      const files = Object.values(body.files);
      if (files.length === 0) throw badRequest('Please select a file first');
      if (files.length > 1) throw badRequest('Upload one document at a time.');
      const [file] = files;
      const key = await storeFile(db, app.deps.mediaDir, file, request.session.id);
      const previous = await setDocument(db, id, userType, file.field as DocumentColumn, key);
      if (previous === false) {
        await removeMediaFiles(db, app.deps.mediaDir, [key]);
        throw notFound(missing);
      }
      // The replaced file goes, and with it every link to it.
      await removeMediaFiles(db, app.deps.mediaDir, [previous]);
      return { [file.field]: media.url(key) };
    };
  };

  app.patch(
    apiRoute(ApiPaths.uploadDispatcherDocs),
    { schema: { params: IdParamsSchema, response: { 200: UploadDocsResponseSchema } } },
    uploadDocs('dispatcher', DISPATCHER_DOCUMENTS),
  );
  app.patch(
    apiRoute(ApiPaths.uploadDriverDocs),
    { schema: { params: IdParamsSchema, response: { 200: UploadDocsResponseSchema } } },
    uploadDocs('driver', DRIVER_DOCUMENTS),
  );
}
