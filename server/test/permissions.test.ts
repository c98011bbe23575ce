import crypto from 'node:crypto';
import { buildTestApp, claimsOf, createUser, forgeToken, type TestContext, type TestUser } from './build';

// Deny by default, proven over every registered route: no route may be reached without a
// token unless it is on this list, and admin-area routes refuse dispatchers and drivers.
const PUBLIC_ROUTES = new Set([
  'POST /api/login/',
  'POST /api/token/refresh/',
  'POST /api/auth/request-reset/',
  'POST /api/auth/verify-code/',
  'POST /api/auth/confirm-reset/',
  'GET /api/health/',
  // The signed URL is the credential (see media tests), and the socket authenticates by its token parameter.
  'GET /api/media/*',
  'GET /api/ws',
  // The OpenAPI document and its reference page (Swagger UI's page, script and files): they describe the calls, hold no data.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/*',
]);
// Open to every signed-in user: chat, the drivers' app calls, signing out.
const ALL_ROLE_ROUTES = new Set([
  'POST /api/logout/',
  'GET /api/chat/list/',
  'GET /api/chat/unread/',
  'GET /api/messages/:contactId/',
  'POST /api/messages/:contactId/',
  'POST /api/messages/:contactId/read/',
  'DELETE /api/chat/message/:messageId/delete/',
]);
const DRIVER_APP_ROUTES = new Set(['POST /api/check-in/', 'POST /api/check-out/', 'POST /api/loads/:id/deliver/']);

