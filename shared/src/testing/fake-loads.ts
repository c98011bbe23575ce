// The fake backend's loads: list-loads/ and its export, the two load sets, one load, its writes,
// the trash and the assignments, with the semantics of server/src/routes/loads.
import { z } from 'zod';
import {
  AssignmentSchema,
  CreateAssignmentSchema,
  CreateLoadSchema,
  AddLoadDocumentFieldsSchema,
  FEE_FIELDS,
  DELIVERY_FUTURE_SLACK_MINUTES,
  findScheduleProblem,
  LoadDocumentSchema,
  LoadDocumentsSchema,
  MarkDeliveredSchema,
  LoadDocumentResponseSchema,
  LoadIdsResultSchema,
  LoadIdsSchema,
  LoadSchema,
  LoadSetQuerySchema,
  LoadsEnvelopePageSchema,
  LoadsEnvelopeSchema,
  LoadsPageSchema,
  ListLoadsQuerySchema,
  BulkPaymentSchema,
  UpdateAssignmentSchema,
  UpdateLoadSchema,
  type ListLoadsQuery,
  type Load,
  type LoadDocument,
  type LoadDocumentKind,
} from '../contracts/loads';
import { ApiPaths } from '../contracts/paths';
import { PAGE_SIZES } from '../contracts/page-sizes';
import { addDays } from '../contracts/report-periods';
import type { FakeDb } from './fake-db';
import { resolveFakeBroker } from './fake-brokers';
import { aLoad } from './load-fixtures';
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
  withNextVersion,
  type Endpoint,
} from './fake-server-kit';

/** Any of these switches list-loads/ from the spec's plain array to a page. */
const PAGING_KEYS = ['page', 'page_size', 'search', 'status', 'payment', 'date', 'pickup_from', 'pickup_to', 'ordering'] as const;

export type LoadFilters = Pick<ListLoadsQuery, 'search' | 'status' | 'payment' | 'date' | 'pickup_from' | 'pickup_to'>;

/** The list's search (domain/load-rows.ts): name, reference (loadNumber), places and broker; digits alone also the id. */
export function loadMatches(l: Load, search: string | undefined): boolean {
  const term = search?.trim().toLowerCase();
  if (!term) return true;
  const text = `${l.loadname} ${l.loadNumber ?? ''} ${l.pickup_location} ${l.delivery_location} ${l.broker ?? ''}`;
  return holds(text, term) || (/^\d{1,9}$/.test(term) && l.id === Number(term));
}

function filtered(loads: readonly Load[], f: LoadFilters, today: string): Load[] {
  const byDate = {
    today: (d: string) => d === today,
    tomorrow: (d: string) => d === addDays(today, 1),
    this_week: (d: string) => d >= today && d <= addDays(today, 7),
    upcoming: (d: string) => d > addDays(today, 7),
    past: (d: string) => d < today,
  } as const;
  return loads.filter(
    (l) =>
      loadMatches(l, f.search) &&
      (!f.status || l.status === f.status) &&
      (!f.payment || l.payment === f.payment) &&
      (!f.pickup_from || l.pickup_date >= f.pickup_from) &&
      (!f.pickup_to || l.pickup_date <= f.pickup_to) &&
      (!f.date || byDate[f.date](l.pickup_date)),
  );
}

/** The server's orderings (repository.ts ORDERINGS): id breaks ties, a price's null goes last either way. */
function ordered(loads: Load[], ordering: ListLoadsQuery['ordering'] = '-id'): Load[] {
  const desc = ordering.startsWith('-');
  const keys = {
    id: (l: Load) => [l.id],
    pickup_date: (l: Load) => [l.pickup_date, l.pickup_time, l.id],
    loadname: (l: Load) => [l.loadname, l.id],
    price: (l: Load) => [l.price, l.id],
    created_at: (l: Load) => [l.created_at, l.id],
  } as const;
  return sortedBy(loads, keys[ordering.replace('-', '') as keyof typeof keys], desc);
}

