import { createEventBus } from '../bus/event-bus';
import { BusEventReplay, type BusEvents } from '../contracts/bus-events';
import { createTokenStore } from '../session/token-store';
import { deferred, fakeFetch, json, type Handler } from '../../test/fake-fetch';
import { MemoryStorage } from '../testing/memory-storage';
import { ApiError, createApiClient, NetworkError, NO_TOKEN_DETAIL } from './index';

const signedIn = { access_token: 'old', refresh_token: 'r-old', user_type: 'admin' };

function client(handler: Handler, stored: Record<string, string> = signedIn) {
  const storage = new MemoryStorage(stored);
  const bus = createEventBus<BusEvents>(BusEventReplay);
  const tokens = createTokenStore(storage, bus);
  const server = fakeFetch(handler);
  const expired: string[] = [];
  bus.on('auth:session-expired').subscribe((e) => expired.push(e.detail));
  const api = createApiClient({ baseUrl: '/api/', fetch: () => server.fetch, tokens: () => tokens, bus: () => bus });
  return { api, http: api.http, server, storage, tokens, expired };
}

describe('requests', () => {
  it('sends the bearer token by default and none when auth is off', async () => {
    const { http, server } = client(() => json({ ok: true }));
    await http('admin/');
    await http('login/', { method: 'POST', body: {}, auth: false });
    expect(server.requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/admin/', 'Bearer old'],
      ['/api/login/', null],
    ]);
  });

  it('sends a plain object as JSON with its content type', async () => {
    const { api, server } = client(() => json({ access_token: 'a', refresh_token: 'r', user_type: 'admin' }));
    await api.login({ email: 'a@b.co', password: 'secret12' });
    const [req] = server.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/api/login/', contentType: 'application/json', authorization: null });
    expect(req.json()).toEqual({ email: 'a@b.co', password: 'secret12' });
  });

  it('passes FormData through untouched, leaving its content type to fetch', async () => {
    const { http, server } = client(() => json({}));
    const form = new FormData();
    form.append('message', 'hi');
    await http('messages/3/', { method: 'POST', body: form });
    expect(server.requests[0].body).toBe(form);
    expect(server.requests[0].contentType).toBeNull();
  });

  it('sends no body and no content type on a plain GET', async () => {
    const { http, server } = client(() => json([]));
    await http('admin/');
    expect(server.requests[0]).toMatchObject({ method: 'GET', body: undefined, contentType: null });
  });

  it('puts query params in the URL, skipping empty ones', async () => {
    const { http, server } = client(() => json([]));
    await http('list-loads/', { query: { page: 2, search: '', status: undefined, driver: null, paid: false, q: 'a b' } });
    expect(server.requests[0].url).toBe('/api/list-loads/?page=2&paid=false&q=a+b');
  });

  it('answers the parsed JSON body', async () => {
    const { api } = client(() => json([{ first_name: 'Ann', last_name: 'Lee', email: 'ann@x.co' }]));
    await expect(api.getAdminProfile()).resolves.toEqual([{ first_name: 'Ann', last_name: 'Lee', email: 'ann@x.co' }]);
  });

  it('answers the body as text, unparsed, when asked; an error still carries the parsed detail', async () => {
    const { http } = client((req) => (req.url.includes('missing') ? json({ detail: 'Not found' }, 404) : json({ months: [] })));
    await expect(http('loads-overview/', { text: true })).resolves.toBe('{"months":[]}');
    await expect(http('missing/', { text: true })).rejects.toMatchObject({ status: 404, detail: 'Not found' });
  });

  it('answers undefined for 204 No Content', async () => {
    const { http } = client(() => new Response(null, { status: 204 }));
    await expect(http('delete-load/1/', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('turns an error status into ApiError with the server detail', async () => {
    const { http } = client(() => json({ detail: 'Load not found' }, 404));
    const e = await http('loads/9/').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 404, detail: 'Load not found', message: 'Load not found', body: { detail: 'Load not found' } });
  });

  it('falls back to the body message when there is no detail', async () => {
    const { http } = client(() => json({ message: 'Invalid email' }, 400));
    await expect(http('register/', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 400, detail: 'Invalid email' });
  });

  it('has no detail when the body says nothing usable', async () => {
    const { http } = client(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const e = (await http('stats/').catch((x: unknown) => x)) as ApiError;
    expect(e).toBeInstanceOf(ApiError);
    expect(e.detail).toBeUndefined();
    expect(e.message).toBe('Request failed with status 502');
    expect(e.body).toBe('<h1>Bad gateway</h1>');
  });

  it('turns a fetch that throws into NetworkError, keeping the cause', async () => {
    const down = new TypeError('Failed to fetch');
    const { http } = client(() => Promise.reject(down));
    const e = await http('admin/').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(NetworkError);
    expect((e as NetworkError).cause).toBe(down);
  });

  it('lets an abort through as itself, not as a network error', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { http } = client(() => Promise.reject(abort));
    await expect(http('admin/')).rejects.toBe(abort);
  });

  it('refuses an authenticated call with no token, without a request, and ends the session', async () => {
    const { http, server, expired } = client(() => json({}), {});
    const e = await http('admin/').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 401, detail: 'No authentication token found' });
    expect(NO_TOKEN_DETAIL).toBe('No authentication token found');
    expect(server.requests).toHaveLength(0);
    expect(expired).toEqual(['No authentication token found']);
  });

  it('does not refresh or end the session on a 401 from an unauthenticated call', async () => {
    const { api, server, expired } = client(() => json({ detail: 'Invalid credentials' }, 401));
    await expect(api.login({ email: 'a@b.co', password: 'wrongpass' })).rejects.toMatchObject({
      status: 401,
      detail: 'Invalid credentials',
    });
    expect(server.requests).toHaveLength(1);
    expect(expired).toEqual([]);
  });
});

