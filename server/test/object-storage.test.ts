import { LoadDocumentResponseSchema, MessageSchema } from '@haulboard/shared/contracts';
import { insertLoad } from '../src/routes/loads/load-fixtures';
import { createLoadsService } from '../src/routes/loads/service';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from './build';
import { startS3, type TestS3 } from './s3-server';

// The whole app on an S3-compatible store over HTTP (test/s3-server.ts): files go to the bucket,
// come back through the signed /api/media/ links with their headers, and leave it with what owned them.
let s3: TestS3;
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  s3 = await startS3();
  ctx = await buildTestApp({ s3: s3.config });
  admin = await createUser(ctx, 'admin');
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

const keyOf = (url: string) => decodeURIComponent(/\/api\/media\/([^?]+)/.exec(url)![1]);
const uploadDocument = async (loadId: number, filename: string, content: Buffer) => {
  const body = multipart([{ name: 'document', filename, content }]);
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/loads/${loadId}/upload-docs/`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
  expect(res.statusCode).toBe(200);
  return LoadDocumentResponseSchema.parse(res.json()).document;
};

it('stores a load document in the bucket, serves it through the signed link, and deletes it when it is replaced', async () => {
  expect(ctx.deps.store.kind).toBe('s3');
  const loadId = await insertLoad(ctx);
  const first = await uploadDocument(loadId, 'rate confirmation.pdf', samples.pdf);
  expect(await ctx.deps.store.open(keyOf(first))).not.toBeNull();

  const served = await ctx.app.inject({ method: 'GET', url: first });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(samples.pdf)).toBe(true);
  expect(served.headers['content-type']).toBe('application/pdf');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
  expect(served.headers['content-disposition']).toContain('filename="rate confirmation.pdf"');

  const second = await uploadDocument(loadId, 'bol.png', samples.png);
  expect(await ctx.deps.store.open(keyOf(first))).toBeNull();
  expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  expect((await ctx.app.inject({ method: 'GET', url: second })).rawPayload.equals(samples.png)).toBe(true);
});

it("removes a deleted load's document from the bucket once its restore window has passed", async () => {
  const loadId = await insertLoad(ctx);
  const key = keyOf(await uploadDocument(loadId, 'pod.pdf', samples.pdf));
  expect((await ctx.app.inject({ method: 'DELETE', url: `/api/delete-load/${loadId}/`, headers: admin.headers })).statusCode).toBe(204);
  // Restorable for its 5 seconds: the object stays.
  expect(await ctx.deps.store.open(key)).not.toBeNull();
  await ctx.db.$client.query("update deleted_loads set deleted_at = now() - interval '2 minutes' where id = $1", [loadId]);
  await createLoadsService(ctx.deps).purgeExpiredLoads();
  expect(await ctx.deps.store.open(key)).toBeNull();
});

it("removes a deleted chat message's photo from the bucket", async () => {
  const driver = await createUser(ctx, 'driver');
  const body = multipart([{ name: 'camera_media', filename: 'dock.png', content: samples.png }]);
  const sent = await ctx.app.inject({
    method: 'POST',
    url: `/api/messages/${driver.id}/`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
  expect(sent.statusCode).toBe(201);
  const message = MessageSchema.parse(sent.json());
  const key = keyOf(message.camera_media_url!);
  expect(await ctx.deps.store.open(key)).not.toBeNull();
  expect((await ctx.app.inject({ method: 'DELETE', url: `/api/chat/message/${message.id}/delete/`, headers: admin.headers })).statusCode).toBeLessThan(300);
  expect(await ctx.deps.store.open(key)).toBeNull();
});

it('reports the store in the health check, and stays healthy for the load balancer while only the store is down', async () => {
  expect((await ctx.app.inject({ url: '/api/health/' })).json()).toMatchObject({ status: 'ok', database: 'up', storage: 'up' });
  const down = await buildTestApp({ s3: { ...s3.config, endpoint: 'http://127.0.0.1:9' } });
  try {
    const health = await down.app.inject({ url: '/api/health/' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: 'up', storage: 'down' });
  } finally {
    await down.close();
  }
});
