import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { DispatcherSchema, DriverSchema, ErrorSchema, UploadDocsResponseSchema } from '@haulboard/shared/contracts';
import { users } from '../../db/schema';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser, insertUser } from '../../../test/build';

let ctx: TestContext;
let admin: TestUser;
let driverId: number;
let dispatcherId: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  driverId = await insertUser(ctx.db, 'driver', { firstName: 'Dee' });
  dispatcherId = await insertUser(ctx.db, 'dispatcher', { firstName: 'Dis' });
});
afterAll(() => ctx.close());

type Part = Parameters<typeof multipart>[0][number];
const upload = (kind: 'drivers' | 'dispatchers', id: number | string, parts: Part[], headers: Record<string, string> = admin.headers) => {
  const body = multipart(parts);
  return ctx.app.inject({ method: 'PATCH', url: `/api/${kind}/${id}/upload-docs/`, payload: body.payload, headers: { ...headers, ...body.headers } });
};
const file = (name: string, content: Buffer, filename = 'doc.bin', type = 'application/octet-stream'): Part => ({ name, filename, content, type });
const mediaCount = async () => (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from media_files`)).rows[0].n;
const documentsOf = async (id: number) => {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
  return [row.idCard, row.workCertification, row.trainingCertification, row.driverLicense, row.vehicleRegistration, row.vehicle];
};

describe('PATCH /api/drivers/{id}/upload-docs/ and /api/dispatchers/{id}/upload-docs/', () => {
  it('stores a driver document and answers its signed path, which downloads the same bytes', async () => {
    const res = await upload('drivers', driverId, [file('driver_license', samples.png, 'license.png', 'image/png')]);
    expect(res.statusCode).toBe(200);
    const body = UploadDocsResponseSchema.parse(res.json());
    expect(Object.keys(body)).toEqual(['driver_license']);
    const url = body.driver_license!;
    expect(url).toMatch(/^\/api\/media\/\d{4}\/[0-9a-f]{32}\/license\.png\?exp=\d+&sig=/);

    const download = await ctx.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(samples.png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');

    const listed = DriverSchema.array().parse((await ctx.app.inject({ method: 'GET', url: '/api/users/drivers/', headers: admin.headers })).json());
    expect(listed.find((d) => d.id === driverId)!.driver_license).toBe(url);
  });

  it('accepts each document type of each kind of person, as pdf or image', async () => {
    for (const [field, content] of [
      ['vehicle_registration', samples.pdf],
      ['vehicle', samples.jpg],
    ] as const) {
      const res = await upload('drivers', driverId, [file(field, content)]);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(UploadDocsResponseSchema.parse(res.json()))).toEqual([field]);
    }
    for (const [field, content] of [
      ['id_card', samples.png],
      ['work_certification', samples.pdf],
      ['training_certification', samples.jpg],
    ] as const) {
      const res = await upload('dispatchers', dispatcherId, [file(field, content)]);
      expect(res.statusCode).toBe(200);
      const url = UploadDocsResponseSchema.parse(res.json())[field]!;
      const download = await ctx.app.inject({ method: 'GET', url });
      expect(download.rawPayload.equals(content)).toBe(true);
    }
    const dispatcher = DispatcherSchema.array()
      .parse((await ctx.app.inject({ method: 'GET', url: '/api/users/dispatchers/', headers: admin.headers })).json())
      .find((d) => d.id === dispatcherId)!;
    expect([dispatcher.id_card, dispatcher.work_certification, dispatcher.training_certification].every((u) => u?.startsWith('/api/media/'))).toBe(true);
  });

  it('replaces an earlier document of the same type', async () => {
    const first = UploadDocsResponseSchema.parse((await upload('drivers', driverId, [file('vehicle', samples.png)])).json()).vehicle;
    const second = UploadDocsResponseSchema.parse((await upload('drivers', driverId, [file('vehicle', samples.pdf)])).json()).vehicle;
    expect(second).not.toBe(first);
    const [row] = await ctx.db.select({ vehicle: users.vehicle }).from(users).where(eq(users.id, driverId));
    expect(second).toContain(row.vehicle!);
    // The replaced file is gone from disk, and its signed link with it.
    const oldKey = /\/api\/media\/(\d{4}\/[0-9a-f]{32})\/doc\.bin\.png\?/.exec(first!)![1];
    // Its random folder too, which held that one file.
    expect(fs.existsSync(path.join(ctx.deps.mediaDir, oldKey))).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: first! })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: second! })).statusCode).toBe(200);
  });

  it("refuses a field that is not one of the person's document types, or content that is not a document", async () => {
    const cases: Array<['drivers' | 'dispatchers', number, Part]> = [
      ['drivers', driverId, file('id_card', samples.png)],
      ['dispatchers', dispatcherId, file('driver_license', samples.png)],
      ['drivers', driverId, file('passport', samples.pdf)],
      // Judged by content, not by the name or type the browser claims.
      ['drivers', driverId, file('driver_license', samples.html, 'page.pdf', 'application/pdf')],
      ['drivers', driverId, file('vehicle', samples.exe, 'photo.png', 'image/png')],
      ['dispatchers', dispatcherId, file('id_card', samples.wav, 'card.png', 'image/png')],
    ];
    const fresh = await insertUser(ctx.db, 'driver');
    const before = await mediaCount();
    for (const [kind, id, part] of cases) {
      const res = await upload(kind, kind === 'drivers' ? fresh : id, [part]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid document type.' });
    }
    expect(await mediaCount()).toBe(before);
    expect(await documentsOf(fresh)).toEqual([null, null, null, null, null, null]);
  });

  it('asks for a file when none is sent', async () => {
    for (const parts of [[], [{ name: 'driver_license', value: '' }]] as Part[][]) {
      const res = await upload('drivers', driverId, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Please select a file first' });
    }
    const json = await ctx.app.inject({ method: 'PATCH', url: `/api/drivers/${driverId}/upload-docs/`, payload: {}, headers: admin.headers });
    expect(json.statusCode).toBe(400);
    expect(ErrorSchema.parse(json.json()).detail).toBeTruthy();
  });

  it('takes one document per call, refuses empty and oversized files, and stores nothing then', async () => {
    const fresh = await insertUser(ctx.db, 'driver');
    const before = await mediaCount();
    const two = await upload('drivers', fresh, [file('driver_license', samples.png), file('vehicle', samples.pdf)]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ detail: 'Upload one document at a time.' });
    const empty = await upload('drivers', fresh, [file('vehicle', Buffer.alloc(0))]);
    expect(empty.statusCode).toBe(400);
    const big = Buffer.concat([samples.pdf, Buffer.alloc(25 * 1024 * 1024)]);
    const tooBig = await upload('drivers', fresh, [file('vehicle', big)]);
    expect(tooBig.statusCode).toBe(413);
    expect(ErrorSchema.parse(tooBig.json()).detail).toBeTruthy();
    expect(await mediaCount()).toBe(before);
    expect(await documentsOf(fresh)).toEqual([null, null, null, null, null, null]);
  });

  it('answers 404 unless the id is a live person of that kind, and 400 for an id that is not one', async () => {
    const gone = await insertUser(ctx.db, 'driver', { deletedAt: new Date() });
    const before = await mediaCount();
    for (const [kind, id, field] of [
      ['drivers', dispatcherId, 'driver_license'],
      ['dispatchers', driverId, 'id_card'],
      ['drivers', gone, 'driver_license'],
      ['drivers', 999999, 'driver_license'],
      ['dispatchers', admin.id, 'id_card'],
    ] as const) {
      const res = await upload(kind, id, [file(field, samples.png)]);
      expect(res.statusCode).toBe(404);
      expect(ErrorSchema.parse(res.json()).detail).toMatch(/not found/);
    }
    expect((await upload('drivers', 'x', [file('driver_license', samples.png)])).statusCode).toBe(400);
    expect(await mediaCount()).toBe(before);
  });

  it('is for administrators only', async () => {
    const dispatcher = await createUser(ctx, 'dispatcher');
    const driver = await createUser(ctx, 'driver');
    const part = [file('driver_license', samples.png)];
    expect((await upload('drivers', driver.id, part, driver.headers)).statusCode).toBe(403);
    expect((await upload('dispatchers', dispatcher.id, [file('id_card', samples.png)], dispatcher.headers)).statusCode).toBe(403);
    expect((await upload('drivers', driverId, part, {})).statusCode).toBe(401);
    expect((await documentsOf(driver.id))[3]).toBeNull();
  });
});
