// A `fetch` answering like the Haulboard API, installed on globalThis (jsdom has none).

export type SeenRequest = {
  method: string;
  path: string;
  /** The query string's parameters (`page`, `search`, ...). */
  query: URLSearchParams;
  authorization: string | null;
  body: unknown;
  cache?: RequestCache;
};
export type Answer = { status: number; body?: unknown } | Error;
/** One route's answer, written whole by the test. */
export type Route = (req: SeenRequest) => Answer | Promise<Answer>;
export type Routes = Record<string, Route>;
/**
 * A route put before the fake backend: `next` is what the backend (or, without one, a 404) would
 * answer, so a test can hold, fail or watch a call and still let the backend answer it.
 */
export type RouteOverride = (req: SeenRequest, next: () => Promise<Answer>) => Answer | Promise<Answer>;
export type RouteOverrides = Record<string, RouteOverride>;
/** What answers the calls no route of the test takes: the fake backend. */
export type Fallback = (req: SeenRequest) => Promise<Answer>;
/** Checks a 2xx answer against the contract of its call; answers the mismatch, or null. */
export type AnswerCheck = (req: SeenRequest, answer: { status: number; body?: unknown }) => string | null;

const NOT_FOUND: Answer = { status: 404, body: { detail: 'Not found.' } };

/** The least of a Response the apps read: status, ok and the body. */
function response({ status, body }: { status: number; body?: unknown }): Response {
  const ok = status >= 200 && status < 300;
  // A Blob body (a PDF) is answered as itself, text (a CSV) as text, anything else as JSON.
  if (body instanceof Blob) return { status, ok, blob: async () => body, text: async () => body.text() } as Response;
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return { status, ok, text: async () => text, json: async () => JSON.parse(text), blob: async () => new Blob([text]) } as Response;
}

/** Answers that broke their contract in this file's fake API, for the run's after-each check (jest/after-env.ts). */
const contractBreaks: string[] = [];
/** The contract breaks since the last call, emptied. */
export const takeContractBreaks = () => contractBreaks.splice(0);

/**
 * `routes` are keyed `'METHOD /api/path/'`, or by the contracts' paths as the client sends
 * them (`'GET list-loads/'`, `` `DELETE ${ApiPaths.deleteLoad(7)}` ``); what no route takes goes to
 * `fallback` (the fake backend), else answers 404. `check` judges every 2xx answer, the routes' too.
 */
export function installFakeApi(routes: RouteOverrides, fallback?: Fallback, check?: AnswerCheck) {
  const requests: SeenRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const headers = new Headers(init.headers);
    const req: SeenRequest = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      cache: init.cache,
    };
    requests.push(req);
    const next = async () => (fallback ? fallback(req) : NOT_FOUND);
    const route = routes[`${req.method} ${req.path}`] ?? routes[`${req.method} ${req.path.replace(/^\/api\//, '')}`];
    const answer = route ? await route(req, next) : await next();
    if (answer instanceof Error) throw answer;
    const broken = check?.(req, answer);
    if (broken) {
      // Thrown to the screen too, so it cannot carry on as if the answer were fine.
      contractBreaks.push(broken);
      throw new Error(broken);
    }
    return response(answer);
  };
  const previous = globalThis.fetch;
  globalThis.fetch = fetch as typeof globalThis.fetch;
  return {
    requests,
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
