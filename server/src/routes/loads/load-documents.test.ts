import { LOAD_RESTORE_SECONDS, LoadDocumentSchema, LoadDocumentsSchema, LoadSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from '../../../test/build';
import { insertLoad } from './load-fixtures';

// A load's documents (issue 28): several, each with a kind and its original name; the spec's
// single `document` is the first of them, and the spec's single upload still works.
let ctx: TestContext;
let admin: TestUser;
let dispatcher: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  dispatcher = await createUser(ctx, 'dispatcher');
});
afterAll(() => ctx.close());

const q = (text: string, params: unknown[] = []) => ctx.db.$client.query(text, params);
type Parts = Parameters<typeof multipart>[0];
const send = (method: 'POST' | 'PATCH', url: string, parts: Parts, headers = admin.headers) => {
  const body = multipart(parts);
  return ctx.app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
};
const add = (id: number | string, kind: string | null, filename: string, content = samples.pdf, headers = admin.headers) =>
  send('POST', `/api/loads/${id}/documents/`, [...(kind === null ? [] : [{ name: 'kind', value: kind }]), { name: 'document', filename, content }], headers);
const list = async (id: number) =>
  LoadDocumentsSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/loads/${id}/documents/`, headers: admin.headers })).json());
const loadOf = async (id: number) => LoadSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/loads/${id}/`, headers: admin.headers })).json());
const remove = (documentId: number | string, headers = admin.headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/load-documents/${documentId}/`, headers });
const mediaCount = async () => (await q('select count(*)::int as n from media_files')).rows[0].n as number;
/** The stored key of a signed media path. */
const keyOf = (url: string | null) => /\/api\/media\/(\d{4}\/[0-9a-f]{32}\.[a-z]+)/.exec(url ?? '')?.[1];

describe('GET and POST /api/loads/{id}/documents/', () => {
  it('keeps several documents with their kind and original name, oldest first; the first is the load’s document', async () => {
    const id = await insertLoad(ctx);
    expect(await list(id)).toEqual([]);
    expect((await loadOf(id)).document).toBeNull();

    const rate = await add(id, 'rate_confirmation', 'Rate con #4471 (signed).pdf');
    expect(rate.statusCode).toBe(201);
    expect(LoadDocumentSchema.parse(rate.json())).toMatchObject({
      load: id,
      kind: 'rate_confirmation',
      name: 'Rate con #4471 (signed).pdf',
      size: samples.pdf.length,
      content_type: 'application/pdf',
      uploaded_by: expect.any(String),
    });
    expect((await add(id, 'proof_of_delivery', 'pod.png', samples.png)).statusCode).toBe(201);

    const documents = await list(id);
    expect(documents.map((d) => [d.kind, d.name])).toEqual([
      ['rate_confirmation', 'Rate con #4471 (signed).pdf'],
      ['proof_of_delivery', 'pod.png'],
    ]);
    const served = await ctx.app.inject({ method: 'GET', url: documents[1].url });
    expect(served.rawPayload.equals(samples.png)).toBe(true);
    expect(keyOf((await loadOf(id)).document)).toBe(keyOf(documents[0].url));
  });

  it('refuses a missing or unknown kind, no file, a file of another type, and an unknown load, storing nothing', async () => {
    const id = await insertLoad(ctx);
    const before = await mediaCount();
    for (const [res, status, detail] of [
      [await add(id, null, 'a.pdf'), 400, 'Choose what kind of document this is'],
      [await add(id, 'invoice', 'a.pdf'), 400, 'Choose what kind of document this is'],
      [await send('POST', `/api/loads/${id}/documents/`, [{ name: 'kind', value: 'other' }]), 400, 'Please select a file first'],
      [await add(id, 'other', 'page.pdf', samples.html), 400, 'Invalid document type.'],
      [await add(999999, 'other', 'a.pdf'), 404, 'Load not found.'],
    ] as const) {
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { detail } });
    }
    expect(await mediaCount()).toBe(before);
    expect(await list(id)).toEqual([]);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/loads/999999/documents/', headers: admin.headers });
    expect(missing.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const id = await insertLoad(ctx);
    expect((await add(id, 'other', 'a.pdf', samples.pdf, dispatcher.headers)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/loads/${id}/documents/`, headers: dispatcher.headers })).statusCode).toBe(403);
  });
});

