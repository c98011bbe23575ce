import { buildTestApp, createUser, type TestContext } from '../../../test/build';
import pg from 'pg';
import { LoginResponseSchema, ResetResponseSchema } from '@haulboard/shared/contracts';

const originalQuery = pg.Client.prototype.query;

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
  /** Asks for a reset of `email`; the mailed code and the reset-session cookie the browser keeps. */
  const requestCode = async (email: string, app = ctx) => {
    const before = app.mails.length;
    const res = await app.app.inject({ method: 'POST', url: '/api/auth/request-reset/', payload: { email } });
    expect(res.statusCode).toBe(200);
    const cookie = String(res.headers['set-cookie']).split(';')[0];
    await (async () => {
      for (let i = 0; i < 100 && app.mails.length < before + 1; i += 1) await new Promise((r) => setImmediate(r));
    })();
    return { code: codeFrom(app.mails.at(-1)!.text), cookie };
  };
  const otherThan = (code: string, n: number) => String((Number(code) + n) % 1_000_000).padStart(6, '0');

  it('answers the same for a known and an unknown address, and mails a code only to the known one', async () => {
    const before = ctx.mails.length;
    const unknown = await post('/api/auth/request-reset/', { email: 'ghost@example.com' });
    const user = await createUser(ctx, 'admin');
    const known = await post('/api/auth/request-reset/', { email: user.email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    ResetResponseSchema.parse(known.json());
    // Both carry a reset session, so the cookie tells nothing either.
    expect(String(unknown.headers['set-cookie'])).toMatch(/^hb_reset=[\w-]{43}; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Strict$/);
    expect(String(known.headers['set-cookie'])).toMatch(/^hb_reset=[\w-]{43}; Path=\/api\/auth; Max-Age=600; HttpOnly; SameSite=Strict$/);
    await waitForMail(before + 1);
    expect(ctx.mails.at(-1)!.to).toBe(user.email);
  });

  it('runs the same statements before answering for a known and an unknown address', async () => {
    const user = await createUser(ctx, 'admin');
    const statements = async (email: string) => {
      const texts: string[] = [];
      const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const first = args[0] as string | { text?: string };
        texts.push(typeof first === 'string' ? first : (first.text ?? ''));
        return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
      } as never);
      try {
        expect((await post('/api/auth/request-reset/', { email })).statusCode).toBe(200);
      } finally {
        spy.mockRestore();
      }
      return texts;
    };
    const known = await statements(user.email);
    const unknown = await statements('nobody-here@example.com');
    expect(known.length).toBeGreaterThan(2);
    expect(unknown).toEqual(known);
  });

  it('verifies with the address, resets once, revokes sessions, and the new password signs in', async () => {
    const user = await createUser(ctx, 'admin');
    const { code } = await requestCode(user.email);

    const verify = await post('/api/auth/verify-code/', { code, email: user.email });
    expect(verify.json()).toEqual({ message: 'Code is valid', status: 200 });

    const mismatch = await post('/api/auth/confirm-reset/', { code, email: user.email, new_password: 'New-pass-123', confirm_password: 'Other-pass-123' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().detail).toBe('Passwords do not match');
    const short = await post('/api/auth/confirm-reset/', { code, email: user.email, new_password: 'short', confirm_password: 'short' });
    expect(short.json().detail).toBe('Password must be at least 8 characters long');

    const ok = await post('/api/auth/confirm-reset/', { code, email: user.email, new_password: 'New-pass-123', confirm_password: 'New-pass-123' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe(200);
    const again = await post('/api/auth/confirm-reset/', { code, email: user.email, new_password: 'New-pass-456', confirm_password: 'New-pass-456' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(again.json().detail);

    expect((await post('/api/token/refresh/', { refresh_token: user.refresh })).statusCode).toBe(401);
    expect((await post('/api/login/', { email: user.email, password: 'New-pass-123' })).statusCode).toBe(200);
    expect((await post('/api/login/', { email: user.email, password: user.password })).statusCode).toBe(401);
  });

  it("takes the spec's code alone from the browser that asked, through its reset session", async () => {
    const user = await createUser(ctx, 'admin');
    const { code, cookie } = await requestCode(user.email);
    expect((await post('/api/auth/verify-code/', { code }, { cookie })).json()).toEqual({ message: 'Code is valid', status: 200 });
    const ok = await post('/api/auth/confirm-reset/', { code, new_password: 'New-pass-123', confirm_password: 'New-pass-123' }, { cookie });
    expect(ok.statusCode).toBe(200);
    expect((await post('/api/login/', { email: user.email, password: 'New-pass-123' })).statusCode).toBe(200);
  });

  it('a code alone identifies nobody: the live code of another user never matches', async () => {
    const victim = await createUser(ctx, 'admin');
    const { code } = await requestCode(victim.email);
    // No address and no reset session: refused though the code is somebody's live code.
    const bare = await post('/api/auth/verify-code/', { code });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().detail).toBe('Invalid or expired verification code.');
    // The attacker's own reset session names the attacker's reset, not the victim's.
    const attacker = await requestCode('attacker@example.com');
    expect(
      (await post('/api/auth/confirm-reset/', { code, new_password: 'Taken-over1', confirm_password: 'Taken-over1' }, { cookie: attacker.cookie })).statusCode,
    ).toBe(400);
    expect((await post('/api/login/', { email: victim.email, password: victim.password })).statusCode).toBe(200);
  });

  it('refuses the right code at the 6th try after five wrong ones, by address or by reset session', async () => {
    for (const by of ['email', 'cookie'] as const) {
      const user = await createUser(ctx, 'admin');
      const { code, cookie } = await requestCode(user.email);
      const send = (body: object) =>
        post('/api/auth/confirm-reset/', { ...body, ...(by === 'email' ? { email: user.email } : {}) }, by === 'cookie' ? { cookie } : {});
      const body = (c: string) => ({ code: c, new_password: 'Taken-over1', confirm_password: 'Taken-over1' });
      for (let i = 1; i <= 5; i += 1) expect((await send(body(otherThan(code, i)))).statusCode).toBe(400);
      const sixth = await send(body(code));
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json().detail).toBe('Invalid or expired verification code.');
      expect((await post('/api/login/', { email: user.email, password: user.password })).statusCode).toBe(200);
    }
  });

  it('refuses an expired code', async () => {
    const user = await createUser(ctx, 'admin');
    const { code } = await requestCode(user.email);
    await ctx.db.$client.query(`update reset_codes set expires_at = now() - interval '1 second' where user_id = $1`, [user.id]);
    expect((await post('/api/auth/verify-code/', { code, email: user.email })).statusCode).toBe(400);
  });

  it('a new code replaces the earlier one', async () => {
    const user = await createUser(ctx, 'admin');
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    if (first.code !== second.code) expect((await post('/api/auth/verify-code/', { code: first.code, email: user.email })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-code/', { code: first.code }, { cookie: first.cookie })).statusCode).toBe(400);
    expect((await post('/api/auth/verify-code/', { code: second.code, email: user.email })).statusCode).toBe(200);
  });

  it('sends one address at most 5 codes an hour, known or not', async () => {
    const user = await createUser(ctx, 'admin');
    for (const email of [user.email, 'unknown-5@example.com']) {
      for (let i = 0; i < 5; i += 1) expect((await post('/api/auth/request-reset/', { email })).statusCode).toBe(200);
      const sixth = await post('/api/auth/request-reset/', { email: email.toUpperCase() });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().detail).toBe('Too many reset codes were asked for this address. Try again in an hour.');
    }
  });

  it('shares one rate bucket across the three reset calls, with 429 and Retry-After', async () => {
    const limited = await buildTestApp({ resetRateLimit: 3 });
    try {
      const call = (url: string, payload: object) => limited.app.inject({ method: 'POST', url, payload });
      await call('/api/auth/request-reset/', { email: 'a@example.com' });
      await call('/api/auth/verify-code/', { code: '123456', email: 'a@example.com' });
      await call('/api/auth/confirm-reset/', { code: '123456', email: 'a@example.com', new_password: 'Long-enough1', confirm_password: 'Long-enough1' });
      const res = await call('/api/auth/verify-code/', { code: '123456', email: 'a@example.com' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json().detail).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });

  it('behind one proxy, counts sign-ins by the address the proxy appended, whatever X-Forwarded-For the client wrote first', async () => {
    const limited = await buildTestApp({ loginRateLimit: 3, trustProxy: 1 });
    try {
      // As nginx's $proxy_add_x_forwarded_for passes it on: the client's own header, then the address it came from.
      const attempt = (spoofed: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { email: 'nobody@example.com', password: 'wrong' },
          headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.9` },
          remoteAddress: '10.0.0.2',
        });
      for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) expect((await attempt(spoofed)).statusCode).toBe(401);
      expect((await attempt('4.4.4.4')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('gives wrong codes sent without an address one budget for every client together', async () => {
    const limited = await buildTestApp({ resetGuessBudget: 3 });
    try {
      const from = (ip: string) => limited.app.inject({ method: 'POST', url: '/api/auth/verify-code/', payload: { code: '123456' }, remoteAddress: ip });
      for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await from(ip)).statusCode).toBe(400);
      const res = await from('10.0.0.4');
      expect(res.statusCode).toBe(429);
      expect(res.json().detail).toMatch(/Too many attempts/);
      // With an address the reset's own five tries bound the guessing instead.
      const user = await createUser(limited, 'admin');
      const { code } = await requestCode(user.email, limited);
      expect((await limited.app.inject({ method: 'POST', url: '/api/auth/verify-code/', payload: { code, email: user.email } })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
