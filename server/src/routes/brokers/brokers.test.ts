import { sql } from 'drizzle-orm';
import { BrokerPageSchema, BrokerSchema, ErrorSchema, LoadSchema } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext } from '../../../test/build';

let ctx: TestContext;
let headers: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  headers = (await createUser(ctx, 'admin')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });
let seq = 0;
async function addBroker(fields: object = {}) {
  seq += 1;
  const res = await call('POST', 'brokers/', { name: `Broker ${seq} ${Date.now()}`, ...fields });
  if (res.statusCode !== 201) throw new Error(`brokers/ failed: ${res.statusCode} ${res.body}`);
  return BrokerSchema.parse(res.json());
}
const loadBody = (fields: object = {}) => ({
  loadname: 'Steel coils',
  pickup_location: 'Dallas, TX',
  delivery_location: 'Austin, TX',
  pickup_date: '2026-03-10',
  pickup_time: '08:00',
  delivery_date: '2026-03-11',
  delivery_time: '09:00',
  weight_lbs: 1000,
  ...fields,
});
const eventsOf = async (id: number) =>
  (
    await ctx.db.execute<{ kind: string; before: unknown; after: unknown }>(sql`
    select kind, before, after from audit_events where subject_type = 'broker' and subject_id = ${id} order by id`)
  ).rows;

describe('who may call', () => {
  it('answers 401 without a token and 403 to drivers and dispatchers, changing nothing', async () => {
    const broker = await addBroker();
    const driver = await createUser(ctx, 'driver');
    const dispatcher = await createUser(ctx, 'dispatcher');
    const calls: Array<[string, string, object?]> = [
      ['GET', 'brokers/'],
      ['GET', `brokers/${broker.id}/`],
      ['POST', 'brokers/', { name: 'Sneaky' }],
      ['PUT', `brokers/${broker.id}/`, { name: 'Sneaky' }],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await ctx.app.inject({ method: method as 'GET', url: `/api/${url}`, payload });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      for (const user of [driver, dispatcher]) {
        const res = await ctx.app.inject({ method: method as 'GET', url: `/api/${url}`, payload, headers: user.headers });
        expect([url, res.statusCode]).toEqual([url, 403]);
        ErrorSchema.parse(res.json());
      }
    }
    expect(BrokerSchema.parse((await call('GET', `brokers/${broker.id}/`)).json()).name).toBe(broker.name);
  });
});

