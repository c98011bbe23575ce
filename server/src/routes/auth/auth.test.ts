import { buildTestApp, createUser, type TestContext } from '../../../test/build';
import { LoginResponseSchema, ResetResponseSchema } from '@haulboard/shared/contracts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /api/login/', () => {
  it('answers tokens and the user type for a right password, whatever the case of the e-mail', async () => {
    const admin = await createUser(ctx, 'admin', { email: 'Boss@Example.com' });
    const res = await post('/api/login/', { email: 'boss@example.com', password: admin.password });
    expect(res.statusCode).toBe(200);
    const body = LoginResponseSchema.parse(res.json());
    expect(body.user_type).toBe('admin');
  });

  it('answers 401 with a detail for a wrong password or an unknown login', async () => {
    const admin = await createUser(ctx, 'admin');
    for (const payload of [
      { email: admin.email, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const res = await post('/api/login/', payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Invalid email or password.' });
    }
  });

  it('answers 400 with a detail for a missing field or malformed JSON', async () => {
    const res = await post('/api/login/', { email: 'a@b.c' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/password/i);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/login/', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Malformed JSON body.' });
  });

  it('gives dispatchers and drivers their own user type (the web client refuses them)', async () => {
    const driver = await createUser(ctx, 'driver', { email: '+1 555 0199' });
    const res = await post('/api/login/', { email: '+1 555 0199', password: driver.password });
    expect(res.json().user_type).toBe('driver');
  });
});

describe('refresh tokens', () => {
  it('rotates: a refresh token works once, and reusing it revokes the whole family', async () => {
    const user = await createUser(ctx, 'admin');
    const first = await post('/api/token/refresh/', { refresh_token: user.refresh });
    expect(first.statusCode).toBe(200);
    const next = LoginResponseSchema.parse(first.json());
    expect(next.refresh_token).not.toBe(user.refresh);

    const replay = await post('/api/token/refresh/', { refresh_token: user.refresh });
    expect(replay.statusCode).toBe(401);
    // The thief's replay also killed the legitimate newer token and its access token.
    const after = await post('/api/token/refresh/', { refresh_token: next.refresh_token });
    expect(after.statusCode).toBe(401);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/chat/list/', headers: { authorization: `Bearer ${next.access_token}` } });
    expect(me.statusCode).toBe(401);
  });

  it('logout revokes the session: its access and refresh tokens stop working', async () => {
    const user = await createUser(ctx, 'admin');
    const out = await post('/api/logout/', {}, user.headers);
    expect(out.statusCode).toBe(204);
    expect((await post('/api/token/refresh/', { refresh_token: user.refresh })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
    expect((await post('/api/logout/', {}, user.headers)).statusCode).toBe(401);
  });

  it('refuses a garbage token with 401', async () => {
    expect((await post('/api/token/refresh/', { refresh_token: 'nope' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/stats/', headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBeTruthy();
  });
});

describe('password reset', () => {
  const codeFrom = (text: string) => /(\d{6})/.exec(text)![1];
  const waitForMail = async (count: number) => {
    for (let i = 0; i < 100 && ctx.mails.length < count; i += 1) await new Promise((r) => setImmediate(r));
    expect(ctx.mails.length).toBe(count);
  };

  it('answers the same for a known and an unknown address, and mails a code only to the known one', async () => {
    const before = ctx.mails.length;
    const unknown = await post('/api/auth/request-reset/', { email: 'ghost@example.com' });
    const user = await createUser(ctx, 'admin');
    const known = await post('/api/auth/request-reset/', { email: user.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    ResetResponseSchema.parse(known.json());
    await waitForMail(before + 1);
    expect(ctx.mails.at(-1)!.to).toBe(user.email);
  });

  it('verifies, resets once, revokes sessions, and the new password signs in', async () => {
    const user = await createUser(ctx, 'admin');
    const before = ctx.mails.length;
    await post('/api/auth/request-reset/', { email: user.email });
    await waitForMail(before + 1);
    const code = codeFrom(ctx.mails.at(-1)!.text);

    const verify = await post('/api/auth/verify-code/', { code });
    expect(verify.json()).toEqual({ message: 'Code is valid', status: 200 });

    const mismatch = await post('/api/auth/confirm-reset/', { code, new_password: 'New-pass-123', confirm_password: 'Other-pass-123' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toBe('Passwords do not match');
    const short = await post('/api/auth/confirm-reset/', { code, new_password: 'short', confirm_password: 'short' });
    expect(short.json().detail).toBe('Password must be at least 8 characters long');

    const ok = await post('/api/auth/confirm-reset/', { code, new_password: 'New-pass-123', confirm_password: 'New-pass-123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe(200);
    const again = await post('/api/auth/confirm-reset/', { code, new_password: 'New-pass-456', confirm_password: 'New-pass-456' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(again.json().detail);

    expect((await post('/api/token/refresh/', { refresh_token: user.refresh })).statusCode).toBe(401);
    expect((await post('/api/login/', { email: user.email, password: 'New-pass-123' })).statusCode).toBe(200);
    expect((await post('/api/login/', { email: user.email, password: user.password })).statusCode).toBe(401);
  });

  it('kills a code after 5 wrong tries against its address', async () => {
    const user = await createUser(ctx, 'admin');
    const before = ctx.mails.length;
    await post('/api/auth/request-reset/', { email: user.email });
    await waitForMail(before + 1);
    const code = codeFrom(ctx.mails.at(-1)!.text);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/auth/verify-code/', { code: wrong, email: user.email })).statusCode).toBe(400);
    }
    expect((await post('/api/auth/verify-code/', { code, email: user.email })).statusCode).toBe(400);
  });

  it('refuses an expired code', async () => {
    const user = await createUser(ctx, 'admin');
    const before = ctx.mails.length;
    await post('/api/auth/request-reset/', { email: user.email });
    await waitForMail(before + 1);
    const code = codeFrom(ctx.mails.at(-1)!.text);
    await ctx.db.$client.query(`update reset_codes set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    expect((await post('/api/auth/verify-code/', { code })).statusCode).toBe(400);
  });

  it('limits the rate of reset calls with 429 and Retry-After', async () => {
    const limited = await buildTestApp({ resetRateLimit: 2 });
    try {
      const call = () => limited.app.inject({ method: 'POST', url: '/api/auth/verify-code/', payload: { code: '123456' } });
      await call();
      await call();
      const res = await call();
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().detail).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });
});
