import { isMediaKey } from '../src/media/file-names';
import { insertLoad } from '../src/routes/loads/load-fixtures';
import { buildTestApp, createUser, insertUser, multipart, samples, type TestContext, type TestUser } from './build';

// No client input may produce a 5xx: every route, called by an administrator with hostile
// bodies, parameters and query strings, answers a 4xx (or a 2xx) with a detail on errors.
let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const PARAM_VALUES = ['1', '0', '-5', '99999999999', 'abc', '1.5', '%00', "1'--"];
type Attempt = { url: string; payload?: string | Buffer; headers?: Record<string, string> };
const BODIES: Array<Omit<Attempt, 'url'>> = [
  {},
  { payload: '{"broken":', headers: { 'content-type': 'application/json' } },
  { payload: '[]', headers: { 'content-type': 'application/json' } },
  { payload: 'null', headers: { 'content-type': 'application/json' } },
  { payload: '"text"', headers: { 'content-type': 'application/json' } },
  {
    payload: JSON.stringify({
      id: 'x',
      email: 42,
      password: [],
      load: -1,
      driver: 'a',
      truck_id: {},
      driver_ids: 'all',
      replace: 'yes',
      pickup_date: '2026-13-45',
      weight_lbs: 'heavy',
      code: '1234567',
      trailer_id: 1e20,
      message: { a: 1 },
      delivered_at: '2026-13-45T25:61:00Z',
      kind: { $ne: 'other' },
    }),
    headers: { 'content-type': 'application/json' },
  },
  // A person's details and password (PUT drivers|dispatchers/{id}/, users/{id}/set-password/): wrong types, NUL, oversize, injection.
  {
    payload: JSON.stringify({
      first_name: 'x'.repeat(5000),
      last_name: ['a'],
      phone_number: '\u0000+1 555',
      location_branch: { $ne: 1 },
      address: "'; drop table users; --",
      new_password: 'A'.repeat(2000),
      confirm_password: null,
    }),
    headers: { 'content-type': 'application/json' },
  },
  {
    payload: JSON.stringify({
      first_name: '\u0000',
      phone_number: '+1 (555) 010-2001'.repeat(3),
      address: '\ud800',
      new_password: 'Aa1!aaaa',
      confirm_password: 'Aa1!aaab',
    }),
    headers: { 'content-type': 'application/json' },
  },
  // The version an edit started from (issue 29): not a number, past any int, negative.
  ...['"7"', 'true', '1e300', '-1', '0', '1.5', '{"$gt":0}'].map((version) => ({
    payload: `{"version":${version},"address":"x","payment":"Paid","truck_number":"T","tailer_name":"N","trailer_number":"N"}`,
    headers: { 'content-type': 'application/json' },
  })),
  // Invoices (issue 30): a create's broker, loads, grouping and date, a payment's date, a void's reason.
  {
    payload: JSON.stringify({
      broker: 2147483648,
      load_ids: [1, 'x', -3, 1e20],
      grouping: 'all',
      issue_date: '2026-02-30',
      paid_on: '0000-01-01',
      reason: 'x'.repeat(5000),
    }),
    headers: { 'content-type': 'application/json' },
  },
  {
    payload: JSON.stringify({ broker: 1, load_ids: [1], issue_date: '9999-12-31', paid_on: '9999-12-31', reason: '', version: 2147483647 }),
    headers: { 'content-type': 'application/json' },
  },
  // Driver settlements (issue 30): a create's driver, period and loads, a settle's paid date and version.
  {
    payload: JSON.stringify({
      driver: 2147483648,
      period_from: '0000-01-01',
      period_to: '9999-12-31',
      load_ids: [1, 'x', -3, 1e20],
      note: 'x'.repeat(5000),
      paid_on: '2026-02-30',
    }),
    headers: { 'content-type': 'application/json' },
  },
  {
    payload: JSON.stringify({ driver: 1, period_from: '2026-06-30', period_to: '2026-06-01', load_ids: [], paid_on: '9999-12-31', version: 2147483647 }),
    headers: { 'content-type': 'application/json' },
  },
  {
    payload: JSON.stringify({
      driver: '1',
      period_from: '0001-01-01',
      period_to: '0001-12-31',
      load_ids: Array.from({ length: 3000 }, (_, i) => i + 1),
      paid_on: '0001-01-01',
    }),
    headers: { 'content-type': 'application/json' },
  },
  { payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="f"\r\n\r\nv\r\n'), headers: { 'content-type': 'multipart/form-data; boundary=x' } },
];
const QUERIES = [
  '',
  '?page=0',
  '?page=abc&page_size=100000',
  '?search=%25%5C_&ordering=drop',
  '?period=yearly&status=lost&payment=maybe&date=someday',
  '?from=2026-99-99&before=-1&limit=0',
  // The people lists' e-mail lookup: a NUL byte, an injection attempt, bytes that are not UTF-8.
  '?email=%00&search=%00',
  '?email=x%27%20or%20%271%27%3D%271&search=%E0%A4',
  // The pickers' active filter: unknown values, a list, NUL.
  '?active=yes&page=1',
  '?active[]=true&active=%00',
  // The trucks' expiry filter and the drivers' as_of day: unknown values, impossible and out-of-range dates, NUL, injection.
  '?expiry=soon&as_of=2026-02-30',
  '?expiry=%00&as_of=%00',
  '?expiry=attention&as_of=99999-01-01&page=1',
  '?expiry=expired%27--&as_of=2026-07-01%27%3B%20drop%20table%20trucks--',
  '?expiry[]=attention&as_of[]=2026-07-01',
  '?as_of=0000-01-01&expiry=expired',
  '?as_of=9999-12-31&expiry=attention&search=%E0%A4',
  // The reports' period: the first and last days a date can name, whose week or month runs past them.
  '?pickup_date=9999-12-31&period=monthly&status=delivered',
  '?pickup_date=9999-12-31&period=weekly&search=%00',
  '?pickup_date=0001-01-01&period=weekly',
  '?pickup_date=0000-01-01&period=monthly',
  '?pickup_date=2026-06-01%27--&period=daily%00&search=%27%3B%20drop%20table%20loads--',
  '?pickup_date[]=2026-06-01&period[]=weekly&search[]=a',
  // The activity filters (issue 28): unknown kinds and subjects, a subject id alone, reversed, impossible
  // and out-of-range days, NUL, injection, arrays, and ids past int.
  '?kind=load.exploded&subject_type=invoice&subject_id=1',
  '?kind=,,&subject_id=1&actor=-1',
  '?kind[]=load.created&subject_type[]=load&actor[]=1&from[]=2026-01-01',
  '?kind=load.created&kind=%00&subject_type=load%27--&subject_id=99999999999',
  '?from=2026-12-31&to=2026-01-01&actor=2147483648',
  '?from=0000-01-01&to=9999-12-31&subject_type=load&subject_id=2147483647',
  '?from=9999-12-31&to=9999-12-31&kind=profile.password_changed',
  `?kind=${'load.created,'.repeat(200)}load.created`,
  // A truck's and a trailer's history (their details' History): ids that are no ids, types in another case, a kind of the other.
  '?subject_type=truck&subject_id=1e3&page=0',
  '?subject_type=TRAILER&subject_id=-1',
  '?subject_type=trailer&subject_id=1.5&kind=truck.updated',
  '?subject_type=truck&subject_id=%00&page_size=%27',
  // The search box (issue 29): NUL, a list, oversize, a load number past int, bytes that are not UTF-8 (every
  // query runs on every GET route, so the few that matter; LIKE's wildcards are search.test.ts's).
  '?q=%00',
  '?q[]=a&q[]=b',
  `?q=${'x'.repeat(5000)}`,
  '?q=load%20%232147483648',
  '?q=%E0%A4',
  // Driver settlements (issue 30): the preview's period and the list's filters: reversed, over a year,
  // the calendar's ends, unknown statuses, ids past int, arrays, NUL and injection.
  '?from=2026-06-30&to=2026-06-01&driver=1&status=settled',
  '?from=0001-01-01&to=9999-12-31&status=paid&driver=2147483648',
  '?from=9999-12-31&to=9999-12-31&driver=-1',
  '?from=0001-01-01&to=0001-01-01&status[]=draft&driver[]=1',
  '?from=2026-06-01%27--&to=%00&status=draft%27%3B%20drop%20table%20driver_settlements--',
  // Invoices and receivables (issue 30): the list's filters and number search, a receivables day.
  '?status=void%27--&broker=2147483648&search=%00&as_of=2026-02-30',
  `?search=${'9'.repeat(40)}&as_of=0000-01-01&broker[]=1`,
  '?search=INV-99999999999&as_of=9999-12-31&from=9999-12-31&to=0001-01-01',
];

it('never answers 5xx to hostile input on any route', async () => {
  const failures: string[] = [];
  // Signing out would end the session the sweep runs on; it takes no input worth sweeping.
  const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.url !== '/api/ws' && r.url !== '/api/logout/');
  for (const route of routes) {
    const hasParams = route.url.includes(':');
    for (const value of hasParams ? PARAM_VALUES : ['']) {
      const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(value));
      const all: Attempt[] = route.method === 'GET' || route.method === 'DELETE' ? QUERIES.map((q) => ({ url: url + q })) : BODIES.map((b) => ({ url, ...b }));
      // Every query or body behind an id that names a row ('1'), which reaches the handler; behind
      // each hostile id, none and the first hostile one (the id is refused before they are read).
      // The whole cross product was 14,231 calls for the same answers, a minute of CI.
      const attempts = value === '' || value === PARAM_VALUES[0] ? all : all.slice(0, 2);
      for (const attempt of attempts) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url: attempt.url,
          payload: attempt.payload,
          headers: { ...admin.headers, ...(attempt.headers ?? {}) },
        });
        if (res.statusCode === 401) failures.push(`${route.method} ${attempt.url} -> 401: the sweep lost its session`);
        else if (res.statusCode >= 500) failures.push(`${route.method} ${attempt.url} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        else if (res.statusCode >= 400 && !res.json().detail) failures.push(`${route.method} ${attempt.url} -> ${res.statusCode} without detail`);
      }
    }
  }
  expect(failures).toEqual([]);
}, 120_000);

it('answers 413 for a file over the limit and stores nothing', async () => {
  const big = Buffer.alloc(26 * 1024 * 1024, 0x20);
  big.write('%PDF-1.4\n', 0);
  const body = multipart([{ name: 'document', filename: 'big.pdf', content: big, type: 'application/pdf' }]);
  const { rows } = await ctx.db.$client.query(
    `insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs)
     values ('Big file', 'A', 'B', '2026-11-21', '08:00', '2026-11-22', '09:00', 100) returning id`,
  );
  const res = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/loads/${rows[0].id}/upload-docs/`,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
  expect(res.statusCode).toBe(413);
  expect(res.json().detail).toMatch(/too large/);
  const stored = await ctx.db.$client.query('select count(*)::int as n from media_files');
  expect(stored.rows[0].n).toBe(0);
});

