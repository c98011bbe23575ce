import { sql } from 'drizzle-orm';
import { ErrorSchema, TruckExpirySchema, TruckPageSchema, TruckSchema, type TruckInput } from '@haulboard/shared/contracts';
import { buildTestApp, createUser, type TestContext } from '../../../test/build';
import { companyDay } from '../../domain/company-day';
import { toTruckExpiry, truckExpirySql, type ExpiryColumns } from '../../domain/truck-expiry';
import { addTruck, callerFor, insertDriver, type Caller } from './test-helpers';

/** 'YYYY-MM-DD' plus `n` calendar days. */
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('companyDay', () => {
  it("is the calendar day in the company's time zone, not the server's", () => {
    const lateEveningInChicago = new Date('2026-11-24T03:30:00Z');
    expect(companyDay('UTC', lateEveningInChicago)).toBe('2026-11-24');
    expect(companyDay('America/Chicago', lateEveningInChicago)).toBe('2026-11-23');
    expect(companyDay('Asia/Tokyo', new Date('2026-11-23T15:30:00Z'))).toBe('2026-11-24');
  });
});

describe('truckExpirySql (the rule, straight from SQL)', () => {
  type Dates = { registration?: string | null; insurance?: string | null; next_service?: string | null };
  const judge = async (asOf: string, dates: Dates) => {
    const e = truckExpirySql('t', asOf);
    const { rows } = await ctx.db.execute<ExpiryColumns & { attention: boolean | null; expired: boolean | null }>(sql`
      select ${e.columns}, ${e.attention} as attention, ${e.expired} as expired
        from (select ${dates.registration ?? null}::date as registration_expiration_date, ${dates.insurance ?? null}::date as insurance_expiration_date,
                     ${dates.next_service ?? null}::date as next_service_date) t ${e.join}`);
    return { ...rows[0], expiry: TruckExpirySchema.parse(toTruckExpiry(rows[0], asOf)) };
  };
  const AS_OF = '2026-06-15';

  it.each([
    ['a day past the date', -1, 'expired'],
    ['long past', -400, 'expired'],
    ['the date itself (its last good day)', 0, 'due'],
    ['30 days ahead', 30, 'due'],
    ['31 days ahead', 31, 'ok'],
  ])('%s (%i days) is %s', async (_name, offset, state) => {
    const date = addDays(AS_OF, offset);
    const { expiry } = await judge(AS_OF, { registration: date });
    expect(expiry).toEqual({
      as_of: AS_OF,
      state,
      registration: { date, state },
      insurance: { date: null, state: null },
      next_service: { date: null, state: null },
    });
  });

  it('counts across month and year ends by the calendar (the warning window is EXPIRY_WARNING_DAYS days)', async () => {
    expect((await judge('2026-12-31', { insurance: '2027-01-30' })).expiry.insurance.state).toBe('due');
    expect((await judge('2026-12-31', { insurance: '2027-01-31' })).expiry.insurance.state).toBe('ok');
    expect((await judge('2028-03-01', { insurance: '2028-02-29' })).expiry.insurance.state).toBe('expired');
  });

  it("is 'ok' with nothing dated, and nothing needs attention", async () => {
    const { expiry, attention, expired } = await judge(AS_OF, {});
    expect(expiry.state).toBe('ok');
    expect([expiry.registration, expiry.insurance, expiry.next_service]).toEqual(Array(3).fill({ date: null, state: null }));
    expect(attention).toBeFalsy();
    expect(expired).toBeFalsy();
  });

  it('takes the worst of the three dates, and the filters agree with it', async () => {
    const ok = addDays(AS_OF, 200);
    const due = addDays(AS_OF, 10);
    const gone = addDays(AS_OF, -3);
    const cases: Array<[Dates, string, boolean, boolean]> = [
      [{ registration: ok, insurance: ok, next_service: ok }, 'ok', false, false],
      [{ registration: ok, insurance: due, next_service: null }, 'due', true, false],
      [{ registration: ok, insurance: due, next_service: gone }, 'expired', true, true],
      [{ registration: null, insurance: null, next_service: gone }, 'expired', true, true],
    ];
    for (const [dates, state, attention, expired] of cases) {
      const judged = await judge(AS_OF, dates);
      expect({ dates, state: judged.expiry.state, attention: !!judged.attention, expired: !!judged.expired }).toEqual({ dates, state, attention, expired });
    }
  });
});