/** 'HH:MM[:SS]' as the server answers it. */
const hhmm = (t: string | undefined) => t?.slice(0, 5);
const withoutUndefined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A load's fields from a create or update body, with the aliases the spec's views read. */
function loadFields(db: FakeDb, v: z.output<typeof UpdateLoadSchema>): Partial<Load> {
  const { id: _id, pickup_time, delivery_time, weight_lbs, broker: _broker, broker_id: _brokerId, ...rest } = v;
  const broker = resolveFakeBroker(db, v);
  return withoutUndefined({
    ...rest,
    pickup_time: hhmm(pickup_time),
    delivery_time: hhmm(delivery_time),
    weight_lbs: weight_lbs ?? undefined,
    weight: weight_lbs ?? undefined,
    ...(broker === undefined ? {} : { broker: broker?.name ?? null, broker_name: broker?.name ?? null, broker_id: broker?.id ?? null }),
  });
}

export function loadsEndpoints(db: FakeDb): Endpoint[] {
  const find = (id: number) => db.loads.find((l) => l.id === id) ?? refuse(404, 'Load not found.');
  const replace = (load: Load) => {
    const stored = db.loads.find((l) => l.id === load.id);
    const next = stored ? withNextVersion(stored, load) : load;
    db.loads = db.loads.map((l) => (l.id === load.id ? next : l));
    return next;
  };
  const trash = (ids: number[]) => {
    const gone = db.loads.filter((l) => ids.includes(l.id));
    db.trash.push(...gone);
    db.loads = db.loads.filter((l) => !ids.includes(l.id));
    return gone.map((l) => l.id);
  };
  // A load's documents, oldest first; the load's `document` is the first one's link (the server's rule).
  const documentsOf = (loadId: number) => db.loadDocuments.filter((d) => d.load === loadId);
  const syncFirstDocument = (loadId: number) => {
    const load = db.loads.find((l) => l.id === loadId);
    if (load) replace({ ...load, document: documentsOf(loadId)[0]?.url ?? null });
  };
  const storeDocument = (loadId: number, kind: LoadDocumentKind, file: File): LoadDocument => ({
    id: nextId(db.loadDocuments),
    load: loadId,
    kind,
    name: file.name,
    size: file.size,
    content_type: file.type || 'application/octet-stream',
    url: mediaUrlOf(file),
    uploaded_at: db.clock.now().toISOString(),
    uploaded_by: `${db.admin.first_name} ${db.admin.last_name}`.trim() || null,
  });
  const fileOf = (req: Parameters<Endpoint['answer']>[0]) => {
    const file = req.body instanceof FormData ? req.body.get('document') : null;
    return file instanceof File ? file : refuse(400, 'Please select a file first');
  };
  const listQuery = (req: Parameters<Endpoint['answer']>[0]) => {
    const q = parsed(ListLoadsQuerySchema, queryOf(req));
    if (q.pickup_from && q.pickup_to && q.pickup_from > q.pickup_to) refuse(400, 'pickup_from cannot be after pickup_to');
    return q;
  };
  const loadSet = (set: 'assigned' | 'unassigned') => (req: Parameters<Endpoint['answer']>[0]) => {
    const q = parsed(LoadSetQuerySchema, queryOf(req));
    const rows = ordered(
      db.loads.filter((l) => (set === 'assigned' ? l.status !== 'unassigned' : l.status === 'unassigned')),
      '-id',
    );
    if (!wantsPage(q, ['page', 'page_size'])) return ok({ loads: rows });
    const page = pageOf(rows, q, PAGE_SIZES.loads);
    return ok({ count: page.count, loads: page.results });
  };
  const setPage = z.union([LoadsEnvelopePageSchema, LoadsEnvelopeSchema]);

  return [
    endpoint(
      'GET',
      ApiPaths.listLoads,
      (req) => {
        const { page, page_size, ordering, ...filters } = listQuery(req);
        const rows = ordered(filtered(db.loads, filters, db.clock.today()), ordering);
        return ok(wantsPage({ page, page_size, ordering, ...filters }, PAGING_KEYS) ? pageOf(rows, { page, page_size }, PAGE_SIZES.loads) : rows);
      },
      z.union([z.array(LoadSchema), LoadsPageSchema]),
    ),
    endpoint('GET', ApiPaths.assignedLoads, loadSet('assigned'), setPage),
    endpoint('GET', ApiPaths.unassignedLoads, loadSet('unassigned'), setPage),
    endpoint('GET', ApiPaths.exportLoads, (req) => {
      const { page: _p, page_size: _s, ordering: _o, ...filters } = listQuery(req);
      const rows = ordered(filtered(db.loads, filters, db.clock.today()));
      return ok(['id,loadname,status,payment', ...rows.map((l) => `${l.id},${l.loadname},${l.status},${l.payment}`)].join('\r\n'));
    }),
    endpoint('GET', ApiPaths.load, (req) => ok(find(idOf(req))), LoadSchema),
    endpoint(
      'POST',
      ApiPaths.createLoad,
      (req) => {
        const v = parsed(CreateLoadSchema, req.body);
        // The kit's load is a new load as the server answers one: unassigned, unpaid, no document.
        const load = aLoad({
          ...Object.fromEntries(FEE_FIELDS.map((f) => [f, null])),
          broker: null,
          broker_name: null,
          ...loadFields(db, v),
          id: nextId([...db.loads, ...db.trash]),
          loadNumber: v.loadNumber ?? null,
          payment: v.payment ?? 'Unpaid',
          created_at: db.clock.now().toISOString(),
        });
        db.loads.push(load);
        return ok(load, 201);
      },
      LoadSchema,
    ),
    endpoint(
      'PUT',
      ApiPaths.load,
      (req) => {
        const id = idOf(req);
        const v = parsed(UpdateLoadSchema, req.body);
        if (v.id !== undefined && v.id !== id) refuse(400, 'The id in the body does not match the load in the address.');
        refuseStaleEdit('load', find(id), v.version, db.otherEditor);
        const next = { ...find(id), ...loadFields(db, v) };
        const problem = findScheduleProblem(next);
        if (problem) refuse(400, problem.message);
        return ok(replace(next));
      },
      LoadSchema,
    ),
    endpoint('DELETE', ApiPaths.deleteLoad, (req) => (trash([idOf(req)]).length ? NO_CONTENT : refuse(404, 'Load not found.'))),
    endpoint('POST', ApiPaths.bulkDeleteLoads, (req) => ok({ ids: trash(parsed(LoadIdsSchema, req.body).ids) }), LoadIdsResultSchema),
    endpoint(
      'POST',
      ApiPaths.restoreLoads,
      (req) => {
        const { ids } = parsed(LoadIdsSchema, req.body);
        const back = db.trash.filter((l) => ids.includes(l.id));
        if (back.length === 0) refuse(404, 'This load can no longer be restored.');
        db.trash = db.trash.filter((l) => !ids.includes(l.id));
        db.loads.push(...back);
        return ok({ ids: back.map((l) => l.id) });
      },
      LoadIdsResultSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.bulkLoadPayment,
      (req) => {
        const { ids, payment } = parsed(BulkPaymentSchema, req.body);
        const changed = db.loads.filter((l) => ids.includes(l.id));
        changed.forEach((l) => replace({ ...l, payment }));
        return ok({ ids: changed.map((l) => l.id) });
      },
      LoadIdsResultSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.createAssignment,
      (req) => {
        const { load: loadId, driver: driverId, version, ...fees } = parsed(CreateAssignmentSchema, req.body);
        const load = find(loadId);
        refuseStaleEdit('load', load, version, db.otherEditor);
        if (load.status === 'delivered') refuse(409, 'This load has already been delivered');
        if (load.status !== 'unassigned' || load.assignments.length > 0) refuse(409, 'This load is already assigned');
        const driver = db.drivers.find((d) => d.id === driverId) ?? refuse(400, 'Driver not found.');
        const id = nextId(db.loads.flatMap((l) => l.assignments));
        // Empty fees mean "not entered here": they leave the load's as they are.
        const entered = Object.fromEntries(Object.entries(fees).filter(([, v]) => v !== undefined && v !== null));
        replace({ ...load, ...entered, ...db.assignedTo(driver, id, load.id), status: 'assigned' });
        return ok({ id, load: load.id, driver: driver.id, status: 'assigned' }, 201);
      },
      AssignmentSchema,
    ),
    endpoint(
      'PUT',
      ApiPaths.updateAssignment,
      (req) => {
        const assignmentId = idOf(req, 'assignmentId');
        const { load: loadId, driver: driverId, version } = parsed(UpdateAssignmentSchema, req.body);
        const load = db.loads.find((l) => l.assignments.some((a) => a.id === assignmentId)) ?? refuse(404, 'No assignment found to update');
        refuseStaleEdit('load', load, version, db.otherEditor);
        if (loadId !== undefined && loadId !== load.id) refuse(400, 'This assignment belongs to another load.');
        const driver = db.drivers.find((d) => d.id === driverId) ?? refuse(400, 'Driver not found.');
        if (load.status === 'delivered') refuse(409, 'The driver of a delivered load cannot be changed');
        replace({ ...load, ...db.assignedTo(driver, assignmentId, load.id) });
        return ok({ id: assignmentId, load: load.id, driver: driver.id, status: load.status });
      },
      AssignmentSchema,
      'assignmentId',
    ),
    endpoint(
      'POST',
      ApiPaths.deliverLoad,
      (req) => {
        const load = find(idOf(req));
        if (load.status === 'delivered') refuse(409, 'This load has already been delivered');
        if (load.status !== 'assigned') refuse(409, 'Only an assigned load can be delivered');
        return ok(replace({ ...load, status: 'delivered', delivered_at: db.clock.now().toISOString() }));
      },
      LoadSchema,
    ),
    endpoint(
      'PATCH',
      ApiPaths.uploadLoadDocument,
      (req) => {
        const load = find(idOf(req));
        const file = fileOf(req);
        // The spec's single upload takes the first document's place (its kind kept), else adds one of kind other.
        const first = documentsOf(load.id)[0];
        const stored = storeDocument(load.id, first?.kind ?? 'other', file);
        if (first) db.loadDocuments = db.loadDocuments.map((d) => (d.id === first.id ? { ...stored, id: first.id } : d));
        else db.loadDocuments.push(stored);
        syncFirstDocument(load.id);
        return ok({ document: stored.url });
      },
      LoadDocumentResponseSchema,
    ),
    endpoint(
      'POST',
      ApiPaths.loadDelivery,
      (req) => {
        const { delivered_at, version } = parsed(MarkDeliveredSchema, req.body);
        const at = new Date(delivered_at);
        if (at.getTime() > db.clock.now().getTime() + DELIVERY_FUTURE_SLACK_MINUTES * 60_000) refuse(400, 'The delivery time cannot be in the future.');
        const load = find(idOf(req));
        refuseStaleEdit('load', load, version, db.otherEditor);
        if (load.status === 'delivered') refuse(409, 'This load has already been delivered');
        if (load.status !== 'assigned') refuse(409, 'Only an assigned load can be marked delivered');
        // The company's day is UTC here, as the server's default HAULBOARD_TIMEZONE.
        if (at.toISOString().slice(0, 10) < load.pickup_date) refuse(400, 'The delivery cannot be before the pickup date.');
        return ok(replace({ ...load, status: 'delivered', delivered_at: at.toISOString() }));
      },
      LoadSchema,
    ),
    endpoint(
      'DELETE',
      ApiPaths.loadDelivery,
      (req) => {
        const load = find(idOf(req));
        if (load.status !== 'delivered') refuse(409, 'This load has not been delivered');
        return ok(replace({ ...load, status: 'assigned', delivered_at: null }));
      },
      LoadSchema,
    ),
    endpoint('GET', ApiPaths.loadDocuments, (req) => ok(documentsOf(find(idOf(req)).id)), LoadDocumentsSchema),
    endpoint(
      'POST',
      ApiPaths.loadDocuments,
      (req) => {
        const load = find(idOf(req));
        const form = req.body instanceof FormData ? req.body : null;
        const { kind } = parsed(AddLoadDocumentFieldsSchema, { kind: form?.get('kind') ?? undefined });
        const stored = storeDocument(load.id, kind, fileOf(req));
        db.loadDocuments.push(stored);
        syncFirstDocument(load.id);
        return ok(stored, 201);
      },
      LoadDocumentSchema,
    ),
    endpoint('DELETE', ApiPaths.loadDocument, (req) => {
      const doc = db.loadDocuments.find((d) => d.id === idOf(req)) ?? refuse(404, 'Document not found.');
      db.loadDocuments = db.loadDocuments.filter((d) => d.id !== doc.id);
      syncFirstDocument(doc.load);
      return NO_CONTENT;
    }),
  ];
}
