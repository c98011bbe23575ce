import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, samples, type TestContext } from '../../../test/build';
import { storeFile } from '../../media/storage';
import { sniffFile } from '../../media/sniff';

let ctx: TestContext;
let key: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  const tempPath = path.join(os.tmpdir(), `haulboard-media-test-${process.pid}`);
  fs.writeFileSync(tempPath, samples.pdf);
  key = await storeFile(
    ctx.db,
    ctx.deps.store,
    { tempPath, size: samples.pdf.length, kind: sniffFile(samples.pdf)!, filename: 'rate confirmation.pdf', field: 'document' },
    null,
  );
});
afterAll(() => ctx.close());

describe('GET /api/media/...', () => {
  it('serves a signed URL with its type, nosniff and the original name', async () => {
    const url = ctx.deps.media.url(key)!;
    expect(url).toMatch(/^\/api\/media\//);
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(samples.pdf)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toContain('inline; filename="rate confirmation.pdf"');
  });

  it('refuses an unsigned, tampered or expired URL', async () => {
    const url = ctx.deps.media.url(key)!;
    const path = url.split('?')[0];
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(403);
    // Change the signature's first character to a different one (a fixed 'A' matched it 1 time in 64).
    const tampered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await ctx.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const expired = ctx.deps.media.url(key, Date.now() - 10 * 24 * 3600 * 1000)!;
    const res = await ctx.app.inject({ method: 'GET', url: expired });
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toMatch(/expired/);
  });

  it('answers 404 for a key that does not exist or is not a media key', async () => {
    const missing = ctx.deps.media.url('2026/00000000000000000000000000000000.pdf')!;
    expect((await ctx.app.inject({ method: 'GET', url: missing })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/media/..%2F..%2Fetc/passwd' })).statusCode).toBe(404);
  });
});

describe('the names of stored files', () => {
  it('ends the link with the file name (percent-encoded), under a random folder', () => {
    const url = ctx.deps.media.url(key)!;
    expect(key).toMatch(/^\d{4}\/[0-9a-f]{32}\/rate confirmation\.pdf$/);
    expect(url).toMatch(/^\/api\/media\/\d{4}\/[0-9a-f]{32}\/rate%20confirmation\.pdf\?exp=\d+&sig=/);
  });

  it('still serves a file stored before names were kept (`2026/<hex>.pdf`), under its uploader name', async () => {
    const old = '2025/0123456789abcdef0123456789abcdef.pdf';
    fs.mkdirSync(path.join(ctx.deps.mediaDir, '2025'), { recursive: true });
    fs.writeFileSync(path.join(ctx.deps.mediaDir, old), samples.pdf);
    await ctx.db.$client.query("insert into media_files (key, original_name, content_type, size) values ($1, 'bol.pdf', 'application/pdf', $2)", [
      old,
      samples.pdf.length,
    ]);
    const res = await ctx.app.inject({ method: 'GET', url: ctx.deps.media.url(old)! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`inline; filename="bol.pdf"; filename*=UTF-8''bol.pdf`);
  });
});