let ctx: TestContext;
let driver: TestUser;
let dispatcher: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  driver = await createUser(ctx, 'driver');
  dispatcher = await createUser(ctx, 'dispatcher');
});
afterAll(() => ctx.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace('/media/*', '/media/2026/x.png');
const routes = () => ctx.app.routeTable.filter((r) => r.url.startsWith('/api/')).map((r) => ({ ...r, key: `${r.method} ${r.url}` }));

it('registers the calls of both spec parts', () => {
  const keys = new Set(routes().map((r) => r.key));
  for (const key of [
    'POST /api/login/',
    'GET /api/loads-overview/',
    'GET /api/top-drivers/',
    'GET /api/top-dispatchers/',
    'GET /api/driver-hours/',
    'GET /api/driver-hours/export/',
    'GET /api/stats/',
    'GET /api/active-users/',
    'GET /api/upcoming-loads/',
    'GET /api/admin/',
    'PUT /api/admin/',
    'GET /api/chat/list/',
    'GET /api/chat/unread/',
    'GET /api/messages/:contactId/',
    'POST /api/messages/:contactId/',
    'DELETE /api/chat/message/:messageId/delete/',
    'GET /api/list-loads/',
    'GET /api/assigned-loads/',
    'GET /api/unassigned-loads/',
    'DELETE /api/delete-load/:id/',
    'PUT /api/loads/:id/',
    'POST /api/create-load/',
    'POST /api/create-assignment/',
    'PUT /api/update-assignment/:assignmentId/',
    'GET /api/users/drivers/',
    'GET /api/users/dispatchers/',
    'POST /api/register/',
    'DELETE /api/users/delete/:id/',
    'PATCH /api/dispatchers/:id/upload-docs/',
    'PATCH /api/drivers/:id/upload-docs/',
    'PUT /api/drivers/:id/',
    'PUT /api/dispatchers/:id/',
    'POST /api/users/:id/deactivate/',
    'POST /api/users/:id/reactivate/',
    'POST /api/users/:id/set-password/',
    'POST /api/users/:id/send-reset-code/',
    'POST /api/admin-update-password/',
    'POST /api/generate-load-report/',
    'GET /api/analytics/',
    'GET /api/trucks-list/',
    'GET /api/trailers-list/',
    'GET /api/trucks-details/:id/',
    'GET /api/trailers-details/:id/',
    'POST /api/create-truck/',
    'PUT /api/update-truck/:id/',
    'DELETE /api/delete-trucks/:id/',
    'POST /api/create-trailer/',
    'PUT /api/update-trailer/:id/',
    'DELETE /api/delete-trailers/:id/',
    'POST /api/assign-trailer/',
    'POST /api/assign-truck/',
    'POST /api/check-in/',
    'POST /api/check-out/',
    'POST /api/loads/:id/deliver/',
    'PATCH /api/loads/:id/upload-docs/',
    // The audit trail (issue 28).
    'GET /api/activity/',
    'GET /api/activity/export/',
    'GET /api/activity/actors/',
    // Issue 28: the admin's Mark Delivered and its undo, a load's documents.
    'POST /api/loads/:id/delivery/',
    'DELETE /api/loads/:id/delivery/',
    'GET /api/loads/:id/documents/',
    'POST /api/loads/:id/documents/',
    'DELETE /api/load-documents/:id/',
    // Issue 29: the search box.
    'GET /api/search/',
    // Issue 30: driver settlements.
    'GET /api/drivers/:id/settlement-preview/',
    'GET /api/settlements/',
    'POST /api/settlements/',
    'GET /api/settlements/:id/',
    'POST /api/settlements/:id/settle/',
    'DELETE /api/settlements/:id/',
    'GET /api/settlements/:id/statement.pdf',
    // Issue 30: brokers.
    'GET /api/brokers/',
    'GET /api/brokers/:id/',
    'POST /api/brokers/',
    'PUT /api/brokers/:id/',
    // Issue 30: invoices and receivables.
    'GET /api/brokers/:id/invoice-preview/',
    'GET /api/invoices/',
    'POST /api/invoices/',
    'GET /api/invoices/:id/',
    'POST /api/invoices/:id/pay/',
    'POST /api/invoices/:id/void/',
    'POST /api/invoices/:id/email/',
    'GET /api/invoices/:id/invoice.pdf',
    'GET /api/reports/receivables/',
    'GET /api/reports/receivables/export/',
  ]) {
    expect(keys).toContain(key);
  }
});

it('marks public exactly the routes that must be public', () => {
  const open = routes()
    .filter((r) => r.public)
    .map((r) => r.key);
  expect(new Set(open)).toEqual(PUBLIC_ROUTES);
});

it('answers 401 with a detail to every other route without a token', async () => {
  const closed = routes().filter((r) => !r.public);
  expect(closed.length).toBeGreaterThan(40);
  for (const r of closed) {
    const res = await ctx.app.inject({ method: r.method as 'GET', url: concrete(r.url) });
    expect({ route: r.key, status: res.statusCode }).toEqual({ route: r.key, status: 401 });
    expect(res.json().detail).toBeTruthy();
  }
});

it('answers 401 on every other route to a correctly signed token without an expiry or a session', async () => {
  const admin = await createUser(ctx, 'admin');
  const { exp: _exp, ...noExpiry } = claimsOf(admin.token);
  const noSession = { ...claimsOf(admin.token), sid: crypto.randomUUID() };
  for (const token of [forgeToken(ctx, noExpiry), forgeToken(ctx, noSession)]) {
    for (const r of routes().filter((route) => !route.public)) {
      const res = await ctx.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: { authorization: `Bearer ${token}` } });
      expect({ route: r.key, status: res.statusCode }).toEqual({ route: r.key, status: 401 });
    }
  }
});

it('answers 403 to dispatchers and drivers on every administrator route', async () => {
  const adminOnly = routes().filter((r) => !r.public && !ALL_ROLE_ROUTES.has(r.key) && !DRIVER_APP_ROUTES.has(r.key));
  for (const r of adminOnly) {
    expect(r.roles).toEqual(['admin']);
    for (const user of [driver, dispatcher]) {
      const res = await ctx.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers: user.headers });
      expect({ route: r.key, status: res.statusCode }).toEqual({ route: r.key, status: 403 });
    }
  }
});

