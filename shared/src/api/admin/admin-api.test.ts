import { createEventBus } from '../../bus/event-bus';
import { BusEventReplay, type BusEvents } from '../../contracts/bus-events';
import { createTokenStore } from '../../session/token-store';
import { fakeFetch, json, type Handler } from '../../../test/fake-fetch';
import { FakeXhr } from '../../testing/fake-xhr';
import { MemoryStorage } from '../../testing/memory-storage';
import { createHttp } from '../http';
import { adminProfileQueryKey } from '../profile';
import { activityApi, activityExportFileName, driversApi, loadsApi, loadsExportFileName, progressFetch, queryKeys, reportsApi, type XhrLike } from './index';

function client(handler: Handler) {
  const bus = createEventBus<BusEvents>(BusEventReplay);
  const tokens = createTokenStore(new MemoryStorage({ access_token: 'old', refresh_token: 'r-old', user_type: 'admin' }), bus);
  const server = fakeFetch(handler);
  const http = createHttp({ baseUrl: '/api/', fetch: () => server.fetch, tokens: () => tokens, bus: () => bus });
  return { ...loadsApi(http), ...driversApi(http), ...reportsApi(http), ...activityApi(http), server };
}

const page = { count: 0, results: [] };

describe('the loads calls', () => {
  it('asks list-loads/ for a page, with the search, filters and sort, never for the unpaged array', async () => {
    const { getLoads, server } = client(() => json(page));
    await getLoads();
    await getLoads({ page: 3, page_size: 10, search: 'acme', status: 'assigned', payment: 'Paid', date: 'this_week', ordering: '-pickup_date' });
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/list-loads/?page=1',
      '/api/list-loads/?page=3&page_size=10&search=acme&status=assigned&payment=Paid&date=this_week&ordering=-pickup_date',
    ]);
  });

  it('reads, creates, changes and deletes one load at the spec paths', async () => {
    const { getLoad, createLoad, updateLoad, deleteLoad, server } = client((req) =>
      req.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ id: 7 }),
    );
    await getLoad(7);
    await createLoad({
      loadname: 'Steel',
      pickup_location: 'A',
      delivery_location: 'B',
      pickup_date: '2026-01-01',
      pickup_time: '09:00',
      delivery_date: '2026-01-02',
      delivery_time: '10:00',
      weight_lbs: 1000,
    });
    await updateLoad(7, { payment: 'Paid' });
    await expect(deleteLoad(7)).resolves.toBeUndefined();
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/loads/7/',
      'POST /api/create-load/',
      'PUT /api/loads/7/',
      'DELETE /api/delete-load/7/',
    ]);
    // The spec's PUT carries the id in the body too.
    expect(server.requests[2].json()).toEqual({ payment: 'Paid', id: 7 });
  });

  it('sends the bulk calls with the selected ids', async () => {
    const { bulkDeleteLoads, restoreLoads, setLoadsPayment, server } = client((req) => json({ ids: (req.json() as { ids: number[] }).ids }));
    await expect(bulkDeleteLoads({ ids: [1, 2] })).resolves.toEqual({ ids: [1, 2] });
    await expect(restoreLoads({ ids: [1] })).resolves.toEqual({ ids: [1] });
    await setLoadsPayment({ ids: [3], payment: 'Paid' });
    expect(server.requests.map((r) => [r.method, r.path, r.json()])).toEqual([
      ['POST', '/api/loads/bulk-delete/', { ids: [1, 2] }],
      ['POST', '/api/loads/restore/', { ids: [1] }],
      ['POST', '/api/loads/bulk-payment/', { ids: [3], payment: 'Paid' }],
    ]);
  });

  it('creates and changes assignments', async () => {
    const { createAssignment, updateAssignment, server } = client(() => json({ id: 4, load: 7, driver: 9, status: 'assigned' }));
    await createAssignment({ load: 7, driver: 9 });
    await updateAssignment(4, { load: '7', driver: 10 });
    expect(server.requests.map((r) => [r.method, r.path, r.json()])).toEqual([
      ['POST', '/api/create-assignment/', { load: 7, driver: 9 }],
      ['PUT', '/api/update-assignment/4/', { load: '7', driver: 10 }],
    ]);
  });

  it('exports the filtered loads as CSV, keeping the byte-order mark spreadsheets read UTF-8 by', async () => {
    const { exportLoads, server } = client(() => new Response('\uFEFFid,loadname\n1,Stéel\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const blob = await exportLoads({ search: 'st', status: 'unassigned', payment: undefined });
    expect(server.requests[0].url).toBe('/api/loads/export/?search=st&status=unassigned');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe('id,loadname\n1,Stéel\n');
    expect(loadsExportFileName(new Date('2026-11-23T10:00:00Z'))).toBe('loads-2026-11-23.csv');
  });

  it('turns a refused export into the server detail', async () => {
    const { exportLoads } = client(() => json({ detail: 'Another export is running.' }, 429));
    await expect(exportLoads()).rejects.toMatchObject({ status: 429, detail: 'Another export is running.' });
  });
});