describe('the token refresh', () => {
  /** The API: only the current access token passes; the refresh token rotates. */
  function api(opts: { refreshAnswer?: () => Response | Promise<Response> } = {}) {
    let valid = 'new';
    const handler: Handler = (req) => {
      if (req.path === '/api/token/refresh/') {
        if (opts.refreshAnswer) return opts.refreshAnswer();
        return json({ access_token: valid, refresh_token: 'r-new' });
      }
      if (req.authorization !== `Bearer ${valid}`) return json({ detail: 'Token is expired' }, 401);
      return json({ path: req.path });
    };
    return { handler, rotate: (t: string) => (valid = t) };
  }

  it('three concurrent 401s share ONE refresh, then all three retry with the new token', async () => {
    const gate = deferred<void>();
    const { handler } = api();
    // The refresh answers only once every request has had its 401.
    const held: Handler = async (req) => {
      if (req.path === '/api/token/refresh/') await gate.promise;
      return handler(req);
    };
    const { http, server, storage, expired } = client(held);

    const calls = Promise.all([http('stats/'), http('top-drivers/'), http('active-users/')]);
    await new Promise((r) => setTimeout(r, 0));
    expect(server.to('/api/token/refresh/')).toHaveLength(1);
    gate.resolve();

    await expect(calls).resolves.toEqual([{ path: '/api/stats/' }, { path: '/api/top-drivers/' }, { path: '/api/active-users/' }]);
    const refreshes = server.to('/api/token/refresh/');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({ method: 'POST', authorization: null });
    expect(refreshes[0].json()).toEqual({ refresh_token: 'r-old' });
    expect(storage.snapshot()).toEqual({ access_token: 'new', refresh_token: 'r-new', user_type: 'admin' });
    for (const path of ['/api/stats/', '/api/top-drivers/', '/api/active-users/']) {
      expect(server.to(path).map((r) => r.authorization)).toEqual(['Bearer old', 'Bearer new']);
    }
    expect(expired).toEqual([]);
  });

  it('a request whose token another request already refreshed retries without a second refresh', async () => {
    const { handler } = api();
    const lateAnswer = deferred<void>();
    // The second request's 401 arrives only after the first has refreshed and finished.
    const held: Handler = async (req) => {
      if (req.path === '/api/top-drivers/' && req.authorization === 'Bearer old') await lateAnswer.promise;
      return handler(req);
    };
    const { http, server, expired } = client(held);

    const late = http('top-drivers/');
    await expect(http('stats/')).resolves.toEqual({ path: '/api/stats/' });
    expect(server.to('/api/token/refresh/')).toHaveLength(1);
    lateAnswer.resolve();

    await expect(late).resolves.toEqual({ path: '/api/top-drivers/' });
    expect(server.to('/api/token/refresh/')).toHaveLength(1);
    expect(server.to('/api/top-drivers/').map((r) => r.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(expired).toEqual([]);
  });

  it('a later 401 after a finished refresh refreshes again', async () => {
    const { handler, rotate } = api();
    const { http, server } = client(handler);
    await http('stats/');
    rotate('newer');
    await expect(http('stats/')).resolves.toEqual({ path: '/api/stats/' });
    expect(server.to('/api/token/refresh/').map((r) => r.json())).toEqual([{ refresh_token: 'r-old' }, { refresh_token: 'r-new' }]);
  });

  it('when the refresh fails every waiting request rejects with 401 and the session expires', async () => {
    const { handler } = api({ refreshAnswer: () => json({ detail: 'Token is invalid' }, 401) });
    const { http, server, storage, expired } = client(handler);

    const results = await Promise.allSettled([http('stats/'), http('top-drivers/'), http('active-users/')]);

    for (const r of results) {
      expect(r.status).toBe('rejected');
      const reason = (r as PromiseRejectedResult).reason;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 401, detail: 'Token is expired' });
    }
    expect(server.to('/api/token/refresh/')).toHaveLength(1);
    // No request is sent again with the refused token.
    expect(server.requests).toHaveLength(4);
    // One report per refused request; the host's clear() signs out only once.
    expect(expired).toEqual(['Token is expired', 'Token is expired', 'Token is expired']);
    // Clearing is the shell's job (on the event), not the client's.
    expect(storage.snapshot()).toEqual(signedIn);
  });

  it('a refresh that cannot reach the server, or finds it unavailable, keeps the session and says so', async () => {
    for (const refreshAnswer of [() => Promise.reject(new TypeError('Failed to fetch')), () => json({ detail: 'The database is unavailable.' }, 503)]) {
      const { http, expired, storage } = client((req) => (req.path === '/api/token/refresh/' ? refreshAnswer() : new Response(null, { status: 401 })));
      // An outage is no reason to sign anybody out: the tokens stay, the next call refreshes again.
      await expect(http('stats/')).rejects.toMatchObject({ status: 503, detail: 'The server is unavailable. Try again shortly.' });
      expect(expired).toEqual([]);
      expect(storage.snapshot()).toEqual(signedIn);
    }
  });

  it('with no refresh token stored it does not call refresh at all', async () => {
    const { handler } = api();
    const { http, server, expired } = client(handler, { access_token: 'old', user_type: 'admin' });
    await expect(http('stats/')).rejects.toMatchObject({ status: 401 });
    expect(server.to('/api/token/refresh/')).toHaveLength(0);
    expect(expired).toHaveLength(1);
  });

  it('a retry that is refused again ends the session', async () => {
    // The refresh "works" but the API still refuses the new token.
    const { http, server, expired } = client((req) =>
      req.path === '/api/token/refresh/' ? json({ access_token: 'new', refresh_token: 'r-new' }) : json({ detail: 'User is inactive' }, 401),
    );
    await expect(http('stats/')).rejects.toMatchObject({ status: 401, detail: 'User is inactive' });
    expect(server.to('/api/stats/').map((r) => r.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(expired).toEqual(['User is inactive']);
  });
});
