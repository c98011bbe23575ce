import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { MediaSigner } from '../media/signing';
import { answerCachePlugin } from './answer-cache';

/**
 * The plugin on a bare app: a fake version read (what `data_versions` would answer), a session set
 * from a header as the auth plugin would, and routes that count how often they really ran.
 */
async function appWith(version: { records: number; reads?: number }) {
  const db = {
    execute: async () => {
      version.reads = (version.reads ?? 0) + 1;
      return { rows: [{ version: version.records }] };
    },
  } as unknown as Db;
  const app = Fastify();
  app.decorateRequest('session', null as never);
  app.addHook('onRequest', async (request) => {
    request.session = { userType: (request.headers['x-role'] as 'admin' | 'driver' | undefined) ?? 'admin' } as never;
  });
  await app.register(answerCachePlugin, { db, timezone: 'America/Chicago', media: new MediaSigner(Buffer.alloc(32), 3600) });
  const ran = { list: 0, failing: 0, big: 0, plain: 0 };
  let hold: Promise<void> = Promise.resolve();
  app.get('/list', { config: { keepAnswers: true } }, async (request) => {
    ran.list += 1;
    await hold;
    return { results: [{ id: ran.list }], query: request.query };
  });
  app.get('/failing', { config: { keepAnswers: true } }, async (_request, reply) => {
    ran.failing += 1;
    return reply.code(404).send({ detail: 'Not found.' });
  });
  app.get('/big', { config: { keepAnswers: true } }, async () => {
    ran.big += 1;
    return { text: 'x'.repeat(300 * 1024) };
  });
  app.get('/plain', async () => {
    ran.plain += 1;
    return { n: ran.plain };
  });
  await app.ready();
  return {
    app,
    ran,
    holdNext: () => {
      let release!: () => void;
      hold = new Promise((r) => (release = r));
      return release;
    },
  };
}

const get = (app: FastifyInstance, url: string, role = 'admin') => app.inject({ method: 'GET', url, headers: { 'x-role': role } });

it('answers a URL asked before from memory, the same body and type, until the records version moves', async () => {
  const version = { records: 7, reads: 0 };
  const { app, ran } = await appWith(version);
  // Asked once: computed, only remembered (not even the version read).
  await get(app, '/list?page=1');
  expect([ran.list, version.reads]).toEqual([1, 0]);
  const kept = await get(app, '/list?page=1');
  const again = await get(app, '/list?page=1');
  expect(ran.list).toBe(2);
  expect(again.statusCode).toBe(200);
  expect(again.body).toBe(kept.body);
  expect(again.headers['content-type']).toBe(kept.headers['content-type']);

  // Another page, another role: answers of their own.
  await get(app, '/list?page=2');
  await get(app, '/list?page=2');
  await get(app, '/list?page=1', 'driver');
  await get(app, '/list?page=1', 'driver');
  expect(ran.list).toBe(6);

  // A committed write moved the version: computed afresh.
  version.records = 8;
  const fresh = await get(app, '/list?page=1');
  expect(ran.list).toBe(7);
  expect(fresh.json()).toEqual({ results: [{ id: 7 }], query: { page: '1' } });
  await app.close();
});

it('computes once for the same URL asked together, and every caller gets that answer', async () => {
  const { app, ran, holdNext } = await appWith({ records: 1 });
  await get(app, '/list?search=dallas');
  const release = holdNext();
  const asked = Array.from({ length: 10 }, () => get(app, '/list?search=dallas'));
  // Let every request reach the plugin before the one computing answers.
  await new Promise((r) => setImmediate(r));
  release();
  const answers = await Promise.all(asked);
  expect(ran.list).toBe(2);
  expect(new Set(answers.map((a) => a.body))).toEqual(new Set([answers[0].body]));
  expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  await app.close();
});

it('keeps no error, no answer over 256 KiB, and nothing of a route that did not ask', async () => {
  const { app, ran } = await appWith({ records: 1 });
  expect((await get(app, '/failing')).statusCode).toBe(404);
  expect((await get(app, '/failing')).json()).toEqual({ detail: 'Not found.' });
  expect(ran.failing).toBe(2);
  await get(app, '/big');
  await get(app, '/big');
  expect(ran.big).toBe(2);
  expect((await get(app, '/plain')).json()).toEqual({ n: 1 });
  expect((await get(app, '/plain')).json()).toEqual({ n: 2 });
  await app.close();
});

it('keys an answer by the company day: the same URL after midnight is computed again', async () => {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'], now: new Date('2026-03-10T04:59:00Z') });
  try {
    const { app, ran } = await appWith({ records: 1 });
    await get(app, '/list?date=today');
    await get(app, '/list?date=today');
    await get(app, '/list?date=today');
    expect(ran.list).toBe(2);
    // 05:00 UTC is midnight in Chicago (CDT from 8 March): a new company day (and a new 15-minute step of the media URLs).
    jest.setSystemTime(new Date('2026-03-10T05:00:01Z'));
    await get(app, '/list?date=today');
    expect(ran.list).toBe(3);
    await app.close();
  } finally {
    jest.useRealTimers();
  }
});