describe('the drivers call', () => {
  it('asks users/drivers/ for a page, searched on the server', async () => {
    const { getDrivers, server } = client(() => json(page));
    await getDrivers();
    await getDrivers({ page: 2, search: 'ann', page_size: 20 });
    expect(server.requests.map((r) => r.url)).toEqual(['/api/users/drivers/?page=1', '/api/users/drivers/?page=2&search=ann&page_size=20']);
  });
});

const createXhr = () => new FakeXhr() as unknown as XhrLike;

describe('progressFetch', () => {
  it('sends the request over XMLHttpRequest and reports how much has gone out', async () => {
    const seen: number[] = [];
    const answer = progressFetch((f) => seen.push(f), createXhr)('http://localhost/api/x/', {
      method: 'PATCH',
      headers: { Authorization: 'Bearer t' },
      body: 'payload',
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.authorization, xhr.body]).toEqual(['PATCH', 'http://localhost/api/x/', 'Bearer t', 'payload']);
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.answer(200, { document: '/api/media/d.pdf' });
    const res = await answer;
    expect(seen).toEqual([0.25, 1, 1]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    await expect(res.json()).resolves.toEqual({ document: '/api/media/d.pdf' });
  });

  it('fails like fetch: a TypeError when the server cannot be reached, an AbortError when aborted', async () => {
    const down = progressFetch(() => undefined, createXhr)('http://localhost/api/x/');
    FakeXhr.last.onerror?.();
    await expect(down).rejects.toBeInstanceOf(TypeError);

    const controller = new AbortController();
    const stopped = progressFetch(() => undefined, createXhr)('http://localhost/api/x/', { signal: controller.signal });
    controller.abort();
    await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });

  it('answers a 204 with no body', async () => {
    const answer = progressFetch(() => undefined, createXhr)('http://localhost/api/x/');
    FakeXhr.last.answer(204, undefined);
    await expect(answer).resolves.toMatchObject({ status: 204 });
  });
});

describe('deliveries and documents (issue 28)', () => {
  it('marks delivered, undoes it, lists, adds (kind before the file) and removes documents at their paths', async () => {
    const calls = client((req) => (req.method === 'DELETE' && req.url.includes('load-documents') ? new Response(null, { status: 204 }) : json({})));
    await calls.markLoadDelivered(7, { delivered_at: '2026-03-11T10:00:00.000Z' });
    await calls.undoLoadDelivery(7);
    await calls.getLoadDocuments(7);
    await calls.addLoadDocument(7, 'proof_of_delivery', new File(['%PDF'], 'pod.pdf', { type: 'application/pdf' }));
    await calls.removeLoadDocument(3);
    expect(calls.server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/loads/7/delivery/',
      'DELETE /api/loads/7/delivery/',
      'GET /api/loads/7/documents/',
      'POST /api/loads/7/documents/',
      'DELETE /api/load-documents/3/',
    ]);
    expect(calls.server.requests[0].json()).toEqual({ delivered_at: '2026-03-11T10:00:00.000Z' });
    const form = calls.server.requests[3].body as FormData;
    expect([...form.keys()]).toEqual(['kind', 'document']);
    expect(form.get('kind')).toBe('proof_of_delivery');
    expect((form.get('document') as File).name).toBe('pod.pdf');
  });
});

describe('uploadLoadDocument', () => {
  const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

  it('sends the file under `document` through the core, with the bearer token', async () => {
    const { uploadLoadDocument, server } = client(() => json({ document: '/api/media/x.pdf' }));
    await expect(uploadLoadDocument(7, file)).resolves.toEqual({ document: '/api/media/x.pdf' });
    const [req] = server.requests;
    expect([req.method, req.path, req.authorization]).toEqual(['PATCH', '/api/loads/7/upload-docs/', 'Bearer old']);
    expect((req.body as FormData).get('document')).toBeInstanceOf(Blob);
  });

  it('with a progress listener goes over XMLHttpRequest, and a 401 still shares the core refresh', async () => {
    // The refresh goes through the core's own fetch; the upload's two tries go over XHR.
    const { server, ...calls } = client(() => json({ access_token: 'new', refresh_token: 'r-new' }));
    const seen: number[] = [];
    const real = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const done = calls.uploadLoadDocument(7, file, { onProgress: (f) => seen.push(f) });
      const first = FakeXhr.last;
      expect(first.headers.authorization).toBe('Bearer old');
      first.answer(401, { detail: 'Token is expired' });
      await new Promise((r) => setTimeout(r, 0));
      const second = FakeXhr.last;
      expect(second).not.toBe(first);
      expect(second.headers.authorization).toBe('Bearer new');
      second.progress(4, 8);
      second.answer(200, { document: '/api/media/x.pdf' });
      await expect(done).resolves.toEqual({ document: '/api/media/x.pdf' });
      expect(server.requests.map((r) => r.path)).toEqual(['/api/token/refresh/']);
      expect(seen.at(-2)).toBe(0.5);
      expect(seen.at(-1)).toBe(1);
    } finally {
      globalThis.XMLHttpRequest = real;
    }
  });
});

