import { ACTIVITY_KINDS, ActivityActorListSchema, ActivityPageSchema, activitySubjectOf, type ActivityKind } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext, type TestUser } from '../../../test/build';

// The audit trail read back: the company's activity a page at a time with its filters, a subject's
// history, the CSV export and the actors. Events are written straight to the table here, at chosen
// times (recording them is test/audit-trail.test.ts's part), and every answer is compared with the
// plain query over the events: the kept tallies must give the same totals, to the event.
const ZONE = 'America/Chicago';
let ctx: TestContext;
let admin: TestUser;
let dispatcher: TestUser;

// Trucks and trailers share subject ids 1..15 here, as a truck and a trailer may share an id in the tables.
const KINDS: ActivityKind[] = [
  'load.created',
  'load.payment_changed',
  'load.deleted',
  'driver.created',
  'truck.updated',
  'trailer.truck_changed',
  'profile.password_changed',
];
const ACTORS = [
  { id: 9001, name: 'Alex Morgan' },
  { id: 9002, name: 'Sam Lee' },
  { id: 9003, name: 'Kim Ode' },
];
const START = Date.parse('2026-03-01T00:00:00Z');
const HOUR = 3_600_000;

type Seeded = { at: string; actor: number; kind: ActivityKind; subject: number };

/** A deterministic spread over 12 days (a DST change in Chicago on March 8), around UTC and local midnights too. */
function events(): Seeded[] {
  const out: Seeded[] = [];
  let x = 7;
  // The high bits of a linear congruential generator (its low bits repeat with short periods).
  const next = (n: number) => Math.floor((x = (x * 1103515245 + 12345) % 2147483648) / 65536) % n;
  for (let i = 0; i < 400; i++) {
    const at = START + next(12 * 24) * HOUR + next(60) * 60_000 + (i % 3 === 0 ? 0 : next(1000));
    out.push({ at: new Date(at).toISOString(), actor: ACTORS[next(3)].id, kind: KINDS[next(KINDS.length)], subject: 1 + next(15) });
  }
  // On the instants where days begin: UTC midnight, and Chicago's (06:00 UTC in March, 05:00 after the 8th).
  for (const at of ['2026-03-04T00:00:00Z', '2026-03-04T06:00:00Z', '2026-03-09T05:00:00Z', '2026-03-09T04:59:59.999Z', '2026-03-05T05:59:59.999999Z']) {
    out.push({ at, actor: 9001, kind: 'load.created', subject: 3 });
  }
  return out;
}

beforeAll(async () => {
  ctx = await buildTestApp({ timezone: ZONE });
  admin = await createUser(ctx, 'admin');
  dispatcher = await createUser(ctx, 'dispatcher');
  const rows = events().map((e) => ({
    ...e,
    name: ACTORS.find((a) => a.id === e.actor)!.name,
    type: activitySubjectOf(e.kind),
    label: e.kind.startsWith('load') ? `=HYPERLINK("x") ${e.subject}` : `Subject ${e.subject}`,
  }));
  await ctx.db.$client.query(
    `insert into audit_events (occurred_at, actor_id, actor_name, actor_ip, kind, subject_type, subject_id, subject_label, before, after)
     select r.at, r.actor, r.name, '198.51.100.7', r.kind, r.type, r.subject, r.label,
            case when r.kind = 'load.payment_changed' then '{"payment":"Unpaid"}'::jsonb end,
            case when r.kind = 'load.payment_changed' then '{"payment":"Paid"}'::jsonb end
       from jsonb_to_recordset($1::jsonb) as r(at timestamptz, actor int, name text, kind text, type text, subject int, label text)
      order by r.at`,
    [JSON.stringify(rows)],
  );
  // An actor renamed since: the actors' list names them as their newest event does.
  await ctx.db.$client.query(
    `insert into audit_events (occurred_at, actor_id, actor_name, kind, subject_type, subject_id, subject_label)
     values ('2026-04-01T00:00:00Z', 9003, 'Kim Ode-Park', 'profile.updated', 'profile', 9003, 'Kim Ode-Park')`,
  );
});
afterAll(() => ctx.close());

const get = (url: string, user = admin) => ctx.app.inject({ method: 'GET', url, headers: user.headers });

type Filter = { actor?: number; kind?: string[]; subject_type?: string; subject_id?: number; from?: string; to?: string };

/** The plain query: every matching event, newest first, ids only. */
async function expected(f: Filter): Promise<number[]> {
  const { rows } = await ctx.db.$client.query(
    `select id from audit_events e
      where ($1::int is null or actor_id = $1)
        and ($2::text[] is null or kind = any($2))
        and ($3::text is null or subject_type = $3)
        and ($4::int is null or subject_id = $4)
        and ($5::date is null or occurred_at >= $5::date::timestamp at time zone $7)
        and ($6::date is null or occurred_at < ($6::date + 1)::timestamp at time zone $7)
      order by occurred_at desc, id desc`,
    [f.actor ?? null, f.kind ?? null, f.subject_type ?? null, f.subject_id ?? null, f.from ?? null, f.to ?? null, ZONE],
  );
  return rows.map((r) => Number(r.id));
}

