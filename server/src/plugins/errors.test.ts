import Fastify, { type FastifyInstance } from 'fastify';
import { errorsPlugin, isDatabaseUnavailable } from './errors';

const withCode = (message: string, code?: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), code ? { code } : {}, extra);
// drizzle wraps what pg threw.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: secret'), { cause });

// What pg and Node raise when the database is down, restarting or unreachable.
const UNAVAILABLE: Array<[string, unknown]> = [
  ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['connection reset', withCode('read ECONNRESET', 'ECONNRESET')],
  ['admin shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
  ['crash shutdown (57P02)', withCode('terminating connection because of crash of another server process', '57P02')],
  ['starting up (57P03)', withCode('the database system is starting up', '57P03')],
  ['connection failure (08006)', withCode('connection failure', '08006')],
  ['too many connections (53300)', withCode('sorry, too many clients already', '53300')],
  ['lost mid-query', new Error('Connection terminated unexpectedly')],
  ['pool timeout', new Error('timeout exceeded when trying to connect')],
  ['connect timeout', new Error('Connection terminated due to connection timeout')],
  ['wrapped by drizzle', wrapped(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))],
  ['every address refused', wrapped(Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), { code: undefined }))],
  ['unknown host', withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND')],
];

describe('a database that cannot be reached', () => {
  let app: FastifyInstance;
  let next: unknown;
  beforeAll(async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw next;
    });
  });
  afterAll(() => app.close());

  it.each(UNAVAILABLE)('answers 503 with a detail and Retry-After: %s', async (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    next = error;
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: 'The database is unavailable. Try again shortly.' });
    expect(res.headers['retry-after']).toBe('5');
    expect(res.body).not.toMatch(/secret|ECONN|5432/);
  });

  it('still answers 500, leaking nothing, for a fault of the server itself', async () => {
    for (const error of [new Error('undefined is not a function'), withCode('division by zero', '22012'), withCode('syntax error', '42601')]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
      next = error;
      const res = await app.inject({ url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ detail: 'Internal server error.' });
    }
  });
});
