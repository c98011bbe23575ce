import {
  AddLoadDocumentFieldsSchema,
  DELIVERY_FUTURE_SLACK_MINUTES,
  FEE_FIELDS,
  findScheduleProblem,
  LOAD_RESTORE_SECONDS,
  type AssignmentSchema,
  type CreateAssignmentSchema,
  type CreateLoadSchema,
  type ListLoadsQuery,
  type Load,
  type LoadDocument,
  type MarkDeliveredInput,
  type LoadSetQuerySchema,
  type Payment,
  type UpdateAssignmentSchema,
  type UpdateLoadSchema,
  type z,
} from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import type { Queryable, Tx } from '../../db/client';
import { recordEvents, type Actor } from '../../domain/audit-trail';
import { refuseStaleEdit } from '../../domain/edit-conflict';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { firstBatchRead } from '../../lib/csv';
import { jsonArrayText, keysetBatches } from '../../lib/json-stream';
import { pageWindow, wantsPage, type Page } from '../../lib/paging';
import { removeMediaFiles, storeFile, type MultipartBody, type UploadedFile } from '../../media/storage';
import { companyDay } from '../../domain/company-day';
import { findInvoicedLoads, invoicedLoadsDetail, paymentDisagreement } from '../../domain/invoiced-loads';
import { findHeldLoads, heldLoadsDetail } from '../../domain/settled-loads';
import type { SessionUser } from '../../plugins/auth';
import { toLoad, toLoadDocument } from './answers';
import { loadChanged, loadCreated, loadDeleted, loadRestored, loadSubject } from './load-events';
import { createLoadsList } from './list-loads-page';
import { resolveLoadBroker } from '../../domain/brokers';
import { loadsCsvText } from './loads-csv';
import {
  LOADS_PAGE_SIZE,
  findLoadById,
  findLoadsByIds,
  findLoadSetPage,
  findLoadsBatch,
  insertAssignment,
  insertLoad,
  deleteLoadDocument,
  findFirstLoadDocument,
  findLoadDocument,
  findLoadDocuments,
  insertLoadDocument,
  loadExists,
  lockActiveDriver,
  lockAssignment,
  lockLoadForAssignment,
  lockLoad,
  lockLoadForDelivery,
  lockLoads,
  lockLoadSchedule,
  purgeTrashedLoads,
  restoreTrashedLoads,
  replaceLoadDocumentFile,
  setAssignmentDriver,
  setDelivery,
  setLoadsPayment,
  setLoadStatus,
  trashLoads,
  unassignDriverless,
  updateLoadColumns,
  type LoadFieldsInput,
  type LoadRow,
  type LoadScope,
} from './repository';

const LOAD_NOT_FOUND = 'Load not found.';
const DRIVER_NOT_FOUND = 'Driver not found.';
const ALREADY_ASSIGNED = 'This load is already assigned';
const ALREADY_DELIVERED = 'This load has already been delivered';
const DOCUMENT_NOT_FOUND = 'Document not found.';

/**
 * The name a file had on the uploader's computer, as the documents list shows it: control
 * characters and path separators dropped (as the media route's offered name drops them), at
 * most 200 characters; a nameless upload is called after its kind.
 */
