import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { buildTestApp, claimsOf, createUser, forgeToken, type TestContext, type TestUser } from '../../test/build';

// Tokens signed with the real secret that no sign-in issued: without an expiry they would work
// for ever, and without a session no sign-out or reset could end them.
let ctx: TestContext;
let admin: TestUser;
let other: TestUser;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await createUser(ctx, 'admin');
  other = await createUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const forge = (claims: Record<string, unknown>) => forgeToken(ctx, claims);
const call = (token: string) => ctx.app.inject({ url: '/api/users/dispatchers/', headers: { authorization: `Bearer ${token}` } });

it('accepts a token a sign-in issued, and the same claims signed again', async () => {
  expect((await call(admin.token)).statusCode).toBe(200);
  expect((await call(forge(claimsOf(admin.token)))).statusCode).toBe(200);
});

it('refuses a correctly signed token without an expiry', async () => {
  const { exp: _exp, ...claims } = claimsOf(admin.token);
  const res = await call(forge(claims));
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ detail: 'Token is invalid or expired.' });
});

it('refuses a correctly signed token whose session does not exist or is not the user’s', async () => {
  const now = Math.floor(Date.now() / 1000);
  const base = { sub: String(admin.id), typ: 'admin', iat: now, exp: now + 600 };
  for (const sid of [crypto.randomUUID(), claimsOf(other.token).sid, '', 42, undefined]) {
    const res = await call(forge({ ...base, sid }));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Token is invalid or expired.' });
  }
  // Nor does a token name a user other than its session's.
  const res = await call(forge({ ...claimsOf(admin.token), sub: String(other.id) }));
  expect(res.statusCode).toBe(401);
});

it('closes a WebSocket opened with a token that has no session or no expiry', async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api/ws`;
  const now = Math.floor(Date.now() / 1000);
  const { exp: _exp, ...noExpiry } = claimsOf(admin.token);
  for (const token of [forge({ sub: String(admin.id), typ: 'admin', sid: crypto.randomUUID(), iat: now, exp: now + 600 }), forge(noExpiry)]) {
    const ws = new WebSocket(`${url}?token=${encodeURIComponent(token)}`);
    const code = await new Promise<number>((resolve) => ws.once('close', (c) => resolve(c)));
    expect(code).toBe(4401);
  }
});
