/** One request as the fake server saw it. */
export type SeenRequest = {
  method: string;
  /** Path and query below the origin, e.g. `/api/admin/?page=2`. */
  url: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  /** The raw body: a string for JSON, the FormData itself for multipart. */
  body: unknown;
  json: () => unknown;
};

export type Handler = (req: SeenRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A promise the test settles when it wants: holds a response until other requests have moved on. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** A `fetch` that answers from `handler` and records every request; no module mocking. */
export function fakeFetch(handler: Handler) {
  const requests: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const u = new URL(String(input));
    const headers = new Headers(init.headers);
    const req: SeenRequest = {
      method: init.method ?? 'GET',
      url: u.pathname + u.search,
      path: u.pathname,
      authorization: headers.get('Authorization'),
      contentType: headers.get('Content-Type'),
      body: init.body,
      json: () => JSON.parse(String(init.body)),
    };
    requests.push(req);
    return handler(req);
  }) as typeof globalThis.fetch;
  return { fetch, requests, to: (path: string) => requests.filter((r) => r.path === path) };
}
