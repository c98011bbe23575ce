import type { FastifyInstance, FastifyReply } from 'fastify';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPaths,
  apiRoute,
  AssignmentSchema,
  LoadDocumentResponseSchema,
  LoadIdsResultSchema,
  LoadSchema,
  LoadsEnvelopePageSchema,
  LoadsEnvelopeSchema,
  LoadsPageSchema,
  NoContentSchema,
  CreateAssignmentSchema,
  CreateLoadSchema,
  FEE_FIELDS,
  IdParamsSchema,
  IdSchema,
  BulkPaymentSchema,
  LOAD_RESTORE_SECONDS,
  ListLoadsQuerySchema,
  LoadIdsSchema,
  LoadSetQuerySchema,
  UpdateAssignmentSchema,
  UpdateLoadSchema,
  findScheduleProblem,
  type Load,
} from '@haulboard/shared/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { UploadRules } from '../../media/sniff';
import { readMultipart, removeMediaFiles, storeFile } from '../../media/storage';
import { jsonArrayText, keysetBatches } from '../../lib/json-stream';
import { firstBatchRead } from '../../lib/csv';
import { pageWindow } from '../../lib/paging';
import { createLoadsList } from './list-service';
import { loadsCsvText } from './loads-csv';
import {
  LOADS_PAGE_SIZE,
  findLoadById,
  findLoadSetPage,
  findLoadsBatch,
  insertAssignment,
  insertLoad,
  loadExists,
  lockActiveDriver,
  lockAssignment,
  lockLoadForAssignment,
  lockLoadSchedule,
  purgeTrashedLoads,
  restoreLoads,
  setLoadsPayment,
  trashLoads,
  setAssignmentDriver,
  setLoadDocument,
  setLoadStatus,
  toLoad,
  updateLoadColumns,
  type LoadFieldsInput,
  type LoadSet,
  type Queryable,
} from './repository';

const LOAD_NOT_FOUND = 'Load not found.';
const DRIVER_NOT_FOUND = 'Driver not found.';
const ALREADY_ASSIGNED = 'This load is already assigned';
const ALREADY_DELIVERED = 'This load has already been delivered';

/** Any of these query parameters switches list-loads/ from the spec's plain array to a page. */
const PAGING_KEYS = ['page', 'page_size', 'search', 'status', 'payment', 'date', 'pickup_from', 'pickup_to', 'ordering'] as const;
/** Rows per database read of a streamed whole list: a few milliseconds of work between reads. */
const STREAM_BATCH = 250;

