import type { BusEvents } from '../contracts/bus-events';
import type { EventBus } from '../bus/event-bus';
import type { TokenStore } from '../session/token-store';
import { ApiError, NetworkError } from './errors';

export type HttpDeps = {
  /** The API base, `/api/` on the one-URL gateway and behind every dev server's proxy. */
  baseUrl: string;
  fetch: () => typeof fetch;
  tokens: () => TokenStore;
  bus: () => EventBus<BusEvents>;
};

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** Bearer token added (default). Sign-in and recovery calls go without. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Answers the body unparsed, as text (a large answer then parses off the main thread). */
  text?: boolean;
  /** Answers the body as a Blob (a PDF to save). */
  blob?: boolean;
  /**
   * Sends this request through another `fetch` (an upload's, which reports progress), still
   * inside this core, so its 401 shares the one refresh.
   */
  fetch?: typeof fetch;
};

export type Http = <T>(path: string, options?: RequestOptions) => Promise<T>;

export const NO_TOKEN_DETAIL = 'No authentication token found';
/** A 401 whose token could not be refreshed because the server was away: the session may still be good. */
export const UNAVAILABLE_DETAIL = 'The server is unavailable. Try again shortly.';
type RefreshOutcome = 'refreshed' | 'refused' | 'unavailable';

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function detailOf(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as { detail?: unknown; message?: unknown };
    if (typeof b.detail === 'string') return b.detail;
    if (typeof b.message === 'string') return b.message;
  }
  return undefined;
}

/**
 * The one HTTP core: bearer token in one place; on a 401 one refresh shared by every
 * request that got it, then a retry; if the session cannot be saved, `auth:session-expired`.
 */
export function createHttp(deps: HttpDeps): Http {
  let refreshing: Promise<RefreshOutcome> | null = null;

  const send = async (path: string, opts: RequestOptions, token: string | null): Promise<Response> => {
    const url = new URL(deps.baseUrl + path, globalThis.location?.origin ?? 'http://localhost');
    for (const [k, v] of Object.entries(opts.query ?? {})) {
      if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
    }
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      return await (opts.fetch ?? deps.fetch())(url, { method: opts.method ?? 'GET', headers, body, signal: opts.signal });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      throw new NetworkError(e);
    }
  };

  const expire = (detail: string) => {
    deps.bus().emit('auth:session-expired', { detail });
  };

  /**
   * Exchanges the refresh token once; concurrent callers share the same attempt. Only the
   * server's refusal (400, 401) ends the session: an outage (5xx, 429, no answer) does not.
   */
  const refresh = (): Promise<RefreshOutcome> => {
    refreshing ??= (async (): Promise<RefreshOutcome> => {
      const store = deps.tokens();
      const refreshToken = store.getRefreshToken();
      if (!refreshToken) return 'refused';
      try {
        const res = await send('token/refresh/', { method: 'POST', body: { refresh_token: refreshToken } }, null);
        if (res.status === 400 || res.status === 401) return 'refused';
        if (!res.ok) return 'unavailable';
        const pair = (await readBody(res)) as { access_token: string; refresh_token: string };
        store.updateTokens(pair);
        return 'refreshed';
      } catch {
        return 'unavailable';
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  return async function http<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const auth = opts.auth ?? true;
    let token: string | null = null;
    if (auth) {
      token = deps.tokens().getAccessToken();
      if (!token) {
        expire(NO_TOKEN_DETAIL);
        throw new ApiError(401, NO_TOKEN_DETAIL, undefined);
      }
    }
    let res = await send(path, opts, token);
    if (auth && res.status === 401) {
      // Another request may already have refreshed while this one was in flight.
      const current = deps.tokens().getAccessToken();
      const outcome = current && current !== token ? 'refreshed' : await refresh();
      if (outcome === 'unavailable') throw new ApiError(503, UNAVAILABLE_DETAIL, undefined);
      const retryToken = deps.tokens().getAccessToken();
      if (outcome === 'refreshed' && retryToken) res = await send(path, opts, retryToken);
      if (res.status === 401) {
        const body = await readBody(res);
        const detail = detailOf(body) ?? 'Your session has expired. Please sign in again.';
        expire(detail);
        throw new ApiError(401, detail, body);
      }
    }
    if (opts.text && res.ok) return (await res.text()) as T;
    if (opts.blob && res.ok) return (await res.blob()) as T;
    const body = await readBody(res);
    if (!res.ok) throw new ApiError(res.status, detailOf(body), body);
    return body as T;
  };
}