describe('DELETE /api/load-documents/{id}/', () => {
  it('removes a document and its file; the next one becomes the load’s document', async () => {
    const id = await insertLoad(ctx);
    await add(id, 'bill_of_lading', 'bol.pdf');
    await add(id, 'other', 'photo.jpg', samples.jpg);
    const [first, second] = await list(id);
    const before = await mediaCount();

    const res = await remove(first.id);
    expect(res.statusCode).toBe(204);
    expect((await list(id)).map((d) => d.id)).toEqual([second.id]);
    expect(keyOf((await loadOf(id)).document)).toBe(keyOf(second.url));
    expect(await mediaCount()).toBe(before - 1);
    expect((await ctx.app.inject({ method: 'GET', url: first.url })).statusCode).toBe(404);

    expect((await remove(first.id)).json()).toEqual({ detail: 'Document not found.' });
    expect((await remove(second.id, dispatcher.headers)).statusCode).toBe(403);
  });
});

describe('the spec’s single upload beside the documents', () => {
  it('puts its file in the first document’s place, keeping that one’s kind, and adds one of kind other when there is none', async () => {
    const id = await insertLoad(ctx);
    const first = await send('PATCH', `/api/loads/${id}/upload-docs/`, [{ name: 'document', filename: 'scan.pdf', content: samples.pdf }]);
    expect(first.statusCode).toBe(200);
    expect((await list(id)).map((d) => [d.kind, d.name])).toEqual([['other', 'scan.pdf']]);

    await add(id, 'proof_of_delivery', 'pod.pdf');
    await q(`update load_documents set kind = 'rate_confirmation' where load_id = $1 and original_name = 'scan.pdf'`, [id]);
    const before = await mediaCount();
    const again = await send('PATCH', `/api/loads/${id}/upload-docs/`, [{ name: 'document', filename: 'rate v2.png', content: samples.png }]);
    expect(keyOf(again.json().document)).toBe(keyOf((await loadOf(id)).document));
    expect((await list(id)).map((d) => [d.kind, d.name])).toEqual([
      ['rate_confirmation', 'rate v2.png'],
      ['proof_of_delivery', 'pod.pdf'],
    ]);
    // The replaced file went.
    expect(await mediaCount()).toBe(before);
  });
});

describe('documents and the trash', () => {
  it('a deleted load’s documents come back with its restore, and go with their files when the window ends', async () => {
    const id = await insertLoad(ctx);
    await add(id, 'rate_confirmation', 'rate.pdf');
    await add(id, 'bill_of_lading', 'bol.pdf');
    const documents = await list(id);
    const del = (ids: number[]) => ctx.app.inject({ method: 'POST', url: '/api/loads/bulk-delete/', payload: { ids }, headers: admin.headers });

    await del([id]);
    expect((await q('select count(*)::int as n from load_documents where load_id = $1', [id])).rows[0].n).toBe(0);
    const back = await ctx.app.inject({ method: 'POST', url: '/api/loads/restore/', payload: { ids: [id] }, headers: admin.headers });
    expect(back.statusCode).toBe(200);
    expect(await list(id)).toEqual(documents.map((d) => ({ ...d, url: expect.any(String) })));
    expect(keyOf((await loadOf(id)).document)).toBe(keyOf(documents[0].url));

    await del([id]);
    const before = await mediaCount();
    await q(`update deleted_loads set deleted_at = now() - make_interval(secs => $2) where id = $1`, [id, LOAD_RESTORE_SECONDS + 1]);
    // The sweep runs every 30 s; its work is called directly here.
    const { createLoadsService } = await import('./service');
    await createLoadsService(ctx.app.deps).purgeExpiredLoads();
    expect(await mediaCount()).toBe(before - 2);
  });
});
