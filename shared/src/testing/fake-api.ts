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
export type Routes = Record<string, (req: SeenRequest) => Answer | Promise<Answer>>;

/** The least of a Response the apps read: status, ok and the body. */
function response({ status, body }: { status: number; body?: unknown }): Response {
  const text = body === undefined || body instanceof Blob ? '' : JSON.stringify(body);
  // A Blob body (a PDF) is answered as itself; anything else as JSON.
  if (body instanceof Blob) return { status, ok: status >= 200 && status < 300, blob: async () => body, text: async () => body.text() } as Response;
  return {
    status,
    ok: status >= 200 && status < 300,
    text: async () => text,
    json: async () => JSON.parse(text),
    blob: async () => new Blob([text]),
  } as Response;
}

/**
 * `routes` are keyed `'METHOD /api/path/'`, or by the contracts' paths as the client sends
 * them (`'GET list-loads/'`, `` `DELETE ${ApiPaths.deleteLoad(7)}` ``); anything else answers 404.
 */
export function installFakeApi(routes: Routes) {
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
    const route = routes[`${req.method} ${req.path}`] ?? routes[`${req.method} ${req.path.replace(/^\/api\//, '')}`];
    const answer = route ? await route(req) : { status: 404, body: { detail: 'Not found.' } };
    if (answer instanceof Error) throw answer;
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
