import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildApp } from '../src/app';
import { redactUrl } from '../src/lib/log-redaction';
import { buildTestApp, createUser, type TestContext, type TestUser } from './build';

// The request log must not hold credentials that ride in URLs: the chat WebSocket's access token
// and media URLs' signatures. A log line is read by whoever reads the logs, for as long as they
// are kept; the token would let them act as the user, the signature open the file.
let ctx: TestContext;
let logged: FastifyInstance;
let user: TestUser;
const lines: string[] = [];

beforeAll(async () => {
  ctx = await buildTestApp();
  user = await createUser(ctx, 'driver');
  logged = await buildApp(ctx.deps, { logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } } });
  await logged.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await logged.close();
  await ctx.close();
});

it('logs WebSocket and media URLs without their tokens and signatures', async () => {
  const port = (logged.server.address() as AddressInfo).port;
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/ws?token=${encodeURIComponent(user.token)}`);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.close();
  await new Promise((resolve) => ws.once('close', resolve));
  // A plain GET of the socket's address, and a bad token, are logged too.
  await logged.inject({ url: `/api/ws?token=${user.token}` });
  await logged.inject({ url: `/api/ws?x=1&TOKEN=${user.token}` });
  const media = ctx.deps.media.url('2026/0123456789abcdef0123456789abcdef.pdf')!;
  const signature = new URL(media, 'http://x').searchParams.get('sig')!;
  await logged.inject({ url: media });
  await logged.inject({ url: `${media}&again=1&sig=${signature}` });

  const log = lines.join('');
  expect(log).toContain('/api/ws?token=[redacted]');
  expect(log).toContain('/api/media/2026/0123456789abcdef0123456789abcdef.pdf?exp=');
  expect(log).toContain('sig=[redacted]');
  expect(log).not.toContain(user.token);
  expect(log).not.toContain(user.token.split('.')[2]);
  expect(log).not.toContain(signature);
});

it('redacts secret query values by name, whatever their case or encoding, and keeps the rest', () => {
  expect(redactUrl('/api/ws?token=abc.def.ghi')).toBe('/api/ws?token=[redacted]');
  expect(redactUrl('/api/media/2026/a.pdf?exp=123&sig=XYZ')).toBe('/api/media/2026/a.pdf?exp=123&sig=[redacted]');
  expect(redactUrl('/api/x?%74oken=abc&Sig=1&page=2')).toBe('/api/x?%74oken=[redacted]&Sig=[redacted]&page=2');
  expect(redactUrl('/api/x?token&bad=%zz')).toBe('/api/x?token=[redacted]&bad=%zz');
  expect(redactUrl('/api/list-loads/?page=2')).toBe('/api/list-loads/?page=2');
});

it('logs no error for a request refused before any handler (a 401 from the auth hook)', async () => {
  lines.length = 0;
  const res = await logged.inject({ url: '/api/chat/unread/', headers: { authorization: 'Bearer not-a-token' } });
  expect(res.statusCode).toBe(401);
  const errors = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level >= 50);
  expect(errors).toEqual([]);
});
