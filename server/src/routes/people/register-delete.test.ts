import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DispatcherSchema,
  DriverSchema,
  ErrorSchema,
  LoadSchema,
  LoginResponseSchema,
  RegisterResponseSchema,
  STRONG_PASSWORD_HINT,
} from '@haulboard/shared/contracts';
import { assignments, loads, refreshTokens, truckDrivers, users } from '../../db/schema';
import { buildTestApp, createUser, type TestContext, type TestUser, insertUser } from '../../../test/build';
import { insertPerson } from './repository';
import { insertLoad, insertTruck } from './test-fixtures';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const PASSWORD = 'Str0ng!pass';
const register = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/register/', payload: payload as object, headers });
const login = (email: string, password = PASSWORD) => ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
const userCount = async () => (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0].n;
const listDrivers = async () =>
  DriverSchema.array().parse((await ctx.app.inject({ method: 'GET', url: '/api/users/drivers/', headers: admin.headers })).json());

describe('POST /api/register/', () => {
  it('creates a dispatcher who can sign in, and answers 201 with id, first_name, email and user_type', async () => {
    const res = await register({ first_name: ' Dana ', email: ' Dana@Example.com ', password: PASSWORD, user_type: 'dispatcher' });
    expect(res.statusCode).toBe(201);
    const body = RegisterResponseSchema.parse(res.json());
    expect(body).toEqual({ id: body.id, first_name: 'Dana', email: 'Dana@Example.com', user_type: 'dispatcher' });
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'first_name', 'id', 'user_type']);

    const signIn = await login('dana@example.com');
    expect(signIn.statusCode).toBe(200);
    expect(LoginResponseSchema.parse(signIn.json()).user_type).toBe('dispatcher');

    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row).toMatchObject({ lastName: '', phoneNumber: null });
    const list = DispatcherSchema.array().parse((await ctx.app.inject({ method: 'GET', url: '/api/users/dispatchers/', headers: admin.headers })).json());
    expect(list.find((d) => d.id === body.id)).toMatchObject({ full_name: 'Dana', email: 'Dana@Example.com' });
  });

  it('creates a driver whose phone number is the login and the contact number', async () => {
    const res = await register({ first_name: 'Eli', last_name: 'Stone', email: '  +1 (555) 010-2030 ', password: PASSWORD, user_type: 'driver' });
    expect(res.statusCode).toBe(201);
    const body = RegisterResponseSchema.parse(res.json());
    // The login is kept without separators, and so is the contact number it also is.
    expect(body).toMatchObject({ email: '+15550102030', user_type: 'driver' });
    expect((await login('+1 (555) 010-2030')).statusCode).toBe(200);
    expect((await login('+15550102030')).statusCode).toBe(200);
    const eli = (await listDrivers()).find((d) => d.id === body.id);
    expect(eli).toMatchObject({ full_name: 'Eli Stone', phone_number_driver: '+15550102030', total_loads: 0, completed_loads: 0, truck_number: null });
  });

  it('accepts an e-mail as a driver login too, without inventing a phone number', async () => {
    const res = await register({ first_name: 'Fay', email: 'fay@example.com', password: PASSWORD, user_type: 'driver' });
    expect(res.statusCode).toBe(201);
    const fay = (await listDrivers()).find((d) => d.id === res.json().id);
    expect(fay).toMatchObject({ email: 'fay@example.com', phone_number_driver: null });
  });

  it('refuses a weak password with the spec hint and creates nobody', async () => {
    const before = await userCount();
    for (const password of ['Sh0rt!a', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSymbol123', '']) {
      const res = await register({ first_name: 'Gus', email: 'gus@example.com', password, user_type: 'dispatcher' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: STRONG_PASSWORD_HINT });
    }
    expect(STRONG_PASSWORD_HINT).toBe('Password must be at least 8 characters and include uppercase, lowercase, number, and symbol.');
    expect(await userCount()).toBe(before);
  });

  it('checks the login: an e-mail for dispatchers, a phone number (or e-mail) for drivers', async () => {
    const cases: Array<[string, string, string]> = [
      ['dispatcher', '555-0100', 'Enter a valid email address'],
      ['dispatcher', 'not-an-email', 'Enter a valid email address'],
      ['driver', 'call me', 'Enter a valid phone number'],
      ['driver', '12345', 'Enter a valid phone number'],
      ['driver', '+1 555 0101 0101 0101 01', 'Enter a valid phone number'],
      ['driver', '555+0101', 'Enter a valid phone number'],
    ];
    const before = await userCount();
    for (const [user_type, email, detail] of cases) {
      const res = await register({ first_name: 'Hal', email, password: PASSWORD, user_type });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
    expect(await userCount()).toBe(before);
  });

  it('answers 400 with a detail for missing or wrong fields and malformed JSON', async () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ email: 'a@example.com', password: PASSWORD, user_type: 'driver' }, /first_name/],
      [{ first_name: '   ', email: 'a@example.com', password: PASSWORD, user_type: 'driver' }, /^First name is required$/],
      [{ first_name: 'Ann', password: PASSWORD, user_type: 'driver' }, /email/],
      [{ first_name: 'Ann', email: '', password: PASSWORD, user_type: 'driver' }, /^Email is required$/],
      [{ first_name: 'Ann', email: 'a@example.com', user_type: 'driver' }, /password/],
      [{ first_name: 'Ann', email: 'a@example.com', password: PASSWORD, user_type: 'admin' }, /^user_type must be dispatcher or driver$/],
      [{ first_name: 'Ann', email: 'a@example.com', password: PASSWORD }, /user_type/],
      [{ first_name: 42, email: 'a@example.com', password: PASSWORD, user_type: 'driver' }, /first_name/],
    ];
    for (const [payload, detail] of bad) {
      const res = await register(payload);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toMatch(detail);
    }
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/register/',
      payload: '{"first_name":',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: 'Malformed JSON body.' });
  });

  it('answers 409 for a login already in use, whatever its case, and changes nothing', async () => {
    await register({ first_name: 'Ivy', email: 'ivy@example.com', password: PASSWORD, user_type: 'dispatcher' });
    const before = await userCount();
    for (const [email, user_type] of [
      ['IVY@example.com', 'dispatcher'],
      [' ivy@EXAMPLE.com', 'driver'],
      [admin.email.toUpperCase(), 'dispatcher'],
    ]) {
      const res = await register({ first_name: 'Other', email, password: PASSWORD, user_type });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'A user with this email already exists.' });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a phone number already registered in another spelling, with 409', async () => {
    expect((await register({ first_name: 'Gus', email: '+15550102001', password: PASSWORD, user_type: 'driver' })).statusCode).toBe(201);
    const before = await userCount();
    for (const email of ['+1 555 010 2001', '+1 (555) 010-2001', ' +1-555-010-2001 ']) {
      const res = await register({ first_name: 'Twin', email, password: PASSWORD, user_type: 'driver' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'A user with this phone number already exists.' });
    }
    expect(await userCount()).toBe(before);
  });

  it('lets exactly one of 10 concurrent registrations of one login win', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register({ first_name: `Racer${i}`, email: '555-7777', password: PASSWORD, user_type: 'driver' })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json()).toEqual({ detail: 'A user with this phone number already exists.' });
    const rows = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = '5557777'`);
    expect(rows).toHaveLength(1);
    // Whoever passes the early check late still meets the unique index.
    const late = await insertPerson(ctx.db, { userType: 'driver', email: '5557777', passwordHash: 'x', firstName: 'Late', lastName: '', phoneNumber: null });
    expect(late).toBeNull();
  });

  it('is for administrators only', async () => {
    const dispatcher = await createUser(ctx, 'dispatcher');
    const driver = await createUser(ctx, 'driver');
    const payload = { first_name: 'Jo', email: 'jo@example.com', password: PASSWORD, user_type: 'driver' };
    expect((await register(payload, dispatcher.headers)).statusCode).toBe(403);
    expect((await register(payload, driver.headers)).statusCode).toBe(403);
    expect((await register(payload, {})).statusCode).toBe(401);
    expect((await login('jo@example.com')).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/delete/{id}/', () => {
  const remove = (id: number | string, headers: Record<string, string> = admin.headers) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/users/delete/${id}/`, headers });

  it('removes a driver: open loads go back to unassigned, delivered history stays, sessions and truck seat end', async () => {
    const reg = await register({ first_name: 'Kim', email: '555-8888', password: PASSWORD, user_type: 'driver' });
    const driverId = reg.json().id as number;
    const signIn = LoginResponseSchema.parse((await login('555-8888')).json());
    const other = await insertUser(ctx.db, 'driver');
    const open1 = await insertLoad(ctx.db, 'assigned', driverId);
    const open2 = await insertLoad(ctx.db, 'assigned', driverId);
    const delivered = await insertLoad(ctx.db, 'delivered', driverId);
    const othersLoad = await insertLoad(ctx.db, 'assigned', other);
    const truckId = await insertTruck(ctx.db, 'T-DEL', [driverId, other]);

    const res = await remove(driverId);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const statuses = await ctx.db.select({ id: loads.id, status: loads.status }).from(loads);
    const status = (id: number) => statuses.find((l) => l.id === id)?.status;
    expect([status(open1), status(open2), status(delivered), status(othersLoad)]).toEqual(['unassigned', 'unassigned', 'delivered', 'assigned']);
    const left = await ctx.db.select({ loadId: assignments.loadId }).from(assignments).where(eq(assignments.driverId, driverId));
    expect(left).toEqual([{ loadId: delivered }]);
    // What the admin then sees (the delete confirmation promises it): both open loads unassigned, with no driver.
    for (const id of [open1, open2]) {
      const load = LoadSchema.parse((await ctx.app.inject({ method: 'GET', url: `/api/loads/${id}/`, headers: admin.headers })).json());
      expect({ id, status: load.status, driver: load.driver_name }).toEqual({ id, status: 'unassigned', driver: null });
    }
    const seats = await ctx.db.select({ driverId: truckDrivers.driverId }).from(truckDrivers).where(eq(truckDrivers.truckId, truckId));
    expect(seats).toEqual([{ driverId: other }]);
    const live = await ctx.db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, driverId), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(0);

    // Gone for every purpose: no sign-in, no refresh, no access, not listed, not deletable twice.
    expect((await login('555-8888')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh_token: signIn.refresh_token } })).statusCode).toBe(401);
    const withOldToken = await ctx.app.inject({ method: 'POST', url: '/api/logout/', headers: { authorization: `Bearer ${signIn.access_token}` } });
    expect(withOldToken.statusCode).toBe(401);
    expect((await listDrivers()).some((d) => d.id === driverId)).toBe(false);
    expect((await remove(driverId)).statusCode).toBe(404);

    // The login is free again for a new driver.
    expect((await register({ first_name: 'Kim', email: '555-8888', password: PASSWORD, user_type: 'driver' })).statusCode).toBe(201);
  });

  it('refuses to delete a dispatcher or an administrator, and changes nothing', async () => {
    const dispatcherId = await insertUser(ctx.db, 'dispatcher');
    for (const id of [dispatcherId, admin.id]) {
      const res = await remove(id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Only drivers can be deleted.' });
    }
    const rows = await ctx.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, dispatcherId));
    expect(rows[0].deletedAt).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/', headers: admin.headers })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const missing = await remove(999999);
    expect(missing.statusCode).toBe(404);
    expect(ErrorSchema.parse(missing.json()).detail).toBe('User not found.');
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const res = await remove(id);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
  });

  it('is for administrators only', async () => {
    const driverId = await insertUser(ctx.db, 'driver');
    const dispatcher = await createUser(ctx, 'dispatcher');
    const driver = await createUser(ctx, 'driver');
    expect((await remove(driverId, dispatcher.headers)).statusCode).toBe(403);
    expect((await remove(driver.id, driver.headers)).statusCode).toBe(403);
    expect((await remove(driverId, {})).statusCode).toBe(401);
    const [row] = await ctx.db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, driverId));
    expect(row.deletedAt).toBeNull();
  });
});