it('answers the delivery and document calls of a real load 4xx with a detail for hostile input (issue 28)', async () => {
  const { rows } = await ctx.db.$client.query(
    `insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs)
     values ('Hostile', 'A', 'B', '2026-11-21', '08:00', '2026-11-22', '09:00', 100) returning id`,
  );
  const id = rows[0].id as number;
  const json = { 'content-type': 'application/json' };
  const attempts: Array<Attempt & { method: 'POST' | 'DELETE' }> = [
    // Not assigned: every delivery is refused, whatever its time.
    ...['2026-11-21T10:00:00Z', '+275760-09-13T00:00:00.000Z', '9999-12-31T23:59:59Z', "2026-11-21T10:00:00Z'--", '\u0000', ''].map((delivered_at) => ({
      method: 'POST' as const,
      url: `/api/loads/${id}/delivery/`,
      payload: JSON.stringify({ delivered_at }),
      headers: json,
    })),
    { method: 'POST', url: `/api/loads/${id}/delivery/`, payload: JSON.stringify({ delivered_at: ['2026-11-21T10:00:00Z'] }), headers: json },
    { method: 'DELETE', url: `/api/loads/${id}/delivery/` },
    ...[
      [
        { name: 'kind', value: 'other\u0000' },
        { name: 'document', filename: 'a.pdf', content: Buffer.from('%PDF-1.4\n') },
      ],
      [{ name: 'kind', value: "other' or '1'='1" }],
      [{ name: 'document', filename: '../../etc/passwd', content: Buffer.from('root:x:0:0') }],
      [
        { name: 'kind', value: 'x'.repeat(60_000) },
        { name: 'other', filename: 'a.pdf', content: Buffer.from('%PDF-1.4\n') },
      ],
    ].map((parts) => ({ method: 'POST' as const, url: `/api/loads/${id}/documents/`, ...multipartAttempt(parts) })),
  ];
  for (const attempt of attempts) {
    const res = await ctx.app.inject({ ...attempt, headers: { ...admin.headers, ...attempt.headers } });
    expect({ url: attempt.url, status: res.statusCode >= 400 && res.statusCode < 500 }).toEqual({ url: attempt.url, status: true });
    expect(res.json().detail).toBeTruthy();
  }
  const stored = await ctx.db.$client.query(
    'select (select count(*)::int from load_documents) as documents, (select status from loads where id = $1) as status',
    [id],
  );
  expect(stored.rows[0]).toEqual({ documents: 0, status: 'unassigned' });
});

