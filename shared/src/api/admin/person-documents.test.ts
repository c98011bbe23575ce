import { createEventBus } from '../../bus/event-bus';
import { BusEventReplay, type BusEvents } from '../../contracts/bus-events';
import { createTokenStore } from '../../session/token-store';
import { fakeFetch, json, type Handler } from '../../../test/fake-fetch';
import { FakeXhr, withFakeXhr } from '../../testing/fake-xhr';
import { MemoryStorage } from '../../testing/memory-storage';
import { createHttp } from '../http';
import { INVALID_DOCUMENT_TYPE, personDocumentsApi, type PersonDocumentOf } from './person-documents';

function client(handler: Handler) {
  const bus = createEventBus<BusEvents>(BusEventReplay);
  const tokens = createTokenStore(new MemoryStorage({ access_token: 'tok', refresh_token: 'r', user_type: 'admin' }), bus);
  const server = fakeFetch(handler);
  const http = createHttp({ baseUrl: '/api/', fetch: () => server.fetch, tokens: () => tokens, bus: () => bus });
  return { ...personDocumentsApi(http), server };
}

const dana = { id: 4, email: 'Dana@Example.com', first_name: 'Dana' };

describe('a person by e-mail', () => {
  it("asks the role's list for the exact login, and answers the person or null", async () => {
    const { getDriverByEmail, getDispatcherByEmail, server } = client((req) =>
      json(req.url.includes('nobody') ? { count: 0, results: [] } : { count: 1, results: [dana] }),
    );
    await expect(getDriverByEmail('dana@example.com')).resolves.toEqual(dana);
    await expect(getDispatcherByEmail('nobody@example.com')).resolves.toBeNull();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/users/drivers/?email=dana%40example.com', '/api/users/dispatchers/?email=nobody%40example.com']);
  });

  it('never shows someone else when the answer holds other people', async () => {
    const other = { ...dana, id: 5, email: 'eli@example.com' };
    const { getDriverByEmail } = client(() => json([other, dana]));
    await expect(getDriverByEmail('dana@example.com')).resolves.toEqual(dana);
    const { getDriverByEmail: again } = client(() => json({ count: 1, results: [other] }));
    await expect(again('dana@example.com')).resolves.toBeNull();
  });
});

describe('uploadPersonDocument', () => {
  const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

  it("sends the file under its type's name to the role's upload path", async () => {
    const { uploadPersonDocument, server } = client((req) => json({ [req.path.includes('drivers') ? 'vehicle' : 'id_card']: '/api/media/x.pdf?sig=1' }));
    await expect(uploadPersonDocument('driver', 7, 'vehicle', file)).resolves.toEqual({ vehicle: '/api/media/x.pdf?sig=1' });
    await expect(uploadPersonDocument('dispatcher', 9, 'id_card', file)).resolves.toEqual({ id_card: '/api/media/x.pdf?sig=1' });
    expect(server.requests.map((r) => [r.method, r.path, r.authorization, [...(r.body as FormData).keys()]])).toEqual([
      ['PATCH', '/api/drivers/7/upload-docs/', 'Bearer tok', ['vehicle']],
      ['PATCH', '/api/dispatchers/9/upload-docs/', 'Bearer tok', ['id_card']],
    ]);
  });

  it("refuses a type the role does not have, without a call: 'Invalid document type.'", async () => {
    const { uploadPersonDocument, server } = client(() => json({}));
    await expect(uploadPersonDocument('dispatcher', 9, 'driver_license' as PersonDocumentOf<'dispatcher'>, file)).rejects.toThrow(INVALID_DOCUMENT_TYPE);
    expect(INVALID_DOCUMENT_TYPE).toBe('Invalid document type.');
    expect(server.requests).toHaveLength(0);
  });

  it('reports progress over XMLHttpRequest and stops when its signal aborts', async () => {
    const restore = withFakeXhr();
    try {
      const { uploadPersonDocument } = client(() => json({}));
      const seen: number[] = [];
      const done = uploadPersonDocument('driver', 7, 'driver_license', file, { onProgress: (f) => seen.push(f) });
      const xhr = FakeXhr.last;
      expect([xhr.method, xhr.url, xhr.headers.authorization]).toEqual(['PATCH', 'http://localhost/api/drivers/7/upload-docs/', 'Bearer tok']);
      xhr.progress(1, 4);
      xhr.answer(200, { driver_license: '/api/media/l.png?sig=2' });
      await expect(done).resolves.toEqual({ driver_license: '/api/media/l.png?sig=2' });
      expect(seen).toEqual([0.25, 1]);

      const controller = new AbortController();
      const stopped = uploadPersonDocument('driver', 7, 'vehicle', file, { onProgress: () => undefined, signal: controller.signal });
      controller.abort();
      await expect(stopped).rejects.toMatchObject({ name: 'AbortError' });
      expect(FakeXhr.last.aborted).toBe(true);
    } finally {
      restore();
    }
  });
});
