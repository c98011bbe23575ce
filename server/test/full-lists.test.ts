import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { LoadSchema, z } from '@haulboard/shared/contracts';
import { checkAnswer } from '../src/lib/answer-check';
import { seedBulk } from '../src/seed/bulk';
import { buildTestApp, createUser, type TestContext, type TestUser } from './build';

/**
 * The spec's unpaged arrays at 100k loads: before streaming, 8 parallel `list-loads/` held
 * 79 MB each in memory, grew the process by 2.5 GB and delayed /api/health/ by up to 39 s.
 */
const LOADS = 100_000;
let ctx: TestContext;
let admin: TestUser;
let base: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  await seedBulk(ctx.db, { loads: LOADS, drivers: 200, trucks: 100, checkInDays: 0 });
  admin = await createUser(ctx, 'admin');
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
}, 180_000);
afterAll(() => ctx.close());

const auth = () => ({ authorization: `Bearer ${admin.token}` });

/**
 * The callers run in processes of their own, as real clients do: reading 8 answers of 50 MB in
 * the server's process would put the clients' work on its event loop; and the health probe has
 * its own, so the readers' work does not delay its measurements either.
 */
const READER = `
const [base, token, pathsJson] = process.argv.slice(1);
async function readAll(path) {
  const res = await fetch(base + path, { headers: { authorization: 'Bearer ' + token } });
  let bytes = 0, head = Buffer.alloc(0), tail = Buffer.alloc(0);
  for await (const chunk of res.body) {
    bytes += chunk.length;
    if (head.length < 64) head = Buffer.concat([head, Buffer.from(chunk.subarray(0, 64))]);
    tail = Buffer.concat([tail, Buffer.from(chunk.subarray(-64))]).subarray(-64);
  }
  return { status: res.status, type: res.headers.get('content-type'), bytes, head: head.toString(), tail: tail.toString() };
}
process.stdout.write(JSON.stringify(await Promise.all(JSON.parse(pathsJson).map(readAll))));
`;
/** Asks /api/health/ every 20 ms until its standard input closes, then prints each answer's time. */
const PROBE = `
const [base] = process.argv.slice(1);
const latencies = [];
let probing = true;
process.stdin.on('end', () => { probing = false; }).resume();
while (probing) {
  const started = performance.now();
  const res = await fetch(base + '/api/health/');
  await res.arrayBuffer();
  latencies.push({ ms: performance.now() - started, status: res.status });
  await new Promise((r) => setTimeout(r, 20));
}
process.stdout.write(JSON.stringify(latencies));
`;

type Answer = { status: number; type: string | null; bytes: number; head: string; tail: string };

function runScript<T>(script: string, args: string[]): { result: Promise<T>; stop: () => void } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const result = new Promise<T>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`client exited with ${code}`))));
  });
  return { result, stop: () => child.stdin.end() };
}

it('answers every load as one JSON array, newest first', async () => {
  const res = await fetch(`${base}/api/list-loads/`, { headers: auth() });
  const body = (await res.json()) as Array<{ id: number }>;
  expect(res.status).toBe(200);
  expect(body).toHaveLength(LOADS);
  expect(body[0].id).toBeGreaterThan(body[1].id);
  expect(new Set(body.map((l) => l.id)).size).toBe(LOADS);
  // Streamed, so no serializer saw it: every row is checked against the contract here.
  expect(() => checkAnswer(z.array(LoadSchema), 'GET /api/list-loads/ (streamed)', body)).not.toThrow();
}, 60_000);

it('keeps /api/health/ answering within 100 ms and memory bounded while 8 whole lists stream', async () => {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
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
  const probe = runScript<Array<{ ms: number; status: number }>>(PROBE, [base]);
  const answers = await runScript<Answer[]>(READER, [base, admin.token, JSON.stringify(paths)]).result;
  probe.stop();
  const health = await probe.result;
  const latencies = health.map((h) => h.ms);
  clearInterval(sampler);

  for (const a of answers) {
    expect(a.status).toBe(200);
    expect(a.type).toMatch(/^application\/json/);
  }
  expect(answers[0].bytes).toBeGreaterThan(40_000_000);
  expect(answers[0].head.startsWith('[{"id":')).toBe(true);
  expect(answers[3].head.startsWith('{"loads":[{')).toBe(true);
  expect(answers[5].head.startsWith('{"months":[{"month":')).toBe(true);
  expect(answers[5].tail.endsWith(']}]}')).toBe(true);
  expect(latencies.length).toBeGreaterThan(10);
  expect(health.every((h) => h.status === 200)).toBe(true);
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = sorted[Math.floor(sorted.length * 0.99)];
  // Before streaming: up to 4.1 s with 4 such calls, 39 s with 8. The bound is on the 99th
  // percentile, with a ceiling on the worst answer: on CI's 2 cores the database, this process,
  // the readers and the probe share the CPU, and the scheduler alone adds tens of milliseconds.
  expect(p99).toBeLessThan(100);
  expect(sorted[sorted.length - 1]).toBeLessThan(500);
  // Whole answers held in memory would be 8 x 50+ MB, plus their rows.
  expect(rssPeak - rssBefore).toBeLessThan(200 * 1024 * 1024);
}, 180_000);

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
