import { ErrorSchema } from '@haulboard/shared/contracts';
import { appWithTwoEditors, createUser, insertUser, type TestUser } from '../../test/build';

// Issue 29 for every record an edit screen changes besides loads (load-versions.test.ts): a stale
// version is refused with 409 naming who changed what, with nothing written and nothing recorded;
// the current version and no version are accepted.
const suite = appWithTwoEditors();

const put = (url: string, payload: object, by = suite.admin) => suite.ctx.app.inject({ method: 'PUT', url, payload, headers: by.headers });
const rowOf = async (table: string, id: number) => (await suite.ctx.db.$client.query(`select * from ${table} where id = $1`, [id])).rows[0];
const events = async (type: string, id: number) =>
  (await suite.ctx.db.$client.query('select count(*)::int as n from audit_events where subject_type = $1 and subject_id = $2', [type, id])).rows[0].n as number;

let seq = 0;
type Resource = {
  name: string;
  type: string;
  table: string;
  create: () => Promise<number>;
  url: (id: number) => string;
  /** A change of one field, `n` making each one different; `field` is how the 409 names it. */
  change: (n: number) => object;
  field: string;
  /** Whose edit this is: the profile is its owner's own. */
  by?: () => TestUser;
};
const resources: Resource[] = [
  {
    name: 'truck',
    type: 'truck',
    table: 'trucks',
    create: async () =>
      (await suite.ctx.db.$client.query(`insert into trucks (truck_number, truck_model, vin_number) values ($1, 'Volvo', $1) returning id`, [`V-${++seq}`]))
        .rows[0].id,
    url: (id) => `/api/update-truck/${id}/`,
    change: (n) => ({ truck_number: `T-${seq}-${n}`, truck_model: `Model ${n}`, vin_number: `VIN-${seq}` }),
    field: 'truck model',
  },
  {
    name: 'trailer',
    type: 'trailer',
    table: 'trailers',
    create: async () =>
      (await suite.ctx.db.$client.query(`insert into trailers (tailer_name, trailer_number) values ('Reefer', $1) returning id`, [`TR-${++seq}`])).rows[0].id,
    url: (id) => `/api/update-trailer/${id}/`,
    change: (n) => ({ tailer_name: `Reefer ${n}`, trailer_number: `TR-${seq}` }),
    field: 'tailer name',
  },
  ...(['driver', 'dispatcher'] as const).map((type) => ({
    name: type,
    type,
    table: 'users',
    create: () => insertUser(suite.ctx.db, type),
    url: (id: number) => `/api/${type}s/${id}/`,
    change: (n: number) => ({ address: `${n} Main St` }),
    field: 'address',
  })),
];

describe.each(resources)('$name edits with a version', (r) => {
  const versionOf = async (id: number) => (await rowOf(r.table, id)).version as number;

  it('accepts the current version and answers the next one', async () => {
    const id = await r.create();
    const version = await versionOf(id);
    const res = await put(r.url(id), { ...r.change(1), version });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(version + 1);
  });

  it('refuses a stale version with 409 naming who changed what; nothing written, nothing recorded', async () => {
    const id = await r.create();
    const version = await versionOf(id);
    expect((await put(r.url(id), { ...r.change(2), version }, suite.other)).statusCode).toBe(200);
    const [before, recorded] = [await rowOf(r.table, id), await events(r.type, id)];
    const res = await put(r.url(id), { ...r.change(3), version });
    expect(res.statusCode).toBe(409);
    expect(ErrorSchema.parse(res.json()).detail).toMatch(new RegExp(`changed by Bob Stone \\([^)]*${r.field}`));
    expect(await rowOf(r.table, id)).toEqual(before);
    expect(await events(r.type, id)).toBe(recorded);
  });

  it('accepts an edit without a version, as before', async () => {
    const id = await r.create();
    await put(r.url(id), r.change(4), suite.other);
    expect((await put(r.url(id), r.change(5))).statusCode).toBe(200);
  });
});

describe('the admin profile with a version', () => {
  it('refuses a save from an older copy of the profile (another tab) and accepts the current one', async () => {
    const me = await createUser(suite.ctx, 'admin', { firstName: 'Cleo', lastName: 'Park' });
    const version = (await rowOf('users', me.id)).version as number;
    expect((await put('/api/admin/', { address: 'First tab', version }, me)).statusCode).toBe(200);
    const before = await rowOf('users', me.id);
    const stale = await put('/api/admin/', { address: 'Second tab', version }, me);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toContain('Cleo Park (address)');
    expect(await rowOf('users', me.id)).toEqual(before);
    const current = await put('/api/admin/', { address: 'Second tab', version: version + 1 }, me);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ address: 'Second tab', version: version + 2 });
  });

  it('is not made stale by signing in or a password change', async () => {
    const me = await createUser(suite.ctx, 'admin');
    const version = (await rowOf('users', me.id)).version as number;
    await suite.ctx.db.$client.query(`update users set last_seen_at = now(), password_hash = 'x' where id = $1`, [me.id]);
    expect((await rowOf('users', me.id)).version).toBe(version);
  });
});