const query = (f: Filter & { page?: number; page_size?: number }) =>
  new URLSearchParams(Object.entries(f).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)])).toString();

async function page(f: Filter & { page?: number; page_size?: number }) {
  const res = await get(`/api/activity/?${query(f)}`);
  expect({ filter: f, status: res.statusCode }).toEqual({ filter: f, status: 200 });
  return ActivityPageSchema.parse(res.json());
}

const FILTERS: Filter[] = [
  {},
  { actor: 9002 },
  { kind: ['load.payment_changed'] },
  { kind: ['load.created', 'truck.updated'] },
  { subject_type: 'load' },
  { subject_type: 'load', kind: ['load.deleted', 'driver.created'] },
  { subject_type: 'load', subject_id: 3 },
  { subject_type: 'truck', subject_id: 3 },
  { subject_type: 'trailer', subject_id: 3 },
  { subject_type: 'trailer', subject_id: 3, kind: ['trailer.truck_changed', 'truck.updated'] },
  { actor: 9001, kind: ['load.created'] },
  { from: '2026-03-04', to: '2026-03-04' },
  { from: '2026-03-03', to: '2026-03-09' },
  { from: '2026-03-08', to: '2026-03-08' },
  { from: '2026-03-05' },
  { to: '2026-03-06' },
  { from: '2026-03-02', to: '2026-03-11', actor: 9003, kind: ['load.deleted', 'profile.password_changed'] },
  { from: '2026-03-04', to: '2026-03-09', subject_type: 'load', subject_id: 3 },
  { from: '2027-01-01' },
];

