import type { AddressInfo } from 'node:net';
import { LoadSchema, LoadsEnvelopeSchema, LoadsOverviewResponseSchema, z } from '@haulboard/shared/contracts';
import { checkAnswer } from '../src/lib/answer-check';
import { seedBulk } from '../src/seed/bulk';
import { buildTestApp, createUser, type TestContext, type TestUser } from './build';

/**
 * The spec's unpaged arrays, streamed in keyset batches behind one gate (lib/json-stream.ts).
 * Here what they answer, with enough loads for many batches of each list. How health and memory
 * hold up while 8 of them stream at 100k loads is a figure, not a test: bench/server-hardening.mjs.
 */
const LOADS = 4_500;
let ctx: TestContext;
let admin: TestUser;
let base: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedBulk(ctx.db, { loads: LOADS, drivers: 20, trucks: 10, checkInDays: 0 });
  admin = await createUser(ctx, 'admin');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(() => ctx.close());

const auth = () => ({ authorization: `Bearer ${admin.token}` });

async function get(path: string) {
  const res = await fetch(`${base}${path}`, { headers: auth() });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as unknown };
}

it('answers every load as one JSON array, newest first', async () => {
  const { status, body } = await get('/api/list-loads/');
  expect(status).toBe(200);
  const loads = body as Array<{ id: number }>;
  expect(loads).toHaveLength(LOADS);
  expect(loads[0].id).toBeGreaterThan(loads[1].id);
  expect(new Set(loads.map((l) => l.id)).size).toBe(LOADS);
  // Streamed, so no serializer saw it: every row is checked against the contract here.
  expect(() => checkAnswer(z.array(LoadSchema), 'GET /api/list-loads/ (streamed)', body)).not.toThrow();
});

it('answers 8 whole lists asked at once, each complete and valid, and health all the while', async () => {
  // One list streams at a time and the others wait their turn: none of the 8 is refused.
  const paths = [
    '/api/list-loads/',
    '/api/list-loads/',
    '/api/list-loads/',
    '/api/assigned-loads/',
    '/api/unassigned-loads/',
    '/api/loads-overview/',
    '/api/loads-overview/',
    '/api/list-loads/',
  ];
  const health: number[] = [];
  let streaming = true;
  const probing = (async () => {
    while (streaming) {
      const res = await fetch(`${base}/api/health/`);
      await res.arrayBuffer();
      health.push(res.status);
      // A pause between probes, so the probe does not crowd out the lists it runs beside.
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const answers = await Promise.all(paths.map(get));
  streaming = false;
  await probing;

  for (const a of answers) {
    expect(a.status).toBe(200);
    expect(a.type).toMatch(/^application\/json/);
  }
  for (const i of [0, 1, 2, 7]) {
    expect(answers[i].body).toHaveLength(LOADS);
    checkAnswer(z.array(LoadSchema), `GET ${paths[i]} (streamed)`, answers[i].body);
  }
  const [assigned, unassigned] = [answers[3].body, answers[4].body].map((b) => LoadsEnvelopeSchema.parse(b).loads);
  expect(assigned.every((l) => l.status !== 'unassigned')).toBe(true);
  expect(unassigned.every((l) => l.status === 'unassigned')).toBe(true);
  expect(assigned.length + unassigned.length).toBe(LOADS);
  for (const i of [5, 6]) {
    const { months } = LoadsOverviewResponseSchema.parse(answers[i].body);
    expect(months.reduce((n, m) => n + m.items.length, 0)).toBe(LOADS);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort());
  }
  expect(health.length).toBeGreaterThan(0);
  expect(health.every((s) => s === 200)).toBe(true);
});

it('pages assigned-loads/ and unassigned-loads/ with their total', async () => {
  for (const set of ['assigned', 'unassigned']) {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/${set}-loads/?page=2&page_size=25`, headers: auth() });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { count: number; loads: Array<{ id: number; status: string }> };
    expect(body.loads).toHaveLength(25);
    expect(body.count).toBeGreaterThan(25);
    for (const load of body.loads) expect(set === 'assigned' ? load.status !== 'unassigned' : load.status === 'unassigned').toBe(true);
  }
  const bad = await ctx.app.inject({ method: 'GET', url: '/api/assigned-loads/?page_size=500', headers: auth() });
  expect(bad.statusCode).toBe(400);
});
