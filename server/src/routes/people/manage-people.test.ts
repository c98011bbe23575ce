import {
  DispatcherSchema,
  DriverPageSchema,
  DriverSchema,
  PersonStatusSchema,
  SentResetCodeSchema,
  STRONG_PASSWORD_HINT,
  TokenPairSchema,
} from '@haulboard/shared/contracts';
import { appWithAdmin, createUser, insertUser, type TestUser } from '../../../test/build';
import { insertLoad } from './test-fixtures';

const suite = appWithAdmin();

type Method = 'GET' | 'POST' | 'PUT';
/** The administrator's call to `/api/{url}`. */
const call = (method: Method, url: string, payload?: object) => suite.ctx.app.inject({ method, url: `/api/${url}`, payload, headers: suite.admin.headers });
const login = (email: string, password: string) => suite.ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
const refresh = (token: string) => suite.ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh_token: token } });
/** A signed-in person's own call (the chat contacts, open to every role). */
const ownCall = (user: TestUser) => suite.ctx.app.inject({ method: 'GET', url: '/api/chat/list/', headers: user.headers });

describe('PUT drivers/{id}/ and dispatchers/{id}/', () => {
  it("changes a dispatcher's name, phone, branch and address and answers the dispatcher", async () => {
    const id = await insertUser(suite.ctx.db, 'dispatcher');
    const res = await call('PUT', `dispatchers/${id}/`, {
      first_name: ' Dana ',
      last_name: 'Reyes',
      phone_number: '+1 (555) 010-7777',
      location_branch: 'Dallas',
      address: '1 Main St',
    });
    expect(res.statusCode).toBe(200);
    expect(DispatcherSchema.parse(res.json())).toMatchObject({
      id,
      full_name: 'Dana Reyes',
      phone_number: '+15550107777',
      location_branch: 'Dallas',
      address: '1 Main St',
      deactivated_at: null,
    });
    // Fields not sent stay; '' clears an optional one.
    const cleared = DispatcherSchema.parse((await call('PUT', `dispatchers/${id}/`, { address: '' })).json());
    expect(cleared).toMatchObject({ first_name: 'Dana', location_branch: 'Dallas', address: null });
  });

  it('moves the login of a driver who signs in with their phone number to the new number', async () => {
    const driver = await createUser(suite.ctx, 'driver', { email: '+15550108001', phoneNumber: '+15550108001' });
    const res = await call('PUT', `drivers/${driver.id}/`, { phone_number: '+1 555 010 8002', location_branch: 'Austin' });
    expect(res.statusCode).toBe(200);
    expect(DriverSchema.parse(res.json())).toMatchObject({ email: '+15550108002', phone_number_driver: '+15550108002', location_branch: 'Austin' });
    expect((await login('+15550108002', driver.password)).statusCode).toBe(200);
    expect((await login('+15550108001', driver.password)).statusCode).toBe(401);
    const cannotClear = await call('PUT', `drivers/${driver.id}/`, { phone_number: '' });
    expect(cannotClear.statusCode).toBe(400);
    expect(cannotClear.json().detail).toMatch(/signs in with their phone number/);
  });

  it("answers 409 with a detail for a phone number that is another person's login or number", async () => {
    await insertUser(suite.ctx.db, 'driver', { email: '+15550109001', phoneNumber: '+15550109001' });
    await insertUser(suite.ctx.db, 'dispatcher', { phoneNumber: '+15550109002' });
    const id = await insertUser(suite.ctx.db, 'driver', { email: '+15550109003', phoneNumber: '+15550109003' });
    for (const phone of ['+1 555 010 9001', '+15550109002']) {
      const res = await call('PUT', `drivers/${id}/`, { phone_number: phone });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'A user with this phone number already exists.' });
    }
    // Their own number again is no conflict.
    expect((await call('PUT', `drivers/${id}/`, { phone_number: '+15550109003', first_name: 'Same' })).statusCode).toBe(200);
  });

  it('answers 400 to bad details and 404 to nobody or the wrong role', async () => {
    const id = await insertUser(suite.ctx.db, 'driver');
    for (const body of [{ first_name: '' }, { phone_number: 'call me' }, { address: 'x'.repeat(301) }, { first_name: 42 }]) {
      const res = await call('PUT', `drivers/${id}/`, body);
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().detail).toBeTruthy();
    }
    expect((await call('PUT', 'drivers/99999/', { first_name: 'A' })).json()).toEqual({ detail: 'Driver not found.' });
    expect((await call('PUT', `dispatchers/${id}/`, { first_name: 'A' })).statusCode).toBe(404);
    expect((await call('PUT', `drivers/${suite.admin.id}/`, { first_name: 'A' })).statusCode).toBe(404);
  });
});

