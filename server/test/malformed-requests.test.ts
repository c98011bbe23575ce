import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, createUser, type TestContext } from './build';

// Requests refused before any route sees them: by Node's HTTP parser (no request exists yet)
// or by Fastify's router. inject() cannot send most of these, so they go over a raw socket.
// Each must answer `{ detail }` with a 4xx, in the API's shape, without repeating what was sent.
let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as AddressInfo).port;
});
afterAll(() => ctx.close());

/** Sends `raw` as is and resolves with the status and body of the answer. */
function send(raw: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
    setTimeout(() => socket.end(), 1500);
  });
}

const MARK = 'ECHOED-INPUT-1337';
const CASES: Array<[string, string, number]> = [
  ['a malformed percent-encoding in the path', `GET /api/%zz${MARK} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 400],
  ['a route parameter over the length limit', `GET /api/trucks-details/${MARK}${'9'.repeat(300)}/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 414],
  [
    'conflicting Transfer-Encoding and Content-Length',
    `POST /api/login/${MARK} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
    400,
  ],
  ['two different Content-Lengths', `POST /api/login/${MARK} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}`, 400],
  ['a header name with a space', `GET /api/health/${MARK} HTTP/1.1\r\nHost: x\r\nX-Bad Header: ${MARK}\r\n\r\n`, 400],
  ['a header value with a control character', `GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Bad: a\x01${MARK}\r\n\r\n`, 400],
  ['headers too large', `GET /api/health/ HTTP/1.1\r\nHost: x\r\nX-Big: ${MARK}${'a'.repeat(20_000)}\r\n\r\n`, 431],
  // Garbage in the lists' filters is decoded without failing, and refused (here: no token) without being repeated.
  [
    'a malformed percent-encoding in the fleet filters',
    `GET /api/trucks-list/?expiry=%zz${MARK}&as_of=%E0%A4${MARK} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    401,
  ],
  ['an as_of far too long', `GET /api/users/drivers/?as_of=${MARK}${'9'.repeat(5000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 401],
  [
    'a malformed percent-encoding in the analytics period',
    `GET /api/analytics/?pickup_date=%zz${MARK}&period=%E0%A4${MARK}&search=%00${MARK} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    401,
  ],
  [
    'an analytics search far too long',
    `GET /api/analytics/?pickup_date=2026-06-01&search=${MARK}${'9'.repeat(5000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    401,
  ],
  ['an unknown method', `BREW /api/${MARK} HTTP/1.1\r\nHost: x\r\n\r\n`, 400],
  ['not HTTP at all', `${MARK}\r\n\r\n`, 400],
];

it.each(CASES)('answers %s with { detail } and a 4xx, echoing nothing', async (_name, raw, status) => {
  const res = await send(raw);
  expect(res.status).toBe(status);
  expect(res.headers).toMatch(/content-type: application\/json/i);
  const body = JSON.parse(res.body);
  expect(Object.keys(body)).toEqual(['detail']);
  expect(typeof body.detail).toBe('string');
  expect(res.body).not.toContain(MARK);
  expect(res.body).not.toMatch(/statusCode|FST_|Client Error/);
});

// Signed in, the analytics filters reach validation: refused with a detail that repeats nothing sent.
it.each([
  ['a date that is not one', `pickup_date=2026-06-01${MARK}`],
  ['a period that is not one', `pickup_date=2026-06-01&period=${MARK}`],
  ['a status that is not one', `pickup_date=2026-06-01&status=%27${MARK}--`],
  ['a search far too long', `pickup_date=2026-06-01&search=${MARK}${'9'.repeat(5000)}`],
  ['a period past year 9999', `pickup_date=9999-12-31&period=weekly&search=${MARK}`],
])('answers an analytics request with %s 400 and a detail, echoing nothing', async (_name, query) => {
  const admin = await createUser(ctx, 'admin');
  const res = await send(`GET /api/analytics/?${query} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin.token}\r\nConnection: close\r\n\r\n`);
  expect(res.status).toBe(400);
  const body = JSON.parse(res.body);
  expect(Object.keys(body)).toEqual(['detail']);
  expect(res.body).not.toContain(MARK);
});

it('still serves well-formed requests on the same server', async () => {
  const res = await send('GET /api/health/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
  expect(res.status).toBe(200);
});