export function originalNameOf(file: UploadedFile): string {
  const cleaned = file.filename
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
    .replace(/[\u0000-\u001f\u007f/\\]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || `document.${file.kind.ext}`;
}

/** Any of these query parameters switches list-loads/ from the spec's plain array to a page. */
const PAGING_KEYS = ['page', 'page_size', 'search', 'status', 'payment', 'date', 'pickup_from', 'pickup_to', 'ordering'] as const;
/** Rows per database read of a streamed whole list: a few milliseconds of work between reads. */
const STREAM_BATCH = 250;

type Assignment = z.infer<typeof AssignmentSchema>;
type CreateAssignment = z.infer<typeof CreateAssignmentSchema>;
type CreateLoad = z.infer<typeof CreateLoadSchema>;
type LoadSetQuery = z.infer<typeof LoadSetQuerySchema>;
type UpdateAssignment = z.infer<typeof UpdateAssignmentSchema>;
type UpdateLoad = z.infer<typeof UpdateLoadSchema>;

/** A list call's answer: a page, or (the spec's plain array) every row as JSON text, read in batches as it is sent. */
export type ListAnswer<T> = { page: Page<T> } | { all: AsyncIterable<string> };

/** The loads' use cases: the list and its export, the trash, loads, assignments, documents, deliveries. */
/**
 * The load's broker columns once the broker is resolved (domain/brokers.ts): its id, and no text of
 * its own when there is none (the text of a linked load is its broker's name, set by a trigger).
 */
function withBroker(input: LoadFieldsInput, brokerId: number | null | undefined): LoadFieldsInput {
  if (brokerId === undefined) return input;
  return { ...input, broker_id: brokerId, broker: brokerId === null ? null : (input.broker ?? null) };
}

export function createLoadsService({ db, config, media, store }: Pick<AppDeps, 'db' | 'config' | 'media' | 'store'>) {
  const list = createLoadsList({ db, config });
  const answer = (row: Parameters<typeof toLoad>[0]) => toLoad(row, media);

  async function rowOrFail(q: Queryable, id: number): Promise<LoadRow> {
    const row = await findLoadById(q, id);
    if (!row) throw notFound(LOAD_NOT_FOUND);
    return row;
  }
  const loadOrFail = async (q: Queryable, id: number): Promise<Load> => answer(await rowOrFail(q, id));

  /**
   * Runs `write` on a load, in the caller's transaction (which has locked the load), and records
   * what it changed (load-events.ts) from the load as it was and as it is; 404 when there is none.
   * A `version` the caller's screen started from that is no longer the load's: 409, nothing written.
   */
  async function recordLoadChange(tx: Tx, id: number, actor: Actor, write: (before: LoadRow) => Promise<void>, version?: number): Promise<LoadRow> {
    const before = await rowOrFail(tx, id);
    await refuseStaleEdit(tx, { type: 'load', id, noun: 'load' }, before.version, version);
    await write(before);
    const after = await rowOrFail(tx, id);
    await recordEvents(tx, actor, loadChanged(before, after));
    return after;
  }

  /** Moves `ids` to the trash and records one `load.deleted` per load moved (with what it was); answers the ids moved. */
  async function trashAndRecord(ids: number[], actor: Actor): Promise<number[]> {
    return db.transaction(async (tx) => {
      const locked = await lockLoads(tx, ids);
      // Locked first, so a settlement being created over them is seen here or waits for this delete.
      const held = await findHeldLoads(tx, locked);
      if (held.length > 0) throw conflict(heldLoadsDetail(held, ids.length === 1 ? 'This load cannot be deleted' : 'These loads cannot be deleted'));
      const invoiced = await findInvoicedLoads(tx, locked);
      if (invoiced.length > 0)
        throw conflict(invoicedLoadsDetail(invoiced, ids.length === 1 ? 'This load cannot be deleted' : 'These loads cannot be deleted'));
      const rows = await findLoadsByIds(tx, locked, '-id');
      const gone = new Set(await trashLoads(tx, ids));
      await recordEvents(tx, actor, rows.filter((r) => gone.has(r.id)).map(loadDeleted));
      return [...gone];
    });
  }

  /** Every load row of `scope`, newest first, a batch per read (see lib/json-stream.ts). */
  const rowBatches = (scope: LoadScope) =>
    keysetBatches(
      (beforeId: number | null, limit) => findLoadsBatch(db, scope, beforeId, limit),
      (row) => row.id,
      STREAM_BATCH,
    );

  /**
   * Every load of `scope` as JSON text, a chunk per read. Each row becomes its answer only as its
   * text is written: mapping a batch to answers first held 170 MB more under 8 concurrent whole
   * lists (test/full-lists.test.ts).
   */
  const loadsJsonText = (scope: LoadScope, open: string, close: string) => jsonArrayText(rowBatches(scope), (row) => JSON.stringify(answer(row)), open, close);

  async function listLoads(query: ListLoadsQuery): Promise<ListAnswer<Load>> {
    if (!wantsPage(query, PAGING_KEYS)) return { all: loadsJsonText('all', '[', ']') };
    const { page, page_size, ordering, ...filters } = query;
    if (filters.pickup_from && filters.pickup_to && filters.pickup_from > filters.pickup_to) {
      throw badRequest('pickup_from cannot be after pickup_to');
    }
    const { rows, count } = await list.listLoadsPage({ filters, ordering, window: pageWindow({ page, page_size }, LOADS_PAGE_SIZE) });
    return { page: { count, results: rows.map(answer) } };
  }

  async function listLoadSet(set: 'assigned' | 'unassigned', query: LoadSetQuery): Promise<ListAnswer<Load>> {
    if (!wantsPage(query, ['page', 'page_size'])) return { all: loadsJsonText(set, '{"loads":[', ']}') };
    const { rows, count } = await findLoadSetPage(db, set, pageWindow(query, LOADS_PAGE_SIZE));
    return { page: { count, results: rows.map(answer) } };
  }

  /**
   * Every load matching the list's search and filters (not a page), newest first, as CSV text. The
   * first read happens before it answers, so a failing query is an error status, not a cut file.
   */
  async function exportLoadsCsv({ page: _page, page_size: _size, ordering: _ordering, ...filters }: ListLoadsQuery): Promise<AsyncIterable<string>> {
    return loadsCsvText(await firstBatchRead(rowBatches({ filters, timezone: config.timezone })), answer);
  }

  // A delete moves the load to the trash, so the list's Undo can bring it back; see trashLoads.
  async function deleteLoad(id: number, actor: Actor): Promise<void> {
    if ((await trashAndRecord([id], actor)).length === 0) throw notFound(LOAD_NOT_FOUND);
  }

  async function restoreLoads(ids: number[], actor: Actor): Promise<number[]> {
    const restored = await db.transaction(async (tx) => {
      const back = await restoreTrashedLoads(tx, ids, LOAD_RESTORE_SECONDS);
      if (back.length > 0) await unassignDriverless(tx, back);
      await recordEvents(tx, actor, (await findLoadsByIds(tx, back, '-id')).map(loadRestored));
      return back;
    });
    if (restored.length === 0) throw notFound('This load can no longer be restored.');
    return restored;
  }

  /** Trashed loads past their restore window are forgotten, with their documents. */
  async function purgeExpiredLoads(): Promise<void> {
    const documents = await purgeTrashedLoads(db, LOAD_RESTORE_SECONDS);
    await removeMediaFiles(db, store, documents);
  }

  async function createLoad(input: CreateLoad, actor: Actor): Promise<Load> {
    return db.transaction(async (tx) => {
      const broker = await resolveLoadBroker(tx, input);
      const row = await rowOrFail(tx, await insertLoad(tx, withBroker(input as LoadFieldsInput, broker.brokerId)));
      await recordEvents(tx, actor, [...broker.created, loadCreated(row)]);
      return answer(row);
    });
  }

  /** A load's Paid switch follows its invoice (domain/invoiced-loads.ts): 409 saying why when `payment` would disagree. Call with the loads locked. */
  async function refusePaymentAgainstInvoice(tx: Tx, ids: readonly number[], payment: Payment): Promise<void> {
    const problem = paymentDisagreement(await findInvoicedLoads(tx, ids), payment);
    if (problem) throw conflict(problem);
  }

  /** Sets the given loads' payment; answers the ids that exist. Records one event per load whose payment changed. */
  async function setPayment(ids: number[], payment: Payment, actor: Actor): Promise<number[]> {
    return db.transaction(async (tx) => {
      const locked = await lockLoads(tx, ids);
      await refusePaymentAgainstInvoice(tx, locked, payment);
      const before = await findLoadsByIds(tx, locked, '-id');
      const changed = await setLoadsPayment(tx, ids, payment);
      await recordEvents(
        tx,
        actor,
        before.flatMap((row) => loadChanged(row, { ...row, payment })),
      );
      return changed;
    });
  }

  async function updateLoad(id: number, { id: bodyId, version, ...fields }: UpdateLoad, actor: Actor): Promise<Load> {
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
      if (fields.payment !== undefined) await refusePaymentAgainstInvoice(tx, [id], fields.payment);
      const broker = await resolveLoadBroker(tx, fields);
      const row = await recordLoadChange(tx, id, actor, () => updateLoadColumns(tx, id, withBroker(fields as LoadFieldsInput, broker.brokerId)), version);
      await recordEvents(tx, actor, broker.created);
      return answer(row);
    });
  }

  async function createAssignment({ load: loadId, driver: driverId, version, ...feeInput }: CreateAssignment, actor: Actor): Promise<Assignment> {
    // Empty fees mean "not entered here": they must not wipe fees typed when the load was created.
    const fees: LoadFieldsInput = {};
    for (const field of FEE_FIELDS) {
      const value = feeInput[field];
      if (value !== undefined && value !== null) fees[field] = value;
    }
    return db.transaction(async (tx) => {
      // The load row lock queues concurrent assigns; the unique index on load_id is the backstop.
      const load = await lockLoadForAssignment(tx, loadId);
      if (!load) throw notFound(LOAD_NOT_FOUND);
      if (load.status === 'delivered') throw conflict(ALREADY_DELIVERED);
      if (load.status !== 'unassigned' || load.assignment_id !== null) throw conflict(ALREADY_ASSIGNED);
      if (!(await lockActiveDriver(tx, driverId))) throw badRequest(DRIVER_NOT_FOUND);
      let id = 0;
      await recordLoadChange(
        tx,
        loadId,
        actor,
        async () => {
          try {
            id = await insertAssignment(tx, loadId, driverId);
          } catch (error) {
            if (isUniqueViolation(error)) throw conflict(ALREADY_ASSIGNED);
            if (isForeignKeyViolation(error)) throw badRequest(DRIVER_NOT_FOUND);
            throw error;
          }
          await updateLoadColumns(tx, loadId, fees);
          await setLoadStatus(tx, loadId, 'assigned');
        },
        version,
      );
      return { id, load: loadId, driver: driverId, status: 'assigned' as const };
    });
  }

  async function updateAssignment(assignmentId: number, { load: loadId, driver: driverId, version }: UpdateAssignment, actor: Actor): Promise<Assignment> {
    return db.transaction(async (tx) => {
      const assignment = await lockAssignment(tx, assignmentId);
      if (!assignment) throw notFound('No assignment found to update');
      if (loadId !== undefined && loadId !== assignment.load_id) throw badRequest('This assignment belongs to another load.');
      if (!(await lockActiveDriver(tx, driverId))) throw badRequest(DRIVER_NOT_FOUND);
      // The spec allows Edit Driver on assigned loads only; a delivery's driver is history.
      if (assignment.status === 'delivered') throw conflict('The driver of a delivered load cannot be changed');
      await recordLoadChange(tx, assignment.load_id, actor, () => setAssignmentDriver(tx, assignment.id, driverId), version);
      return { id: assignment.id, load: assignment.load_id, driver: driverId, status: assignment.status };
    });
  }

  /** Checked before an upload is read, so a file for a load that does not exist is never stored. */
  async function ensureLoadExists(id: number): Promise<void> {
    if (!(await loadExists(db, id))) throw notFound(LOAD_NOT_FOUND);
  }

  /**
   * The spec's single upload: the file becomes the load's first document (the spec's `document`),
   * in the place of the one there (its kind and position kept), else as a new one of kind other.
   */
  async function replaceLoadDocument(id: number, file: UploadedFile | undefined, actor: Actor): Promise<{ document: string }> {
    if (!file) throw badRequest('Please select a file first');
    const key = await storeFile(db, store, file, actor.id);
    const doc = { fileKey: key, originalName: originalNameOf(file), size: file.size, uploadedBy: actor.id };
    let previous: string | null;
    try {
      previous = await db.transaction(async (tx) => {
        if (!(await lockLoad(tx, id))) throw notFound(LOAD_NOT_FOUND);
        const row = await rowOrFail(tx, id);
        const first = await findFirstLoadDocument(tx, id);
        if (first) await replaceLoadDocumentFile(tx, first.id, doc);
        else await insertLoadDocument(tx, id, { kind: 'other', ...doc });
        await recordEvents(tx, actor, [
          {
            kind: 'load.document_uploaded',
            subject: loadSubject(row),
            before: { document: first?.original_name ?? null },
            after: { document: doc.originalName },
          },
        ]);
        return first?.file_key ?? null;
      });
    } catch (error) {
      await removeMediaFiles(db, store, [key]);
      throw error;
    }
    // The replaced file goes, and with it every link to it.
    await removeMediaFiles(db, store, [previous]);
    return { document: media.url(key) as string };
  }

  async function listLoadDocuments(id: number): Promise<LoadDocument[]> {
    const rows = await findLoadDocuments(db, id);
    // Only an empty answer asks whether the load exists: one query for a load with documents.
    if (rows.length === 0 && !(await loadExists(db, id))) throw notFound(LOAD_NOT_FOUND);
    return rows.map((row) => toLoadDocument(row, media));
  }

  /** One more document for the load, of the kind sent beside the file. */
  async function addLoadDocument(id: number, body: MultipartBody, actor: Actor): Promise<LoadDocument> {
    const fields = AddLoadDocumentFieldsSchema.safeParse(body.fields);
    if (!fields.success) throw badRequest(fields.error.issues[0].message);
    const file = body.files.document;
    if (!file) throw badRequest('Please select a file first');
    const key = await storeFile(db, store, file, actor.id);
    try {
      return await db.transaction(async (tx) => {
        if (!(await lockLoad(tx, id))) throw notFound(LOAD_NOT_FOUND);
        const originalName = originalNameOf(file);
        const docId = await insertLoadDocument(tx, id, { kind: fields.data.kind, fileKey: key, originalName, size: file.size, uploadedBy: actor.id });
        const row = await rowOrFail(tx, id);
        await recordEvents(tx, actor, [{ kind: 'load.document_uploaded', subject: loadSubject(row), before: null, after: { document: originalName } }]);
        return toLoadDocument((await findLoadDocument(tx, docId))!, media);
      });
    } catch (error) {
      await removeMediaFiles(db, store, [key]);
      throw error;
    }
  }

  async function removeLoadDocument(documentId: number, actor: Actor): Promise<void> {
    const gone = await db.transaction(async (tx) => {
      const doc = await findLoadDocument(tx, documentId);
      if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
      // The load first, as every writer of its documents locks it: a concurrent single upload waits.
      await lockLoad(tx, doc.load_id);
      const removed = await deleteLoadDocument(tx, documentId);
      if (removed) {
        const row = await rowOrFail(tx, doc.load_id);
        await recordEvents(tx, actor, [{ kind: 'load.document_removed', subject: loadSubject(row), before: { document: doc.original_name }, after: null }]);
      }
      return removed;
    });
    if (!gone) throw notFound(DOCUMENT_NOT_FOUND);
    await removeMediaFiles(db, store, [gone.file_key]);
  }

  /**
   * The admin's Mark Delivered (issue 28): an assigned load delivered at `delivered_at`, not in the
   * future (beyond a few minutes of clock difference) and not before its pickup day in the
   * company's calendar. The day, not the pickup time: the time is the appointment, and a load
   * picked up early can be delivered before it.
   */
  async function markDelivered(id: number, { delivered_at, version }: MarkDeliveredInput, actor: Actor): Promise<Load> {
    const at = new Date(delivered_at);
    if (at.getTime() > Date.now() + DELIVERY_FUTURE_SLACK_MINUTES * 60_000) throw badRequest('The delivery time cannot be in the future.');
    return db.transaction(async (tx) => {
      const load = await lockLoadForDelivery(tx, id);
      if (!load) throw notFound(LOAD_NOT_FOUND);
      if (load.status === 'delivered') throw conflict(ALREADY_DELIVERED);
      if (load.status !== 'assigned') throw conflict('Only an assigned load can be marked delivered');
      if (companyDay(config.timezone, at) < load.pickup_date) throw badRequest('The delivery cannot be before the pickup date.');
      return answer(await recordLoadChange(tx, id, actor, () => setDelivery(tx, id, at.toISOString()), version));
    });
  }

  /** Takes a delivery recorded by mistake back: the load is assigned to its driver again. */
  async function undoDelivery(id: number, actor: Actor): Promise<Load> {
    return db.transaction(async (tx) => {
      const load = await lockLoadForDelivery(tx, id);
      if (!load) throw notFound(LOAD_NOT_FOUND);
      if (load.status !== 'delivered') throw conflict('This load has not been delivered');
      // A deleted driver keeps their delivered loads as history; an assigned load needs a current driver.
      if (load.driver_id === null || load.driver_deleted) throw conflict('This delivery cannot be undone: its driver has been deleted.');
      const held = await findHeldLoads(tx, [id]);
      if (held.length > 0) throw conflict(heldLoadsDetail(held, 'This delivery cannot be undone'));
      const invoiced = await findInvoicedLoads(tx, [id]);
      if (invoiced.length > 0) throw conflict(invoicedLoadsDetail(invoiced, 'This delivery cannot be undone'));
      return answer(await recordLoadChange(tx, id, actor, () => setDelivery(tx, id, null)));
    });
  }

  async function deliverLoad(id: number, by: Pick<SessionUser, 'id' | 'userType'>, actor: Actor): Promise<Load> {
    return db.transaction(async (tx) => {
      const load = await lockLoadForAssignment(tx, id);
      if (!load) throw notFound(LOAD_NOT_FOUND);
      if (by.userType === 'driver' && load.driver_id !== by.id) {
        throw forbidden('Only the driver assigned to this load can mark it delivered.');
      }
      if (load.status === 'delivered') throw conflict(ALREADY_DELIVERED);
      if (load.status !== 'assigned') throw conflict('Only an assigned load can be delivered');
      return answer(await recordLoadChange(tx, id, actor, () => setLoadStatus(tx, id, 'delivered')));
    });
  }

  return {
    listLoads,
    listLoadSet,
    getLoad: (id: number) => loadOrFail(db, id),
    exportLoadsCsv,
    deleteLoad,
    deleteLoads: trashAndRecord,
    restoreLoads,
    setLoadsPayment: setPayment,
    purgeExpiredLoads,
    createLoad,
    updateLoad,
    createAssignment,
    updateAssignment,
    ensureLoadExists,
    replaceLoadDocument,
    listLoadDocuments,
    addLoadDocument,
    removeLoadDocument,
    deliverLoad,
    markDelivered,
    undoDelivery,
  };
}