// Query parameters never open a route: the lists' filters (the fleet's expiry, the drivers' as_of) with each caller.
const FILTERED_LISTS = [
  '/api/trucks-list/?expiry=attention&page=1',
  '/api/trucks-list/?expiry=expired',
  '/api/users/drivers/?as_of=2026-07-01&page=1',
  '/api/users/drivers/?as_of=2026-07-01',
  // The audit trail's filters: a subject's history, an actor, kinds, a day range, and its export.
  '/api/activity/?subject_type=load&subject_id=1',
  // Truck Details' and Trailer Details' History.
  '/api/activity/?subject_type=truck&subject_id=1&page=1',
  '/api/activity/?subject_type=trailer&subject_id=1',
  '/api/activity/?actor=1&kind=load.payment_changed,load.deleted&from=2026-01-01&to=2026-12-31',
  '/api/activity/export/?subject_type=truck',
  '/api/users/drivers/?active=true&page=1',
  '/api/users/dispatchers/?active=true',
  // The search box (issue 29): people, loads and the fleet in one answer.
  '/api/search/?q=a',
  '/api/search/?q=load%201',
  // Driver settlements (issue 30): the list's filters and a driver's preview.
  '/api/settlements/?driver=1&status=settled&from=2026-01-01&to=2026-12-31&page=1',
  '/api/activity/?subject_type=settlement&subject_id=1',
  // Issue 30: the Brokers screen's search and sort, and a broker's history.
  '/api/brokers/?search=a&ordering=-name&page=1',
  '/api/activity/?subject_type=broker&subject_id=1',
  // Issue 30: the Invoices screen's filters, receivables and an invoice's history.
  '/api/invoices/?status=open&broker=1&from=2026-01-01&to=2026-12-31&search=INV-000001&page=1',
  '/api/reports/receivables/?as_of=2026-06-30',
  '/api/activity/?subject_type=invoice&subject_id=1',
];

it('answers the filtered lists only to an administrator', async () => {
  const admin = await createUser(ctx, 'admin');
  for (const url of FILTERED_LISTS) {
    const anonymous = await ctx.app.inject({ method: 'GET', url });
    expect({ url, status: anonymous.statusCode }).toEqual({ url, status: 401 });
    for (const user of [driver, dispatcher]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: user.headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
      expect(res.json().detail).toBeTruthy();
    }
    const allowed = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect({ url, status: allowed.statusCode }).toEqual({ url, status: 200 });
  }
});

it('opens chat and sign-out to every role, and the drivers-app calls to their users', () => {
  for (const r of routes()) {
    if (ALL_ROLE_ROUTES.has(r.key)) expect([...r.roles].sort()).toEqual(['admin', 'dispatcher', 'driver']);
  }
  const byKey = new Map(routes().map((r) => [r.key, r]));
  expect(byKey.get('POST /api/check-in/')?.roles).not.toContain('admin');
  expect(byKey.get('POST /api/loads/:id/deliver/')?.roles).toContain('driver');
  // The drivers' app delivers through deliver/; the admin's delivery calls and documents are the admin's alone.
  for (const key of [
    'POST /api/loads/:id/delivery/',
    'DELETE /api/loads/:id/delivery/',
    'GET /api/loads/:id/documents/',
    'POST /api/loads/:id/documents/',
    'DELETE /api/load-documents/:id/',
  ]) {
    expect(byKey.get(key)?.roles).toEqual(['admin']);
  }
});

// Issue 29: a version, current or not, opens no edit to a dispatcher or a driver, and a stale one
// tells them nothing (no 409 naming who changed what) before the 403.
it('answers 403 to dispatchers and drivers whatever version an edit names', async () => {
  const edits = [
    'PUT /api/loads/1/',
    'PUT /api/drivers/1/',
    'PUT /api/dispatchers/1/',
    'PUT /api/update-truck/1/',
    'PUT /api/update-trailer/1/',
    'POST /api/loads/1/delivery/',
    'PUT /api/brokers/1/',
  ];
  for (const edit of edits) {
    const [method, url] = edit.split(' ');
    for (const version of [1, 999, 'x']) {
      for (const user of [driver, dispatcher]) {
        const res = await ctx.app.inject({ method: method as 'PUT', url, payload: { version, address: 'x' }, headers: user.headers });
        expect({ edit, version, status: res.statusCode }).toEqual({ edit, version, status: 403 });
      }
    }
  }
});

it('answers 404 with a detail for an unknown API path', async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: 'Not found.' });
});