describe('the reports calls', () => {
  it('asks analytics/ for a period with its tab and search, and answers the PDF report as a Blob', async () => {
    const { getAnalytics, generateLoadReport, server } = client((req) =>
      req.url.includes('generate-load-report') ? new Response('%PDF-1.3 fake', { headers: { 'content-type': 'application/pdf' } }) : json({ days: [] }),
    );
    await getAnalytics({ pickup_date: '2026-11-23', period: 'weekly', status: 'delivered', search: 'acme' });
    const pdf = await generateLoadReport({ pickup_date: '2026-11-23', period: 'monthly' });
    expect(server.requests[0].url).toBe('/api/analytics/?pickup_date=2026-11-23&period=weekly&status=delivered&search=acme');
    expect(server.requests[1]).toMatchObject({ method: 'POST', url: '/api/generate-load-report/' });
    expect(server.requests[1].json()).toEqual({ pickup_date: '2026-11-23', period: 'monthly' });
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe('%PDF-1.3 fake');
  });
});

describe('the activity calls', () => {
  it("ask activity/ for a page, with the filters and several kinds comma-separated, and a record's history by its subject", async () => {
    const { getActivity, getActivityActors, server } = client(() => json(page));
    await getActivity();
    await getActivity({ page: 2, page_size: 50, actor: 3, kind: ['load.deleted', 'load.restored'], from: '2026-11-01', to: '2026-11-30' });
    await getActivity({ subject_type: 'load', subject_id: 472, kind: [] });
    await getActivityActors();
    expect(server.requests.map((r) => r.url)).toEqual([
      '/api/activity/?page=1',
      '/api/activity/?page=2&page_size=50&actor=3&from=2026-11-01&to=2026-11-30&kind=load.deleted%2Cload.restored',
      '/api/activity/?page=1&subject_type=load&subject_id=472',
      '/api/activity/actors/',
    ]);
  });

  it("export the filter's events as a CSV file under the server's name", async () => {
    const { exportActivity, server } = client(() => new Response('\uFEFFTime,Who\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }));
    const blob = await exportActivity({ subject_type: 'truck', kind: ['truck.deleted'] });
    expect(server.requests[0].url).toBe('/api/activity/export/?subject_type=truck&kind=truck.deleted');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(activityExportFileName(new Date(2026, 10, 26, 10, 42))).toBe('activity-2026-11-26.csv');
  });
});

describe('queryKeys', () => {
  it('are [resource, verb, params], so a resource key is the prefix of every one of its queries', () => {
    expect(queryKeys.loads.all).toEqual(['loads']);
    expect(queryKeys.loads.list({ page: 2, search: 'acme' })).toEqual(['loads', 'list', { page: 2, search: 'acme' }]);
    expect(queryKeys.loads.detail(7)).toEqual(['loads', 'detail', 7]);
    expect(queryKeys.drivers.list({ search: 'ann' })).toEqual(['drivers', 'list', { search: 'ann' }]);
    for (const key of [queryKeys.loads.lists, queryKeys.loads.details]) expect(key.slice(0, 1)).toEqual(queryKeys.loads.all);
    expect(Object.keys(queryKeys)).toEqual([
      'loads',
      'drivers',
      'dispatchers',
      'trucks',
      'trailers',
      'brokers',
      'driverHours',
      'settlements',
      'invoices',
      'activity',
      'analytics',
      'search',
      'dashboard',
      'adminProfile',
    ]);
    // A driver's settlement preview sits under the settlements: a settlement created or deleted refreshes it.
    expect(queryKeys.settlements.preview(4, '2026-06-01', '2026-06-30').slice(0, 1)).toEqual(queryKeys.settlements.all);
    // Who has written sits under the activity: whatever refreshes the activity refreshes it.
    expect(queryKeys.activity.actors.slice(0, 1)).toEqual(queryKeys.activity.all);
    // Figures added up from loads sit under `loads`: a change to any load refreshes them.
    expect(queryKeys.analytics.figures({ period: 'weekly' })).toEqual(['loads', 'analytics', { period: 'weekly' }]);
    expect(queryKeys.analytics.all.slice(0, 1)).toEqual(queryKeys.loads.all);
    // A load's documents too: a delivery with its proof, or a load deleted, refreshes them.
    expect(queryKeys.loads.documents(7)).toEqual(['loads', 'documents', 7]);
    expect(queryKeys.driverHours.list({ period: 'weekly' })).toEqual(['driver-hours', 'list', { period: 'weekly' }]);
  });

  it("keeps the admin profile under the shell's key, so a Profile change refreshes the sidebar", () => {
    expect(queryKeys.adminProfile).toBe(adminProfileQueryKey);
    expect(queryKeys.adminProfile).toEqual(['admin', 'get']);
  });
});
