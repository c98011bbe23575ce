import { sql } from 'drizzle-orm';
import { AdminProfileListSchema, AdminProfileSchema, ErrorSchema, LoginResponseSchema, MessageResponseSchema } from '@haulboard/shared/contracts';
import { isUniqueViolation } from '../../db/errors';
import { updateAdmin } from './repository';
import { buildTestApp, createUser, multipart, samples, type TestContext, type TestUser } from '../../../test/build';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Part = Parameters<typeof multipart>[0][number];
const getProfile = async (user: TestUser) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/', headers: user.headers });
  expect(res.statusCode).toBe(200);
  const list = AdminProfileListSchema.parse(res.json());
  expect(list).toHaveLength(1);
  return list[0];
};
const putJson = (user: TestUser, payload: unknown, headers: Record<string, string> = user.headers) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/', payload: payload as object, headers });
const putForm = (user: TestUser, parts: Part[]) => {
  const body = multipart(parts);
  return ctx.app.inject({ method: 'PUT', url: '/api/admin/', payload: body.payload, headers: { ...user.headers, ...body.headers } });
};
const mediaCount = async () => (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from media_files`)).rows[0].n;
const login = (email: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });

describe('GET /api/admin/', () => {
  it("answers an array whose only item is the caller's profile", async () => {
    const admin = await createUser(ctx, 'admin', { firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '555-1000', gender: 'Female', dob: '1990-12-10' });
    await createUser(ctx, 'admin');
    const profile = await getProfile(admin);
    expect(profile).toEqual({
      id: admin.id,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: admin.email,
      gender: 'Female',
      dob: '1990-12-10',
      address: null,
      phone_number: '555-1000',
      username: null,
      profile: null,
      version: 1,
    });
  });
});

describe('PUT /api/admin/ (JSON)', () => {
  it('updates the given fields, keeps the others, and answers the updated profile', async () => {
    const admin = await createUser(ctx, 'admin', { firstName: 'Old', address: 'Keep me' });
    const res = await putJson(admin, {
      first_name: ' Grace ',
      last_name: 'Hopper',
      gender: 'Female',
      dob: '1906-12-09',
      phone_number: '555-2000',
      username: 'grace',
    });
    expect(res.statusCode).toBe(200);
    const body = AdminProfileSchema.parse(res.json());
    expect(body).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      gender: 'Female',
      dob: '1906-12-09',
      address: 'Keep me',
      phone_number: '555-2000',
      username: 'grace',
      profile: null,
    });
    expect(await getProfile(admin)).toEqual(body);
  });

  it("clears gender and dob sent as '' (or null), and blank texts", async () => {
    const admin = await createUser(ctx, 'admin', { gender: 'Male', dob: '1980-01-01', address: 'Somewhere' });
    const res = await putJson(admin, { gender: '', dob: '', address: '' });
    expect(res.statusCode).toBe(200);
    expect(AdminProfileSchema.parse(res.json())).toMatchObject({ gender: null, dob: null, address: null });
    const again = await putJson(admin, { gender: 'Male', dob: null });
    expect(AdminProfileSchema.parse(again.json())).toMatchObject({ gender: 'Male', dob: null });
  });

  it('changes the e-mail with the current password: it becomes the login, the old address is told, other sessions end', async () => {
    const admin = await createUser(ctx, 'admin');
    const otherDevice = LoginResponseSchema.parse((await login(admin.email, admin.password)).json());
    const mailsBefore = ctx.mails.length;
    const res = await putJson(admin, { email: ' New.Boss@Example.com ', current_password: admin.password });
    expect(res.statusCode).toBe(200);
    expect(AdminProfileSchema.parse(res.json()).email).toBe('New.Boss@Example.com');
    expect((await login('new.boss@example.com', admin.password)).statusCode).toBe(200);
    expect((await login(admin.email, admin.password)).statusCode).toBe(401);
    const told = ctx.mails.slice(mailsBefore);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ to: admin.email, subject: 'Your Haulboard sign-in e-mail was changed' });
    expect(told[0].text).toContain('New.Boss@Example.com');
    // This session lives on; the other device is signed out.
    await getProfile(admin);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/', headers: { authorization: `Bearer ${otherDevice.access_token}` } })).statusCode).toBe(
      401,
    );
    // Its own address in another case is no change: no password needed, no clash.
    expect((await putJson(admin, { email: 'new.boss@example.com' })).statusCode).toBe(200);
  });

  it('refuses a new e-mail without the current password or with a wrong one, and keeps the old one', async () => {
    const admin = await createUser(ctx, 'admin');
    for (const [payload, detail] of [
      [{ email: 'taker@example.com' }, 'Enter your current password to change the e-mail.'],
      [{ email: 'taker@example.com', current_password: 'Wrong-pass1' }, 'Current password is incorrect.'],
      [{ email: 'taker@example.com', current_password: '' }, 'Current password is required'],
    ] as const) {
      const res = await putJson(admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
    const form = await putForm(admin, [
      { name: 'email', value: 'taker@example.com' },
      { name: 'avatar', filename: 'a.png', content: samples.png, type: 'image/png' },
    ]);
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ detail: 'Enter your current password to change the e-mail.' });
    expect(await getProfile(admin)).toMatchObject({ email: admin.email, profile: null });
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });

  it("answers 409 for another user's login and 400 for a bad e-mail, changing nothing", async () => {
    const admin = await createUser(ctx, 'admin', { firstName: 'Same' });
    const dispatcher = await createUser(ctx, 'dispatcher');
    await createUser(ctx, 'driver', { email: 'Driver.Mail@example.com' });
    for (const email of [dispatcher.email, dispatcher.email.toUpperCase(), 'driver.mail@EXAMPLE.com']) {
      const res = await putJson(admin, { first_name: 'Changed', email, current_password: admin.password });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: 'A user with this email already exists.' });
    }
    const bad = await putJson(admin, { first_name: 'Changed', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Enter a valid email address' });
    expect(await getProfile(admin)).toMatchObject({ first_name: 'Same', email: admin.email });
    // A clash that slips past the early check is still caught by the unique index.
    const clash: unknown = await updateAdmin(ctx.db, admin.id, { email: dispatcher.email.toUpperCase() }).catch((e: unknown) => e);
    expect(isUniqueViolation(clash)).toBe(true);
  });

  it('answers 400 with a detail for values out of the contract', async () => {
    const admin = await createUser(ctx, 'admin', { firstName: 'Stay' });
    for (const payload of [
      { first_name: '' },
      { gender: 'Other' },
      { dob: '2023-02-30' },
      { dob: 'yesterday' },
      { address: 42 },
      { phone_number: 'x'.repeat(41) },
    ]) {
      const res = await putJson(admin, payload);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
    const malformed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/',
      payload: '{"first_name":',
      headers: { ...admin.headers, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(await getProfile(admin)).toMatchObject({ first_name: 'Stay', gender: null, dob: null });
  });
});

describe('PUT /api/admin/ (multipart with avatar)', () => {
  it('stores the avatar and the fields; profile is a signed link to the same bytes', async () => {
    const admin = await createUser(ctx, 'admin', { gender: 'Male' });
    const res = await putForm(admin, [
      { name: 'first_name', value: 'Alan' },
      { name: 'last_name', value: 'Turing' },
      { name: 'gender', value: '' },
      { name: 'dob', value: '1912-06-23' },
      { name: 'address', value: 'Wilmslow' },
      { name: 'phone_number', value: '555-4000' },
      { name: 'email', value: admin.email },
      { name: 'avatar', filename: 'me.png', content: samples.png, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const body = AdminProfileSchema.parse(res.json());
    expect(body).toMatchObject({ first_name: 'Alan', last_name: 'Turing', gender: null, dob: '1912-06-23', address: 'Wilmslow', phone_number: '555-4000' });
    expect(body.profile).toMatch(/^\/api\/media\/\d{4}\/[0-9a-f]{32}\/me\.png\?exp=\d+&sig=/);
    const image = await ctx.app.inject({ method: 'GET', url: body.profile! });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(samples.png)).toBe(true);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect((await getProfile(admin)).profile).toBe(body.profile);
  });

  it('updates the fields alone when no image is sent', async () => {
    const admin = await createUser(ctx, 'admin');
    const res = await putForm(admin, [
      { name: 'first_name', value: 'Form' },
      { name: 'username', value: 'formy' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(AdminProfileSchema.parse(res.json())).toMatchObject({ first_name: 'Form', username: 'formy', profile: null });
  });

  it('refuses an avatar that is not an image, and changes and stores nothing', async () => {
    const admin = await createUser(ctx, 'admin', { firstName: 'Keep' });
    const before = await mediaCount();
    for (const part of [
      { name: 'avatar', filename: 'me.png', content: samples.html, type: 'image/png' },
      { name: 'avatar', filename: 'me.png', content: samples.exe, type: 'image/png' },
      { name: 'avatar', filename: 'me.pdf', content: samples.pdf, type: 'application/pdf' },
      { name: 'profile', filename: 'me.png', content: samples.png, type: 'image/png' },
    ]) {
      const res = await putForm(admin, [{ name: 'first_name', value: 'Changed' }, part]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid image type.' });
    }
    expect(await mediaCount()).toBe(before);
    expect(await getProfile(admin)).toMatchObject({ first_name: 'Keep', profile: null });
  });

  it('validates the form fields like the JSON ones, storing no image on failure', async () => {
    const admin = await createUser(ctx, 'admin', { firstName: 'Keep' });
    const other = await createUser(ctx, 'admin');
    const before = await mediaCount();
    const avatar = { name: 'avatar', filename: 'me.png', content: samples.png, type: 'image/png' };
    const taken = await putForm(admin, [{ name: 'email', value: other.email.toUpperCase() }, { name: 'current_password', value: admin.password }, avatar]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ detail: 'A user with this email already exists.' });
    for (const fields of [
      [{ name: 'dob', value: '12/10/1990' }],
      [{ name: 'gender', value: 'male' }],
      [{ name: 'email', value: 'nope' }],
      [{ name: 'first_name', value: ' ' }],
    ]) {
      const res = await putForm(admin, [...fields, avatar]);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
    expect(await mediaCount()).toBe(before);
    expect(await getProfile(admin)).toMatchObject({ first_name: 'Keep', email: admin.email, profile: null });
  });
});

describe('POST /api/admin-update-password/', () => {
  const change = (user: TestUser, payload: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/admin-update-password/', payload: payload as object, headers: user.headers });

  it("changes the password, keeps this session and ends the caller's other sessions", async () => {
    const admin = await createUser(ctx, 'admin');
    const otherDevice = LoginResponseSchema.parse((await login(admin.email, admin.password)).json());
    const res = await change(admin, { old_password: admin.password, new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' });
    expect(res.statusCode).toBe(200);
    expect(MessageResponseSchema.parse(res.json())).toEqual({ message: 'Password updated successfully.' });

    expect((await login(admin.email, admin.password)).statusCode).toBe(401);
    expect((await login(admin.email, 'Brand-new-pass9')).statusCode).toBe(200);
    // This session lives on: its access token and its refresh token still work.
    await getProfile(admin);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh_token: admin.refresh } })).statusCode).toBe(200);
    // The other device is signed out.
    const otherHeaders = { authorization: `Bearer ${otherDevice.access_token}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/', headers: otherHeaders })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/token/refresh/', payload: { refresh_token: otherDevice.refresh_token } })).statusCode).toBe(401);
  });

  it('refuses a wrong current password, a mismatch or a short password, and keeps the old one', async () => {
    const admin = await createUser(ctx, 'admin');
    const cases: Array<[unknown, string]> = [
      [{ old_password: 'Wrong-pass1', new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' }, 'Current password is incorrect.'],
      [{ old_password: admin.password, new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass8' }, 'New passwords do not match'],
      [{ old_password: admin.password, new_password: 'short', confirm_password: 'short' }, 'Password must be at least 8 characters long'],
      [{ old_password: '', new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' }, 'Current password is required'],
    ];
    for (const [payload, detail] of cases) {
      const res = await change(admin, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail });
    }
    for (const payload of [
      {},
      { old_password: admin.password, new_password: 'Brand-new-pass9' },
      { old_password: 5, new_password: 'x', confirm_password: 'x' },
    ]) {
      const res = await change(admin, payload);
      expect(res.statusCode).toBe(400);
      expect(ErrorSchema.parse(res.json()).detail).toBeTruthy();
    }
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
  });
});

describe('guessing the current password', () => {
  it('is limited per account like the sign-in, whatever address the guesses come from', async () => {
    const limited = await buildTestApp({ loginRateLimit: 3, trustProxy: 1 });
    try {
      const admin = await createUser(limited, 'admin');
      const guess = (n: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/admin-update-password/',
          payload: { old_password: `Guess-${n}-pass`, new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' },
          headers: { ...admin.headers, 'x-forwarded-for': `203.0.113.${n}` },
        });
      for (let n = 1; n <= 3; n += 1) expect((await guess(n)).statusCode).toBe(400);
      const refused = await guess(4);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
      expect(refused.headers['retry-after']).toBeDefined();
      // Another administrator is not held back by it.
      const other = await createUser(limited, 'admin');
      const theirs = await limited.app.inject({
        method: 'POST',
        url: '/api/admin-update-password/',
        payload: { old_password: other.password, new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' },
        headers: other.headers,
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('permissions', () => {
  it('keeps the profile calls to administrators', async () => {
    for (const type of ['dispatcher', 'driver'] as const) {
      const user = await createUser(ctx, type);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/', headers: user.headers })).statusCode).toBe(403);
      expect((await putJson(user, { first_name: 'Hacker' })).statusCode).toBe(403);
      const pw = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin-update-password/',
        payload: { old_password: user.password, new_password: 'Brand-new-pass9', confirm_password: 'Brand-new-pass9' },
        headers: user.headers,
      });
      expect(pw.statusCode).toBe(403);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/admin/', payload: { first_name: 'x' } })).statusCode).toBe(401);
  });
});
