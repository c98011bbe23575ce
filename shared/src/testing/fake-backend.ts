// One fake Haulboard API for every screen test, in the spirit of ra-data-fakerest: seeded with
// records, it answers each paged list with the server's paging, search, sort and filters, reads
// records and keeps the common writes, all written once here instead of in each test file.
import type { z } from 'zod';
import type { AnswerCheck, Fallback, SeenRequest } from './fake-api';
import { accountEndpoints } from './fake-account';
import { activityEndpoints } from './fake-activity';
import { brokersEndpoints } from './fake-brokers';
import { chatEndpoints } from './fake-chat';
import { dashboardEndpoints } from './fake-dashboard';
import { createFakeDb, type FakeData } from './fake-db';
import { fleetEndpoints } from './fake-fleet';
import { hoursEndpoints } from './fake-hours';
import { invoicesEndpoints } from './fake-invoices';
import { loadsEndpoints } from './fake-loads';
import { peopleEndpoints } from './fake-people';
import { reportsEndpoints } from './fake-reports';
import { searchEndpoints } from './fake-search';
import { settlementsEndpoints } from './fake-settlements';
import { Refusal, type Endpoint } from './fake-server-kit';

export type { FakeData } from './fake-db';

type Matched = { endpoint: Endpoint; params: Record<string, string> };

/** `/loads/:id/` as a pattern of the path after `/api`. */
function matcher(pattern: string) {
  const names: string[] = [];
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'));
  const re = new RegExp(`^${source}$`);
  return (path: string) => {
    const m = re.exec(path);
    return m ? Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) : null;
  };
}

export function createFakeBackend(data: FakeData = {}) {
  const db = createFakeDb(data);
  const endpoints = [
    ...loadsEndpoints(db),
    ...peopleEndpoints(db),
    ...hoursEndpoints(db),
    ...fleetEndpoints(db),
    ...brokersEndpoints(db),
    ...reportsEndpoints(db),
    ...accountEndpoints(db),
    ...chatEndpoints(db),
    ...dashboardEndpoints(db),
    ...activityEndpoints(db),
    ...searchEndpoints(db),
    ...settlementsEndpoints(db),
    ...invoicesEndpoints(db),
  ];
  const matchers = endpoints.map((e) => ({ endpoint: e, match: matcher(e.pattern) }));

  const find = (req: SeenRequest): Matched | null => {
    const path = req.path.replace(/^\/api/, '');
    for (const { endpoint, match } of matchers) {
      const params = endpoint.method === req.method ? match(path) : null;
      if (params) return { endpoint, params };
    }
    return null;
  };

  /** The server's answer to `req`: its endpoint's, a refusal's `{ detail }`, or 404. */
  const answer: Fallback = async (req) => {
    const found = find(req);
    if (!found) return { status: 404, body: { detail: 'Not found.' } };
    try {
      return await found.endpoint.answer({ ...req, params: found.params });
    } catch (error) {
      if (error instanceof Refusal) return { status: error.status, body: { detail: error.detail } };
      throw error;
    }
  };

  /** A 2xx JSON answer, the backend's or a test route's, must match its call's contract. */
  const check: AnswerCheck = (req, { status, body }) => {
    const schema: z.ZodType | undefined = find(req)?.endpoint.schema;
    if (!schema || status < 200 || status >= 300 || body instanceof Blob || typeof body === 'string') return null;
    const result = schema.safeParse(body ?? null);
    if (result.success) return null;
    const issue = result.error.issues[0];
    return `${req.method} ${req.path} answered ${status} against its contract at ${issue.path.join('.') || 'the body'}: ${issue.message}`;
  };

  return {
    /** The records as the calls have left them: a test reads them, or changes them as another client would. */
    db,
    answer,
    check,
  };
}

export type FakeBackend = ReturnType<typeof createFakeBackend>;