describe('trucks-list/ expiry filter and attention_count', () => {
  let list: TestContext;
  let api: Caller;
  let today: string;
  const ids: Record<string, number> = {};
  const numbers = (trucks: Array<{ truck_number: string }>) => trucks.map((t) => t.truck_number);
  const page = async (query: string) => {
    const res = await api.get(`trucks-list/?${query}`);
    expect(res.statusCode).toBe(200);
    return TruckPageSchema.parse(res.json());
  };

  beforeAll(async () => {
    // Its own database, so the counts are exact.
    list = await buildTestApp();
    api = callerFor(list, (await createUser(list, 'admin')).headers);
    const first = await addTruck(api, { truck_number: 'NONE-1', registration_expiration_date: null });
    today = first.expiry.as_of;
    ids['NONE-1'] = first.id;
    const fleet: Array<[string, Partial<TruckInput>]> = [
      ['EXP-1', { registration_expiration_date: addDays(today, -1) }],
      ['DUE-1', { insurance_expiration_date: addDays(today, 30) }],
      ['DUE-2', { next_service_date: today, registration_expiration_date: addDays(today, 300) }],
      ['OK-1', { registration_expiration_date: addDays(today, 31), insurance_expiration_date: addDays(today, 31), next_service_date: addDays(today, 31) }],
      ['EXP-2', { truck_model: 'Mack Anthem', next_service_date: addDays(today, -100), insurance_expiration_date: addDays(today, 5) }],
    ];
    for (const [truck_number, fields] of fleet) {
      ids[truck_number] = (await addTruck(api, { registration_expiration_date: null, ...fields, truck_number })).id;
    }
    const zed = await insertDriver(list, 'Zed', 'Quill');
    await api.post('assign-truck/', { truck_id: ids['EXP-1'], driver_ids: [zed], replace: false });
  });
  afterAll(() => list.close());

  it("judges every truck as of the company's today", async () => {
    expect(today).toBe(companyDay('UTC'));
    const all = TruckSchema.array().parse((await api.get('trucks-list/')).json());
    expect(Object.fromEntries(all.map((t) => [t.truck_number, t.expiry.state]))).toEqual({
      'DUE-1': 'due',
      'DUE-2': 'due',
      'EXP-1': 'expired',
      'EXP-2': 'expired',
      'NONE-1': 'ok',
      'OK-1': 'ok',
    });
    expect(all.every((t) => t.expiry.as_of === today)).toBe(true);
    const raw = (await api.get(`trucks-details/${ids['EXP-2']}/`)).json();
    // Exactly the contract's fields: the query's expiry columns stay inside the server.
    expect(Object.keys(raw).sort()).toEqual(Object.keys(TruckSchema.shape).sort());
    const details = TruckSchema.parse(raw);
    expect(details.expiry).toEqual({
      as_of: today,
      state: 'expired',
      registration: { date: null, state: null },
      insurance: { date: addDays(today, 5), state: 'due' },
      next_service: { date: addDays(today, -100), state: 'expired' },
    });
  });

  it('pages carry attention_count: the trucks matching the search with a date expired or due', async () => {
    expect(await page('page=1')).toMatchObject({ count: 6, attention_count: 4 });
    const attention = await page('expiry=attention');
    expect(numbers(attention.results)).toEqual(['DUE-1', 'DUE-2', 'EXP-1', 'EXP-2']);
    expect(attention).toMatchObject({ count: 4, attention_count: 4 });
    const expired = await page('expiry=expired');
    expect(numbers(expired.results)).toEqual(['EXP-1', 'EXP-2']);
    expect(expired).toMatchObject({ count: 2, attention_count: 4 });
  });

  it('combines the filter with search, ordering and paging', async () => {
    expect(numbers((await page('expiry=attention&ordering=-truck_number')).results)).toEqual(['EXP-2', 'EXP-1', 'DUE-2', 'DUE-1']);
    const second = await page('expiry=attention&page=2&page_size=3');
    expect(numbers(second.results)).toEqual(['EXP-2']);
    expect(second).toMatchObject({ count: 4, attention_count: 4 });
    // By a driver's name and by model.
    expect(await page('expiry=expired&search=zed')).toMatchObject({
      count: 1,
      attention_count: 1,
      results: [expect.objectContaining({ truck_number: 'EXP-1' })],
    });
    expect(numbers((await page('expiry=attention&search=mack')).results)).toEqual(['EXP-2']);
    // Nothing passes the filter, yet the attention count of the search still shows.
    expect(await page('expiry=expired&search=due')).toEqual({ count: 0, attention_count: 2, results: [] });
    expect(await page('search=ok-1')).toMatchObject({ count: 1, attention_count: 0 });
    // Past the end.
    expect(await page('expiry=attention&page=5&page_size=3')).toEqual({ count: 4, attention_count: 4, results: [] });
  });

  it('answers an unknown expiry filter with 400 and a detail', async () => {
    for (const value of ['soon', '', 'ATTENTION']) {
      const res = await api.get(`trucks-list/?expiry=${value}`);
      expect([value, res.statusCode]).toEqual([value, 400]);
      expect(ErrorSchema.parse(res.json()).detail).toMatch(/expiry must be one of attention, expired/);
    }
  });

  it('carries expiry on the create, update and assign answers', async () => {
    const created = await addTruck(api, { truck_number: 'NEW-9', registration_expiration_date: addDays(today, -2) });
    expect(created.expiry).toMatchObject({ as_of: today, state: 'expired' });
    const updated = TruckSchema.parse(
      (await api.put(`update-truck/${created.id}/`, { ...created, registration_expiration_date: addDays(today, 3), truck_notes: null })).json(),
    );
    expect(updated.expiry).toMatchObject({ state: 'due', registration: { date: addDays(today, 3), state: 'due' } });
    const driver = await insertDriver(list, 'Ada', 'Lane');
    const assigned = TruckSchema.parse((await api.post('assign-truck/', { truck_id: created.id, driver_ids: [driver], replace: false })).json());
    expect(assigned.expiry).toEqual(updated.expiry);
    // Back to the fleet the other tests count.
    expect((await api.del(`delete-trucks/${created.id}/`)).statusCode).toBe(204);
  });
});

describe("today is the company's day", () => {
  // 25 hours apart: their calendar days always differ.
  const AHEAD = 'Pacific/Kiritimati';
  const BEHIND = 'Pacific/Pago_Pago';

  it('judges the same date expired where the day has moved on, and due where it has not', async () => {
    const yesterdayAhead = addDays(companyDay(AHEAD), -1);
    const states: Record<string, unknown> = {};
    for (const timezone of [AHEAD, BEHIND]) {
      const app = await buildTestApp({ timezone });
      try {
        const api = callerFor(app, (await createUser(app, 'admin')).headers);
        const truck = await addTruck(api, { registration_expiration_date: yesterdayAhead });
        expect(truck.expiry.as_of).toBe(companyDay(timezone));
        states[timezone] = truck.expiry.registration.state;
        const listed = await TruckPageSchema.parseAsync((await api.get('trucks-list/?expiry=expired')).json());
        expect(listed.count).toBe(timezone === AHEAD ? 1 : 0);
      } finally {
        await app.close();
      }
    }
    expect(states).toEqual({ [AHEAD]: 'expired', [BEHIND]: 'due' });
  });
});