describe('GET /api/activity/', () => {
  it('answers a page of events, newest first, with the total of the filter, for every filter', async () => {
    for (const f of FILTERS) {
      const all = await expected(f);
      const first = await page({ ...f, page_size: 25 });
      expect({ f, count: first.count, ids: first.results.map((e) => e.id) }).toEqual({ f, count: all.length, ids: all.slice(0, 25) });
    }
  });

  it('pages by PAGE_SIZES.activity and reads every page of the list exactly once, the back half from its end included', async () => {
    const all = await expected({});
    expect(all.length).toBeGreaterThan(400);
    const first = await page({});
    expect(first.results).toHaveLength(20);
    const seen: number[] = [];
    for (let n = 1; (n - 1) * 30 < all.length; n++) seen.push(...(await page({ page: n, page_size: 30 })).results.map((e) => e.id));
    expect(seen).toEqual(all);
    // Deep pages of a filter, past the offset where the count is read first.
    const payments = await expected({ kind: ['load.payment_changed'] });
    const last = Math.ceil(payments.length / 7);
    expect((await page({ kind: ['load.payment_changed'], page: last, page_size: 7 })).results.map((e) => e.id)).toEqual(payments.slice((last - 1) * 7));
  });

  it('reads every page of several kinds exactly once, merged from each kind near the start and from the list deeper', async () => {
    for (const f of [
      { kind: ['load.created', 'load.deleted', 'truck.updated'] },
      { kind: ['load.deleted', 'profile.password_changed', 'load.created'], actor: 9003, from: '2026-03-03' },
    ]) {
      const all = await expected(f);
      expect(all.length).toBeGreaterThan(20);
      const seen: number[] = [];
      for (let n = 1; (n - 1) * 7 < all.length; n++) seen.push(...(await page({ ...f, page: n, page_size: 7 })).results.map((e) => e.id));
      expect({ f, seen }).toEqual({ f, seen: all });
    }
  });

  it('answers an empty page past the end, and for filters that exclude each other', async () => {
    expect(await page({ page: 1000 })).toEqual({ count: (await expected({})).length, results: [] });
    expect(await page({ subject_type: 'truck', kind: ['load.created'] })).toEqual({ count: 0, results: [] });
  });

  it('takes several kinds as one list or repeated', async () => {
    const res = await get('/api/activity/?kind=load.created&kind=truck.updated&page_size=200');
    expect(res.json().count).toBe((await expected({ kind: ['load.created', 'truck.updated'] })).length);
  });

  it('answers each event as recorded: who and from where, what, about what, before and after', async () => {
    const [event] = (await page({ kind: ['load.payment_changed'], page_size: 1 })).results;
    expect(event).toMatchObject({
      actor: { id: expect.any(Number), ip: '198.51.100.7' },
      kind: 'load.payment_changed',
      subject: { type: 'load', id: expect.any(Number) },
      before: { payment: 'Unpaid' },
      after: { payment: 'Paid' },
    });
    expect(event.occurred_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('answers 400 with a detail to every bad filter', async () => {
    const cases: Array<[string, RegExp]> = [
      ['subject_id=3', /subject_id needs subject_type/],
      ['subject_type=truck&subject_id=abc', /subject_id/],
      ['subject_type=trailer&subject_id=-4', /subject_id/],
      ['from=2026-03-05&to=2026-03-04', /from cannot be after to/],
      ['kind=load.exploded', /kind/],
      ['kind=load.created,', /kind/],
      ['kind=', /kind/],
      ['subject_type=receipt', /subject_type/],
      ['from=2026-02-30', /from/],
      ['to=0000-12-31', /to/],
      ['actor=abc', /actor/],
      ['actor=0', /actor/],
      ['page_size=201', /page_size/],
      ['page=0', /page/],
    ];
    for (const [q, detail] of cases) {
      const res = await get(`/api/activity/?${q}`);
      expect({ q, status: res.statusCode }).toEqual({ q, status: 400 });
      expect(res.json().detail).toMatch(detail);
    }
  });

  it('is the administrator’s alone', async () => {
    expect((await get('/api/activity/', dispatcher)).statusCode).toBe(403);
    expect((await get('/api/activity/export/', dispatcher)).statusCode).toBe(403);
    expect((await get('/api/activity/actors/', dispatcher)).statusCode).toBe(403);
  });
});

describe('GET /api/activity/export/', () => {
  const rows = (csv: string) =>
    csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');

  it('streams every event of the filter as CSV, newest first, in words, formula-safe', async () => {
    const f: Filter = { subject_type: 'load', from: '2026-03-03', to: '2026-03-09' };
    const res = await get(`/api/activity/export/?${query(f)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="activity-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...lines] = rows(res.body);
    expect(header).toBe(`Time (${ZONE}),Time (UTC),Who,User ID,IP address,What,Kind,Subject,Subject ID,Subject name,Before,After`);
    const ids = await expected(f);
    expect(lines).toHaveLength(ids.length);
    const payment = lines.find((l) => l.includes(',load.payment_changed,'))!;
    expect(payment).toMatch(/,198\.51\.100\.7,"changed payment from Unpaid to Paid on load \d+ \(=HYPERLINK\(""x""\) \d+\)",load\.payment_changed,load,/);
    expect(payment).toContain(`"'=HYPERLINK(""x"") `);
    expect(payment).toContain('"{""payment"":""Unpaid""}","{""payment"":""Paid""}"');
    // The zone's time: 2026-03-04T06:00:00Z is midnight in Chicago.
    const all = rows((await get('/api/activity/export/?from=2026-03-04&to=2026-03-04&actor=9001')).body);
    expect(all.at(-1)).toMatch(/^2026-03-04 00:00:00,2026-03-04T06:00:00\.000Z,Alex Morgan,9001,/);
  });

  it('reads in batches past the first', async () => {
    const res = await get('/api/activity/export/');
    expect(rows(res.body)).toHaveLength((await expected({})).length + 1);
  });

  it('answers 400 to a bad filter before any CSV is sent, and a header alone when nothing matches', async () => {
    const bad = await get('/api/activity/export/?from=2026-03-05&to=2026-03-04');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/from cannot be after to/);
    const none = await get('/api/activity/export/?subject_type=truck&kind=load.created');
    expect(rows(none.body)).toHaveLength(1);
  });
});

describe('GET /api/activity/actors/', () => {
  it('answers everyone who has made a recorded write, by their newest name, A-Z', async () => {
    const res = await get('/api/activity/actors/');
    expect(res.statusCode).toBe(200);
    expect(ActivityActorListSchema.parse(res.json())).toEqual([
      { id: 9001, name: 'Alex Morgan' },
      { id: 9003, name: 'Kim Ode-Park' },
      { id: 9002, name: 'Sam Lee' },
    ]);
  });
});

describe('the kept tallies', () => {
  it('add up to the events of each day and kind, each actor, and of all time', async () => {
    const wrong = async (kept: string, counted: string) =>
      (await ctx.db.$client.query(`select count(*)::int as n from ((${counted}) except (${kept})) x`)).rows[0].n as number;
    const day = `(occurred_at at time zone 'UTC')::date`;
    expect(await wrong('select day, kind, n from audit_event_days', `select ${day}, kind, count(*) from audit_events group by 1, 2`)).toBe(0);
    expect(
      await wrong(
        'select actor_id, day, kind, n from audit_event_actor_days',
        `select coalesce(actor_id, 0), ${day}, kind, count(*) from audit_events group by 1, 2, 3`,
      ),
    ).toBe(0);
    expect(
      await wrong('select kind, actor_id, n from audit_event_totals', 'select kind, coalesce(actor_id, 0), count(*) from audit_events group by 1, 2'),
    ).toBe(0);
    expect(ACTIVITY_KINDS).toEqual(expect.arrayContaining(KINDS));
    // And they are not empty: the comparison above would hold for two empty sides too.
    expect((await ctx.db.$client.query('select count(*)::int as n from audit_event_actor_days')).rows[0].n).toBeGreaterThan(12);
  });
});