const multipartAttempt = (parts: Parameters<typeof multipart>[0]) => {
  const body = multipart(parts);
  return { payload: body.payload, headers: body.headers as Record<string, string> };
};

it('answers malformed addresses and unknown content types with a detail that repeats nothing sent', async () => {
  const MARK = 'ECHOED-INPUT-1337';
  const attempts: Attempt[] = [
    { url: `/api/%zz${MARK}` },
    { url: `/api/%${MARK}` },
    { url: `/api/trucks-details/${MARK}${'9'.repeat(300)}/` },
    { url: '/api/login/', payload: `{"a":"${MARK}"}`, headers: { 'content-type': `application/x-${MARK}` } },
    { url: '/api/login/', payload: '', headers: { 'content-type': 'application/json' } },
  ];
  for (const attempt of attempts) {
    const res = await ctx.app.inject({ method: attempt.payload === undefined ? 'GET' : 'POST', ...attempt, headers: { ...admin.headers, ...attempt.headers } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(Object.keys(res.json())).toEqual(['detail']);
    expect(res.body).not.toContain(MARK);
  }
});

// File names as browsers send them (a quote as %22, a line break as %0D%0A; the rest as UTF-8).
const HOSTILE_NAMES = [
  'Счёт №5 «ACME» 2026.pdf',
  'rate %22con%22 (final).pdf',
  "driver's license 100%.pdf",
  '../../etc/passwd',
  '..\\..\\windows\\system32.pdf',
  '..',
  '.pdf',
  '   ',
  'invoice\u202efdp.exe',
  '<script>alert(1)</script>.pdf',
  'a.pdf"; filename=evil.exe; x="',
  'name%0D%0AX-Evil: 1.pdf',
  `${'x'.repeat(1000)}.pdf`,
  `${'🚚'.repeat(300)}.pdf`,
  'zero\u200bwidth\u0007bell.pdf',
];

it('keeps a hostile file name as the last part of its link, and serves it under a Content-Disposition that says it safely', async () => {
  const loadId = await insertLoad(ctx);
  const driver = await createUser(ctx, 'driver');
  const dispatcher = await createUser(ctx, 'dispatcher');
  // Each name through one of the four ways a document comes in, in turn.
  const uploads: Array<{ method: 'PATCH' | 'POST'; url: string; field: string; link: (body: Record<string, string | null>) => string | null }> = [
    { method: 'PATCH', url: `/api/loads/${loadId}/upload-docs/`, field: 'document', link: (b) => b.document },
    { method: 'PATCH', url: `/api/drivers/${driver.id}/upload-docs/`, field: 'driver_license', link: (b) => b.driver_license },
    { method: 'PATCH', url: `/api/dispatchers/${dispatcher.id}/upload-docs/`, field: 'work_certification', link: (b) => b.work_certification },
    { method: 'POST', url: `/api/messages/${driver.id}/`, field: 'document', link: (b) => b.document_url },
  ];
  const failures: string[] = [];
  for (const [i, filename] of HOSTILE_NAMES.entries()) {
    const to = uploads[i % uploads.length];
    const body = multipart([{ name: to.field, filename, content: samples.pdf }]);
    const res = await ctx.app.inject({ method: to.method, url: to.url, payload: body.payload, headers: { ...admin.headers, ...body.headers } });
    if (res.statusCode >= 300) {
      failures.push(`${JSON.stringify(filename)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      continue;
    }
    const link = to.link(res.json())!;
    const [, key] = /^\/api\/media\/([^?]+)\?/.exec(link)!;
    const stored = decodeURIComponent(key);
    const name = stored.split('/')[2];
    const served = await ctx.app.inject({ method: 'GET', url: link });
    const disposition = served.headers['content-disposition'] as string;
    const offered = decodeURIComponent(/filename\*=UTF-8''([^;\s]+)$/.exec(disposition)?.[1] ?? '');
    const problems = [
      !isMediaKey(stored) && `key ${JSON.stringify(stored)}`,
      !name?.endsWith('.pdf') && `stored name ${JSON.stringify(name)}`,
      served.statusCode !== 200 && `served ${served.statusCode}`,
      !/^inline; filename="[\x20-\x21\x23-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]+$/.test(disposition) && `header ${JSON.stringify(disposition)}`,
      (!offered.endsWith('.pdf') || /[\p{Cc}\p{Cf}/\\"]/u.test(offered)) && `offered ${JSON.stringify(offered)}`,
    ].filter(Boolean);
    if (problems.length) failures.push(`${JSON.stringify(filename)}: ${problems.join(', ')}`);
  }
  expect(failures).toEqual([]);
});

it('answers 4xx with a detail to hostile details and passwords for a real driver and dispatcher, and changes nothing', async () => {
  const driver = await insertUser(ctx.db, 'driver', { email: '+15550104444', phoneNumber: '+15550104444' });
  const dispatcher = await insertUser(ctx.db, 'dispatcher');
  const bodies = [
    { first_name: 'A\u0000B' },
    { address: 'x'.repeat(301) },
    { phone_number: '+1 555 0104444 ext 9' },
    { location_branch: ['Dallas'] },
    { last_name: 'x'.repeat(101) },
  ];
  const failures: string[] = [];
  for (const [url, body] of [
    ...bodies.map((b) => [`/api/drivers/${driver}/`, b] as const),
    ...bodies.map((b) => [`/api/dispatchers/${dispatcher}/`, b] as const),
    [`/api/users/${driver}/set-password/`, { new_password: 'x'.repeat(1025), confirm_password: 'x'.repeat(1025) }] as const,
    [`/api/users/${dispatcher}/set-password/`, { new_password: 'short' }] as const,
  ]) {
    const res = await ctx.app.inject({ method: url.includes('set-password') ? 'POST' : 'PUT', url, payload: body, headers: admin.headers });
    if (res.statusCode < 400 || res.statusCode >= 500 || !res.json().detail) failures.push(`${url} ${JSON.stringify(body)} -> ${res.statusCode}`);
  }
  expect(failures).toEqual([]);
  const { rows } = await ctx.db.$client.query('select first_name, address, email from users where id = $1', [driver]);
  expect(rows[0]).toMatchObject({ address: null, email: '+15550104444' });
});

it('answers 400 with a detail to a version that is no version on every edit, and writes nothing (issue 29)', async () => {
  const load = await insertLoad(ctx);
  const driver = await insertUser(ctx.db, 'driver');
  const dispatcher = await insertUser(ctx.db, 'dispatcher');
  const truck = (await ctx.db.$client.query(`insert into trucks (truck_number, truck_model, vin_number) values ('VB-1', 'M', 'VB-1') returning id`)).rows[0].id;
  const trailer = (await ctx.db.$client.query(`insert into trailers (tailer_name, trailer_number) values ('N', 'VB-2') returning id`)).rows[0].id;
  const broker = (await ctx.db.$client.query(`insert into brokers (name) values ('VB-3') returning id`)).rows[0].id;
  const edits = [
    [`/api/brokers/${broker}/`, { name: 'Changed' }],
    [`/api/loads/${load}/`, { broker: 'Changed' }],
    [`/api/drivers/${driver}/`, { address: 'Changed' }],
    [`/api/dispatchers/${dispatcher}/`, { address: 'Changed' }],
    [`/api/update-truck/${truck}/`, { truck_number: 'VB-1', truck_model: 'Changed', vin_number: 'VB-1' }],
    [`/api/update-trailer/${trailer}/`, { tailer_name: 'Changed', trailer_number: 'VB-2' }],
    ['/api/admin/', { address: 'Changed' }],
  ] as const;
  const failures: string[] = [];
  for (const [url, body] of edits) {
    for (const version of ['1', 'one', 2 ** 31, Number.MAX_SAFE_INTEGER * 4, -1, 0, 1.5, null, [1]]) {
      // The profile's form sends it as text: its digits are a version there, as the multipart form sends them.
      if (url === '/api/admin/' && version === '1') continue;
      const res = await ctx.app.inject({ method: 'PUT', url, payload: { ...body, version }, headers: admin.headers });
      if (res.statusCode !== 400 || !res.json().detail) failures.push(`${url} version ${JSON.stringify(version)} -> ${res.statusCode}`);
    }
  }
  expect(failures).toEqual([]);
  const changed = await ctx.db.$client.query(
    `select (select count(*) from loads where broker = 'Changed') + (select count(*) from users where address = 'Changed')
          + (select count(*) from trucks where truck_model = 'Changed') + (select count(*) from trailers where tailer_name = 'Changed')
          + (select count(*) from brokers where name = 'Changed') as n`,
  );
  expect(Number(changed.rows[0].n)).toBe(0);
});

it('answers 4xx with a detail to hostile brokers, and to hostile broker fields of a load, and stores nothing (issue 30)', async () => {
  const broker = (await ctx.db.$client.query(`insert into brokers (name) values ('HB-1') returning id`)).rows[0].id;
  const load = await insertLoad(ctx);
  const bodies: object[] = [
    { name: 'a\u0000b' },
    { name: 'x'.repeat(201) },
    { name: ['HB'] },
    { name: 42 },
    { name: 'HB-2', payment_terms_days: '30 days' },
    { name: 'HB-2', payment_terms_days: 1e20 },
    { name: 'HB-2', payment_terms_days: true },
    { name: 'HB-2', billing_email: 'not an address' },
    { name: 'HB-2', billing_email: { $ne: '' } },
    { name: 'HB-2', billing_address: 'x'.repeat(1001) },
    { name: 'hb-1' },
  ];
  const failures: string[] = [];
  const attempts: Array<['POST' | 'PUT', string, object]> = [
    ...bodies.map((b): ['POST', string, object] => ['POST', '/api/brokers/', b]),
    ...bodies.map((b): ['PUT', string, object] => ['PUT', `/api/brokers/${broker}/`, b]),
    ...['x', -1, 1e20, 99999999, [1], { id: 1 }].map((id): ['PUT', string, object] => ['PUT', `/api/loads/${load}/`, { broker_id: id }]),
  ];
  for (const [method, url, body] of attempts) {
    // Renaming HB-1 to hb-1 is the same broker: allowed. Everything else is refused.
    if (method === 'PUT' && JSON.stringify(body) === '{"name":"hb-1"}') continue;
    const res = await ctx.app.inject({ method, url, payload: body, headers: admin.headers });
    if (res.statusCode < 400 || res.statusCode >= 500 || !res.json().detail) failures.push(`${method} ${url} ${JSON.stringify(body)} -> ${res.statusCode}`);
  }
  expect(failures).toEqual([]);
  const { rows } = await ctx.db.$client.query(`select count(*)::int as n from brokers where name <> 'HB-1' and haulboard_broker_key(name) like 'hb%'`);
  expect(rows[0].n).toBe(0);
});