describe('POST users/{id}/deactivate/ and reactivate/', () => {
  it('refuses the sign-in and the tokens a person holds at once, keeps their loads, and lets them back in on reactivation', async () => {
    const driver = await createUser(suite.ctx, 'driver');
    const loadId = await insertLoad(suite.ctx.db, 'delivered', driver.id);
    expect((await ownCall(driver)).statusCode).toBe(200);

    const res = await call('POST', `users/${driver.id}/deactivate/`);
    expect(res.statusCode).toBe(200);
    const status = PersonStatusSchema.parse(res.json());
    expect(status).toMatchObject({ id: driver.id, user_type: 'driver' });
    expect(Date.parse(status.deactivated_at!)).not.toBeNaN();

    // The access token and the refresh token stop working on the next call.
    expect((await ownCall(driver)).statusCode).toBe(401);
    expect((await refresh(driver.refresh)).statusCode).toBe(401);
    const refused = await login(driver.email, driver.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'This account has been deactivated. Contact your administrator.' });
    // A wrong password learns nothing more than before.
    expect((await login(driver.email, 'Wrong-pass1')).statusCode).toBe(401);

    // History stays, the list marks them, the pickers leave them out; the load keeps its driver.
    const load = await suite.ctx.app.inject({ method: 'GET', url: `/api/loads/${loadId}/`, headers: suite.admin.headers });
    expect(load.json().assigned_driver).toMatchObject({ id: driver.id });
    const listed = DriverPageSchema.parse((await call('GET', `users/drivers/?search=${encodeURIComponent(driver.email)}`)).json());
    expect(listed.results.map((d) => [d.id, d.deactivated_at])).toEqual([[driver.id, status.deactivated_at]]);
    const picker = DriverPageSchema.parse((await call('GET', `users/drivers/?search=${encodeURIComponent(driver.email)}&active=true`)).json());
    expect(picker).toEqual({ count: 0, results: [] });
    // No new loads for them.
    const open = await insertLoad(suite.ctx.db, 'unassigned');
    const assign = await call('POST', 'create-assignment/', { load: open, driver: driver.id });
    expect(assign.statusCode).toBe(400);

    const back = await call('POST', `users/${driver.id}/reactivate/`);
    expect(PersonStatusSchema.parse(back.json())).toEqual({ id: driver.id, user_type: 'driver', deactivated_at: null });
    // Sessions ended by the deactivation stay ended; a new sign-in works.
    expect((await refresh(driver.refresh)).statusCode).toBe(401);
    expect(TokenPairSchema.parse((await login(driver.email, driver.password)).json()).user_type).toBe('driver');
  });

  it('deactivates dispatchers (who cannot be deleted) too, and refuses administrators and nobody', async () => {
    const dispatcher = await createUser(suite.ctx, 'dispatcher');
    expect((await call('POST', `users/${dispatcher.id}/deactivate/`)).statusCode).toBe(200);
    expect((await ownCall(dispatcher)).statusCode).toBe(401);
    const listed = DispatcherSchema.array().parse((await call('GET', 'users/dispatchers/')).json());
    expect(listed.find((d) => d.id === dispatcher.id)?.deactivated_at).toEqual(expect.any(String));
    // Deactivating twice keeps the first moment.
    const first = listed.find((d) => d.id === dispatcher.id)?.deactivated_at;
    expect(PersonStatusSchema.parse((await call('POST', `users/${dispatcher.id}/deactivate/`)).json()).deactivated_at).toBe(first);

    const other = await createUser(suite.ctx, 'admin');
    const refused = await call('POST', `users/${other.id}/deactivate/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBeTruthy();
    expect((await call('POST', 'users/99999/reactivate/')).json()).toEqual({ detail: 'User not found.' });
  });
});

describe('POST users/{id}/set-password/', () => {
  it('sets a new password by the spec rule and ends every session of the person', async () => {
    const driver = await createUser(suite.ctx, 'driver');
    const res = await call('POST', `users/${driver.id}/set-password/`, { new_password: 'N3w-Passw0rd!', confirm_password: 'N3w-Passw0rd!' });
    expect(res.statusCode).toBe(204);
    expect((await ownCall(driver)).statusCode).toBe(401);
    expect((await refresh(driver.refresh)).statusCode).toBe(401);
    expect((await login(driver.email, driver.password)).statusCode).toBe(401);
    expect((await login(driver.email, 'N3w-Passw0rd!')).statusCode).toBe(200);
    // The administrator's own session goes on.
    expect((await call('GET', 'users/drivers/')).statusCode).toBe(200);
  });

  it('answers 400 with the rule or the mismatch, and 404 to nobody', async () => {
    const id = await insertUser(suite.ctx.db, 'dispatcher');
    const weak = await call('POST', `users/${id}/set-password/`, { new_password: 'password1', confirm_password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().detail).toContain(STRONG_PASSWORD_HINT);
    const differ = await call('POST', `users/${id}/set-password/`, { new_password: 'N3w-Passw0rd!', confirm_password: 'N3w-Passw0rd?' });
    expect(differ.statusCode).toBe(400);
    expect(differ.json().detail).toContain('New passwords do not match');
    expect((await call('POST', 'users/99999/set-password/', { new_password: 'N3w-Passw0rd!', confirm_password: 'N3w-Passw0rd!' })).statusCode).toBe(404);
  });
});

describe('POST users/{id}/send-reset-code/', () => {
  const waitForMail = async (count: number) => {
    for (let i = 0; i < 100 && suite.ctx.mails.length < count; i += 1) await new Promise((r) => setImmediate(r));
  };

  it('mails the person a recovery code that the reset calls accept', async () => {
    const dispatcher = await createUser(suite.ctx, 'dispatcher');
    const before = suite.ctx.mails.length;
    const res = await call('POST', `users/${dispatcher.id}/send-reset-code/`);
    expect(res.statusCode).toBe(200);
    expect(SentResetCodeSchema.parse(res.json())).toEqual({ message: `A reset code was sent to ${dispatcher.email}.`, sent_to: dispatcher.email });
    await waitForMail(before + 1);
    const mail = suite.ctx.mails.at(-1)!;
    expect(mail.to).toBe(dispatcher.email);
    const code = /(\d{6})/.exec(mail.text)![1];
    const confirm = await suite.ctx.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-reset/',
      payload: { code, email: dispatcher.email, new_password: 'Fresh-pass1', confirm_password: 'Fresh-pass1' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await login(dispatcher.email, 'Fresh-pass1')).statusCode).toBe(200);
  });

  it('answers 400 for a phone-number login (no address) and 404 to nobody', async () => {
    const id = await insertUser(suite.ctx.db, 'driver', { email: '+15550106001' });
    const res = await call('POST', `users/${id}/send-reset-code/`);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/phone number/);
    expect((await call('POST', 'users/99999/send-reset-code/')).statusCode).toBe(404);
  });
});