describe('adding and editing', () => {
  it('adds a broker with 30 days by default, records broker.created, and answers it by id', async () => {
    const res = await call('POST', 'brokers/', { name: '  Swift   Haul  Co ', billing_email: 'ap@swift.example', billing_address: '1 Main St' });
    expect(res.statusCode).toBe(201);
    const broker = BrokerSchema.parse(res.json());
    expect(broker).toMatchObject({
      name: 'Swift Haul Co',
      billing_email: 'ap@swift.example',
      billing_address: '1 Main St',
      payment_terms_days: 30,
      load_count: 0,
      version: 1,
    });
    expect(BrokerSchema.parse((await call('GET', `brokers/${broker.id}/`)).json())).toEqual(broker);
    expect(await eventsOf(broker.id)).toEqual([
      {
        kind: 'broker.created',
        before: null,
        after: { name: 'Swift Haul Co', billing_email: 'ap@swift.example', billing_address: '1 Main St', payment_terms_days: 30 },
      },
    ]);
  });

  it('answers 409 for a name already used, whatever its case and spaces, and adds nothing', async () => {
    const broker = await addBroker();
    const res = await call('POST', 'brokers/', { name: ` ${broker.name.toUpperCase().replace(/ /g, '   ')} ` });
    expect(res.statusCode).toBe(409);
    expect(ErrorSchema.parse(res.json()).detail).toBe('A broker with this name already exists.');
    const other = await addBroker();
    const renamed = await call('PUT', `brokers/${other.id}/`, { name: broker.name.toLowerCase(), payment_terms_days: 15 });
    expect(renamed.statusCode).toBe(409);
    expect(BrokerSchema.parse((await call('GET', `brokers/${other.id}/`)).json())).toEqual(other);
  });

  it('answers 400 with a detail for bad fields', async () => {
    for (const body of [
      {},
      { name: '   ' },
      { name: 'X', payment_terms_days: 366 },
      { name: 'X', payment_terms_days: -1 },
      { name: 'X', payment_terms_days: 2.5 },
      { name: 'X', billing_email: 'nope' },
    ]) {
      const res = await call('POST', 'brokers/', body);
      expect([body, res.statusCode]).toEqual([body, 400]);
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
  });

  it('edits a broker, moves its version, records what changed, and renames its loads', async () => {
    const broker = await addBroker({ payment_terms_days: 30 });
    const load = LoadSchema.parse((await call('POST', 'create-load/', loadBody({ broker_id: broker.id }))).json());
    expect(load).toMatchObject({ broker: broker.name, broker_id: broker.id });
    const res = await call('PUT', `brokers/${broker.id}/`, { name: `${broker.name} Inc`, payment_terms_days: 45, version: broker.version });
    expect(res.statusCode).toBe(200);
    const edited = BrokerSchema.parse(res.json());
    expect(edited).toMatchObject({ name: `${broker.name} Inc`, payment_terms_days: 45, version: broker.version + 1, load_count: 1 });
    expect(LoadSchema.parse((await call('GET', `loads/${load.id}/`)).json()).broker).toBe(`${broker.name} Inc`);
    expect((await eventsOf(broker.id)).at(-1)).toEqual({
      kind: 'broker.updated',
      before: { name: broker.name, payment_terms_days: 30 },
      after: { name: `${broker.name} Inc`, payment_terms_days: 45 },
    });
  });

  it('answers 409 to an edit from a stale version, naming who changed it, and writes nothing', async () => {
    const broker = await addBroker();
    expect((await call('PUT', `brokers/${broker.id}/`, { name: broker.name, payment_terms_days: 10, version: broker.version })).statusCode).toBe(200);
    const stale = await call('PUT', `brokers/${broker.id}/`, { name: broker.name, payment_terms_days: 60, version: broker.version });
    expect(stale.statusCode).toBe(409);
    expect(ErrorSchema.parse(stale.json()).detail).toMatch(/^This broker was changed by .* \(payment terms days\) after you opened it/);
    expect(BrokerSchema.parse((await call('GET', `brokers/${broker.id}/`)).json()).payment_terms_days).toBe(10);
  });

  it('answers 404 for a broker that does not exist', async () => {
    expect((await call('GET', 'brokers/999999/')).statusCode).toBe(404);
    expect((await call('PUT', 'brokers/999999/', { name: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('GET brokers/', () => {
  it('pages, searches by name with spaces collapsed, and sorts by name', async () => {
    const tag = `Zq${Date.now()}`;
    for (const name of [`${tag} Charlie`, `${tag} alpha`, `${tag} Bravo`]) await addBroker({ name });
    const page = BrokerPageSchema.parse((await call('GET', `brokers/?search=${encodeURIComponent(`${tag.toLowerCase()}  b`)}`)).json());
    expect(page.results.map((b) => b.name)).toEqual([`${tag} Bravo`]);
    const all = BrokerPageSchema.parse((await call('GET', `brokers/?search=${tag}&page_size=2`)).json());
    expect(all.count).toBe(3);
    expect(all.results.map((b) => b.name)).toEqual([`${tag} alpha`, `${tag} Bravo`]);
    const desc = BrokerPageSchema.parse((await call('GET', `brokers/?search=${tag}&ordering=-name&page=2&page_size=2`)).json());
    expect(desc.results.map((b) => b.name)).toEqual([`${tag} alpha`]);
    expect((await call('GET', 'brokers/?ordering=price')).statusCode).toBe(400);
  });
});

describe("a load's broker", () => {
  it('matches the free-text broker of create-load/ by name, whatever its case and spaces', async () => {
    const broker = await addBroker();
    const res = await call('POST', 'create-load/', loadBody({ broker: `  ${broker.name.toUpperCase().replace(/ /g, '  ')}` }));
    expect(res.statusCode).toBe(201);
    expect(LoadSchema.parse(res.json())).toMatchObject({ broker: broker.name, broker_name: broker.name, broker_id: broker.id });
    expect(BrokerSchema.parse((await call('GET', `brokers/${broker.id}/`)).json()).load_count).toBe(1);
  });

  it('creates a broker for a new name, recorded as broker.created, and none for an empty one', async () => {
    const name = `New Broker ${Date.now()}`;
    const load = LoadSchema.parse((await call('POST', 'create-load/', loadBody({ broker: name }))).json());
    expect(load.broker).toBe(name);
    const broker = BrokerSchema.parse((await call('GET', `brokers/${load.broker_id}/`)).json());
    expect(broker).toMatchObject({ name, payment_terms_days: 30, load_count: 1 });
    expect((await eventsOf(broker.id)).map((e) => e.kind)).toEqual(['broker.created']);
    const none = LoadSchema.parse((await call('POST', 'create-load/', loadBody({ broker: '  ' }))).json());
    expect(none).toMatchObject({ broker: null, broker_id: null });
  });

  it("changes a load's broker through its edit, by id or by text, and clears it", async () => {
    const [a, b] = [await addBroker(), await addBroker()];
    const load = LoadSchema.parse((await call('POST', 'create-load/', loadBody({ broker_id: a.id }))).json());
    const byText = LoadSchema.parse((await call('PUT', `loads/${load.id}/`, { broker: b.name.toLowerCase() })).json());
    expect(byText).toMatchObject({ broker: b.name, broker_id: b.id });
    const byId = LoadSchema.parse((await call('PUT', `loads/${load.id}/`, { broker_id: a.id, broker: 'ignored' })).json());
    expect(byId).toMatchObject({ broker: a.name, broker_id: a.id });
    const untouched = LoadSchema.parse((await call('PUT', `loads/${load.id}/`, { loadname: 'Renamed' })).json());
    expect(untouched).toMatchObject({ broker: a.name, broker_id: a.id });
    const cleared = LoadSchema.parse((await call('PUT', `loads/${load.id}/`, { broker: '' })).json());
    expect(cleared).toMatchObject({ broker: null, broker_id: null });
    expect((await call('PUT', `loads/${load.id}/`, { broker_id: 999999 })).statusCode).toBe(400);
  });

  it('links a load written outside the API (the seeds) by its text, making the broker when there is none', async () => {
    const name = `Seeded ${Date.now()}`;
    const rows = await ctx.db.execute<{ broker: string; broker_id: number }>(sql`
      insert into loads (loadname, pickup_location, delivery_location, pickup_date, pickup_time, delivery_date, delivery_time, weight_lbs, broker)
      values ('L', 'A', 'B', '2026-03-10', '08:00', '2026-03-11', '09:00', 1, ${`  ${name.toLowerCase()} `}), ('L', 'A', 'B', '2026-03-10', '08:00', '2026-03-11', '09:00', 1, ${name})
      returning broker, broker_id`);
    const [first, second] = rows.rows;
    expect(first.broker_id).toBe(second.broker_id);
    expect([first.broker, second.broker]).toEqual([name.toLowerCase(), name.toLowerCase()]);
    expect(BrokerSchema.parse((await call('GET', `brokers/${first.broker_id}/`)).json()).load_count).toBe(2);
  });
});
