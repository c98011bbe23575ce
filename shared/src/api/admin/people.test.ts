import { createEventBus } from '../../bus/event-bus';
import { BusEventReplay, type BusEvents } from '../../contracts/bus-events';
import { createTokenStore } from '../../session/token-store';
import { fakeFetch, json, type Handler } from '../../../test/fake-fetch';
import { MemoryStorage } from '../../testing/memory-storage';
import { createHttp } from '../http';
import { peopleApi } from './people';

function client(handler: Handler) {
  const bus = createEventBus<BusEvents>(BusEventReplay);
  const tokens = createTokenStore(new MemoryStorage({ access_token: 'tok', refresh_token: 'r', user_type: 'admin' }), bus);
  const server = fakeFetch(handler);
  const http = createHttp({ baseUrl: '/api/', fetch: () => server.fetch, tokens: () => tokens, bus: () => bus });
  return { ...peopleApi(http), server };
}

describe('the people calls', () => {
  it('asks users/dispatchers/ for a page, with the search and sort, never for the unpaged array', async () => {
    const { getDispatchers, server } = client(() => json({ count: 0, results: [] }));
    await getDispatchers();
    await getDispatchers({ page: 2, page_size: 7, search: 'dee', ordering: '-email' });
    expect(server.requests.map((r) => [r.url, r.authorization])).toEqual([
      ['/api/users/dispatchers/?page=1', 'Bearer tok'],
      ['/api/users/dispatchers/?page=2&page_size=7&search=dee&ordering=-email', 'Bearer tok'],
    ]);
  });

  it('registers a user with POST register/ and says why the server refused', async () => {
    const { registerUser, server } = client((req) =>
      (req.json() as { email: string }).email === 'taken@x.io'
        ? json({ detail: 'A user with this email already exists.' }, 409)
        : json({ id: 9, first_name: 'Ann', email: '+1 555 0100', user_type: 'driver' }, 201),
    );
    const driver = { first_name: 'Ann', email: '+1 555 0100', password: 'Strong-pass1', user_type: 'driver' } as const;
    await expect(registerUser(driver)).resolves.toEqual({ id: 9, first_name: 'Ann', email: '+1 555 0100', user_type: 'driver' });
    expect(server.requests.map((r) => [r.method, r.path, r.json()])).toEqual([['POST', '/api/register/', driver]]);
    await expect(registerUser({ ...driver, email: 'taken@x.io', user_type: 'dispatcher' })).rejects.toMatchObject({
      status: 409,
      detail: 'A user with this email already exists.',
    });
  });

  it('deletes a driver with DELETE users/delete/{id}/', async () => {
    const { deleteDriver, server } = client(() => new Response(null, { status: 204 }));
    await expect(deleteDriver(12)).resolves.toBeUndefined();
    expect(server.requests.map((r) => [r.method, r.path])).toEqual([['DELETE', '/api/users/delete/12/']]);
  });
});
