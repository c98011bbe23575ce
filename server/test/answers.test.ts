import { buildTestApp, type TestContext } from './build';

// ADR 007: every JSON route describes its answer with the contract's schema, so the serializer of
// the tests' apps (lib/answer-check.ts) checks every answer every test receives.
// What answers no JSON, and why.
const NOT_JSON = new Map([
  ['GET /api/media/*', 'the stored file itself'],
  ['GET /api/ws', 'a WebSocket; its frames are ChatEventSchema, checked in ws.test.ts'],
  ['GET /api/loads/export/', 'CSV'],
  ['GET /api/driver-hours/export/', 'CSV'],
  ['GET /api/activity/export/', 'CSV'],
  ['POST /api/generate-load-report/', 'a PDF'],
  ['GET /api/settlements/:id/statement.pdf', 'a PDF'],
  ['GET /api/invoices/:id/invoice.pdf', 'a PDF'],
  ['GET /api/reports/receivables/export/', 'CSV'],
  ['GET /api/openapi.json', 'the OpenAPI document (openapi/openapi.test.ts)'],
  ['GET /api/docs', 'the reference page (HTML)'],
  ['GET /api/docs/json', 'the OpenAPI document again, for the reference page'],
  ['GET /api/docs/yaml', 'the OpenAPI document as YAML'],
  ['GET /api/docs/static/index.html', 'a redirect to the reference page'],
  ['GET /api/docs/static/swagger-initializer.js', "the reference page's script"],
  ['GET /api/docs/static/*', "Swagger UI's files"],
]);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

it('every JSON route describes the answer of its success with a contract schema', () => {
  const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/'));
  expect(routes.length).toBeGreaterThan(50);
  const undescribed = routes
    .map((r) => ({ key: `${r.method} ${r.url}`, answers: r.answers }))
    .filter((r) => !NOT_JSON.has(r.key) && !r.answers.some((status) => /^2\d\d$/.test(status)))
    .map((r) => r.key);
  expect(undescribed).toEqual([]);
});

it('the routes that answer no JSON exist (the list above is not stale)', () => {
  const keys = new Set(ctx.app.routeTable.map((r) => `${r.method} ${r.url}`));
  expect([...NOT_JSON.keys()].filter((k) => !keys.has(k))).toEqual([]);
});
