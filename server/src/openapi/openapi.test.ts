import fs from 'node:fs';
import { buildTestApp, type TestContext } from '../../test/build';
import { buildOpenapiDocument, COMMITTED_DOCUMENT, formatDocument } from './document';
import { documentPathOf } from './documented-answers';

type Operation = { operationId: string; tags: string[]; security: Record<string, string[]>[]; responses: Record<string, unknown> };
type Doc = { openapi: string; tags: { name: string }[]; paths: Record<string, Record<string, Operation>> };

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

it('the committed server/openapi.json is what the routes generate (pnpm --filter @haulboard/server openapi rewrites it)', async () => {
  expect(fs.readFileSync(COMMITTED_DOCUMENT, 'utf8')).toBe(formatDocument(await buildOpenapiDocument()));
});

it('serves the document to anyone, cacheable, as OpenAPI 3.1', async () => {
  const res = await ctx.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  expect(res.json<Doc>().openapi).toBe('3.1.0');
});

it('describes every API route once, with a verb-noun operationId, a tag, its security and its errors', async () => {
  const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json<Doc>();
  const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
  const ids = new Set<string>();
  for (const route of routes) {
    const op = doc.paths[documentPathOf(route.url)]?.[route.method.toLowerCase()];
    expect({ route: `${route.method} ${route.url}`, described: Boolean(op) }).toEqual({ route: `${route.method} ${route.url}`, described: true });
    expect(op.operationId).toMatch(/^[a-z]+[A-Z][A-Za-z]*$/);
    expect(ids.has(op.operationId)).toBe(false);
    ids.add(op.operationId);
    expect(op.tags).toHaveLength(1);
    expect(doc.tags.map((t) => t.name)).toContain(op.tags[0]);
    expect(op.responses['503']).toBeDefined();
    if (route.public) expect(op.security).not.toContainEqual({ bearerAuth: [] });
    else expect([op.security, Object.keys(op.responses).filter((s) => s === '401' || s === '403')]).toEqual([[{ bearerAuth: [] }], ['401', '403']]);
  }
  expect(Object.values(doc.paths).flatMap((item) => Object.keys(item))).toHaveLength(routes.length);
});

it('serves the reference page from this server under the suite’s Content-Security-Policy', async () => {
  const page = await ctx.app.inject({ url: '/api/docs/' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  const csp = String(page.headers['content-security-policy']);
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  // Local files only, and no inline script for the policy to block.
  expect(scripts.filter((src) => /^(https?:)?\/\//.test(src))).toEqual([]);
  expect(page.body).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/);
  for (const src of scripts) expect((await ctx.app.inject({ url: new URL(src, 'http://x/api/docs/').pathname })).statusCode).toBe(200);
});

it('answers hostile paths under the reference page with a 4xx and serves no file outside its own', async () => {
  for (const url of [
    '/api/docs/static/..%2f..%2fpackage.json',
    '/api/docs/static/%2e%2e/%2e%2e/package.json',
    '/api/docs/static/../../../package.json',
    '/api/docs/nope',
  ]) {
    const res = await ctx.app.inject({ url });
    expect({ url, status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ url, status: true });
    expect(res.body).not.toContain('"@fastify/swagger-ui"');
  }
  // The document takes no input: a query string or a body changes nothing, and it writes nothing.
  expect((await ctx.app.inject({ url: "/api/openapi.json?x=1'--" })).statusCode).toBe(200);
  expect((await ctx.app.inject({ method: 'POST', url: '/api/openapi.json', payload: {} })).statusCode).toBe(404);
});