export async function loadsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, media } = app.deps;
  const list = createLoadsList(app.deps);

  async function loadOrFail(tx: Queryable, id: number): Promise<Load> {
    const row = await findLoadById(tx, id);
    if (!row) throw notFound(LOAD_NOT_FOUND);
    return toLoad(row, media);
  }

  /** Every load of `set`, newest first, streamed (see lib/json-stream.ts). */
  function streamLoads(reply: FastifyReply, set: LoadSet, open: string, close: string) {
    const batches = keysetBatches(
      (beforeId: number | null, limit) => findLoadsBatch(db, set, beforeId, limit),
      (row) => row.id,
      STREAM_BATCH,
    );
    return app.fullLists.send(
      reply,
      jsonArrayText(batches, (row) => JSON.stringify(toLoad(row, media)), open, close),
    );
  }

  app.get(
    apiRoute(ApiPaths.listLoads),
    { schema: { querystring: ListLoadsQuerySchema, response: { 200: z.union([z.array(LoadSchema), LoadsPageSchema]) } } },
    async (request, reply) => {
      const query = request.query;
      const { page, page_size, ordering, ...filters } = query;
      if (!PAGING_KEYS.some((key) => query[key] !== undefined)) return streamLoads(reply, 'all', '[', ']');
      if (filters.pickup_from && filters.pickup_to && filters.pickup_from > filters.pickup_to) {
        throw badRequest('pickup_from cannot be after pickup_to');
      }
      const { rows, count } = await list.listLoadsPage({ filters, ordering, window: pageWindow({ page, page_size }, LOADS_PAGE_SIZE) });
      return { count, results: rows.map((row) => toLoad(row, media)) };
    },
  );

  for (const set of ['assigned', 'unassigned'] as const) {
    app.get(
      apiRoute(set === 'assigned' ? ApiPaths.assignedLoads : ApiPaths.unassignedLoads),
      // The page first: a union takes its first match, and the envelope alone would match a page too, minus its count.
      { schema: { querystring: LoadSetQuerySchema, response: { 200: z.union([LoadsEnvelopePageSchema, LoadsEnvelopeSchema]) } } },
      async (request, reply) => {
        const { page, page_size } = request.query;
        if (page === undefined && page_size === undefined) return streamLoads(reply, set, '{"loads":[', ']}');
        const size = page_size ?? LOADS_PAGE_SIZE;
        const { rows, count } = await findLoadSetPage(db, set, size, ((page ?? 1) - 1) * size);
        return { count, loads: rows.map((row) => toLoad(row, media)) };
      },
    );
  }

  app.get(apiRoute(ApiPaths.load), { schema: { params: IdParamsSchema, response: { 200: LoadSchema } } }, async (request) => loadOrFail(db, request.params.id));

  /** Every load matching the list's search and filters (not just a page), as CSV, newest first. */
  app.get(apiRoute(ApiPaths.exportLoads), { schema: { querystring: ListLoadsQuerySchema } }, async (request, reply) => {
    const { page: _page, page_size: _size, ordering: _ordering, ...filters } = request.query;
    const batches = await firstBatchRead(
      keysetBatches(
        (beforeId: number | null, limit) => findLoadsBatch(db, { filters, timezone: config.timezone }, beforeId, limit),
        (row) => row.id,
        STREAM_BATCH,
      ),
    );
    const day = new Date().toISOString().slice(0, 10);
    reply.header('content-disposition', `attachment; filename="loads-${day}.csv"`);
    return app.fullLists.send(
      reply,
      loadsCsvText(batches, (row) => toLoad(row, media)),
      'text/csv; charset=utf-8',
    );
  });

  // A delete moves the load to the trash, so the list's Undo can bring it back; see trashLoads.
  app.delete(apiRoute(ApiPaths.deleteLoad), { schema: { params: IdParamsSchema, response: { 204: NoContentSchema } } }, async (request, reply) => {
    if ((await trashLoads(db, [request.params.id])).length === 0) throw notFound(LOAD_NOT_FOUND);
    return reply.status(204).send(null);
  });

  app.post(apiRoute(ApiPaths.bulkDeleteLoads), { schema: { body: LoadIdsSchema, response: { 200: LoadIdsResultSchema } } }, async (request) => ({
    ids: await trashLoads(db, request.body.ids),
  }));

  app.post(apiRoute(ApiPaths.restoreLoads), { schema: { body: LoadIdsSchema, response: { 200: LoadIdsResultSchema } } }, async (request) => {
    const ids = await restoreLoads(db, request.body.ids, LOAD_RESTORE_SECONDS);
    if (ids.length === 0) throw notFound('This load can no longer be restored.');
    return { ids };
  });

  app.post(apiRoute(ApiPaths.bulkLoadPayment), { schema: { body: BulkPaymentSchema, response: { 200: LoadIdsResultSchema } } }, async (request) => ({
    ids: await setLoadsPayment(db, request.body.ids, request.body.payment),
  }));

  // Trashed loads past their restore window are forgotten, with their documents.
  const purge = async () => {
    const documents = await purgeTrashedLoads(db, LOAD_RESTORE_SECONDS);
    await removeMediaFiles(db, app.deps.mediaDir, documents);
  };
  const purgeTimer = setInterval(() => void purge().catch((err) => app.log.warn({ err }, 'purging deleted loads failed')), 30_000);
  purgeTimer.unref();
  app.addHook('onClose', async () => clearInterval(purgeTimer));

  app.post(
    apiRoute(ApiPaths.createLoad),
    { config: { errorMessageField: true }, schema: { body: CreateLoadSchema, response: { 201: LoadSchema } } },
    async (request, reply) => {
      const id = await insertLoad(db, request.body as LoadFieldsInput);
      return reply.status(201).send(await loadOrFail(db, id));
    },
  );

  app.put(apiRoute(ApiPaths.load), { schema: { params: IdParamsSchema, body: UpdateLoadSchema, response: { 200: LoadSchema } } }, async (request) => {
    const { id } = request.params;
    const { id: bodyId, ...fields } = request.body;
    if (bodyId !== undefined && bodyId !== id) throw badRequest('The id in the body does not match the load in the address.');
    return db.transaction(async (tx) => {
      // Locked: two concurrent partial updates must not each pass the check against stale dates.
      const stored = await lockLoadSchedule(tx, id);
      if (!stored) throw notFound(LOAD_NOT_FOUND);
      const problem = findScheduleProblem({
        pickup_date: fields.pickup_date ?? stored.pickup_date,
        pickup_time: fields.pickup_time ?? stored.pickup_time,
        delivery_date: fields.delivery_date ?? stored.delivery_date,
        delivery_time: fields.delivery_time ?? stored.delivery_time,
      });
      if (problem) throw badRequest(problem.message);
      await updateLoadColumns(tx, id, fields as LoadFieldsInput);
      return loadOrFail(tx, id);
    });
  });

  app.post(apiRoute(ApiPaths.createAssignment), { schema: { body: CreateAssignmentSchema, response: { 201: AssignmentSchema } } }, async (request, reply) => {
    const { load: loadId, driver: driverId, ...feeInput } = request.body;
    // Empty fees mean "not entered here": they must not wipe fees typed when the load was created.
    const fees: LoadFieldsInput = {};
    for (const field of FEE_FIELDS) {
      const value = feeInput[field];
      if (value !== undefined && value !== null) fees[field] = value;
    }
    const assignment = await db.transaction(async (tx) => {
      // The load row lock queues concurrent assigns; the unique index on load_id is the backstop.
      const load = await lockLoadForAssignment(tx, loadId);
      if (!load) throw notFound(LOAD_NOT_FOUND);
      if (load.status === 'delivered') throw conflict(ALREADY_DELIVERED);
      if (load.status !== 'unassigned' || load.assignment_id !== null) throw conflict(ALREADY_ASSIGNED);
      if (!(await lockActiveDriver(tx, driverId))) throw badRequest(DRIVER_NOT_FOUND);
      let id: number;
      try {
        id = await insertAssignment(tx, loadId, driverId);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(ALREADY_ASSIGNED);
        if (isForeignKeyViolation(error)) throw badRequest(DRIVER_NOT_FOUND);
        throw error;
      }
      await updateLoadColumns(tx, loadId, fees);
      await setLoadStatus(tx, loadId, 'assigned');
      return { id, load: loadId, driver: driverId, status: 'assigned' as const };
    });
    return reply.status(201).send(assignment);
  });

  app.put(
    apiRoute(ApiPaths.updateAssignment, 'assignmentId'),
    { schema: { params: z.object({ assignmentId: IdSchema }), body: UpdateAssignmentSchema, response: { 200: AssignmentSchema } } },
    async (request) => {
      const { assignmentId } = request.params;
      const { load: loadId, driver: driverId } = request.body;
      return db.transaction(async (tx) => {
        const assignment = await lockAssignment(tx, assignmentId);
        if (!assignment) throw notFound('No assignment found to update');
        if (loadId !== undefined && loadId !== assignment.load_id) throw badRequest('This assignment belongs to another load.');
        if (!(await lockActiveDriver(tx, driverId))) throw badRequest(DRIVER_NOT_FOUND);
        // The spec allows Edit Driver on assigned loads only; a delivery's driver is history.
        if (assignment.status === 'delivered') throw conflict('The driver of a delivered load cannot be changed');
        await setAssignmentDriver(tx, assignment.id, driverId);
        return { id: assignment.id, load: assignment.load_id, driver: driverId, status: assignment.status };
      });
    },
  );

  app.patch(apiRoute(ApiPaths.uploadLoadDocument), { schema: { params: IdParamsSchema, response: { 200: LoadDocumentResponseSchema } } }, async (request) => {
    const { id } = request.params;
    // Checked first so a file for a load that does not exist is never stored.
    if (!(await loadExists(db, id))) throw notFound(LOAD_NOT_FOUND);
    const body = await readMultipart(request, { document: UploadRules.document }, 'Invalid document type.');
    const file = body.files.document;
    if (!file) throw badRequest('Please select a file first');
    const key = await storeFile(db, app.deps.mediaDir, file, request.session.id);
    const previous = await setLoadDocument(db, id, key);
    if (previous === false) {
      await removeMediaFiles(db, app.deps.mediaDir, [key]);
      throw notFound(LOAD_NOT_FOUND);
    }
    // The replaced file goes, and with it every link to it.
    await removeMediaFiles(db, app.deps.mediaDir, [previous]);
    return { document: media.url(key) as string };
  });

  app.post(
    apiRoute(ApiPaths.deliverLoad),
    { config: { roles: ['admin', 'driver'] }, schema: { params: IdParamsSchema, response: { 200: LoadSchema } } },
    async (request) => {
      const { id } = request.params;
      const { session } = request;
      return db.transaction(async (tx) => {
        const load = await lockLoadForAssignment(tx, id);
        if (!load) throw notFound(LOAD_NOT_FOUND);
        if (session.userType === 'driver' && load.driver_id !== session.id) {
          throw forbidden('Only the driver assigned to this load can mark it delivered.');
        }
        if (load.status === 'delivered') throw conflict(ALREADY_DELIVERED);
        if (load.status !== 'assigned') throw conflict('Only an assigned load can be delivered');
        await setLoadStatus(tx, id, 'delivered');
        return loadOrFail(tx, id);
      });
    },
  );
}
