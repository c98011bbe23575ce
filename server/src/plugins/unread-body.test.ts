import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { discardRest } from './unread-body';

/** A server whose handler answers what `discardRest` said of the body, without reading it first. */
async function withServer(bound: { bytes: number; ms: number }, run: (send: (body: Buffer | null, hold?: boolean) => Promise<string>) => Promise<void>) {
  const server = http.createServer((req, res) => {
    void discardRest(req, bound).then((whole) => res.end(String(whole)));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const send = (body: Buffer | null, hold = false) =>
    new Promise<string>((resolve, reject) => {
      const req = http.request({
        port,
        host: '127.0.0.1',
        method: 'POST',
        agent: false,
        headers: body ? { 'content-length': body.length } : { 'transfer-encoding': 'chunked' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      if (body) req.end(body);
      else if (hold) req.write('a part, then nothing more');
      else req.end();
    });
  try {
    await run(send);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

it('reads a body within the bound to its end', async () => {
  await withServer({ bytes: 1024 * 1024, ms: 5000 }, async (send) => {
    expect(await send(Buffer.alloc(1024 * 1024))).toBe('true');
  });
});

it('gives up on a body declared larger than the bound without reading it', async () => {
  await withServer({ bytes: 1024, ms: 5000 }, async (send) => {
    expect(await send(Buffer.alloc(4096))).toBe('false');
  });
});

it('gives up on a body that stops arriving once the time is up', async () => {
  await withServer({ bytes: 1024, ms: 200 }, async (send) => {
    expect(await send(null, true)).toBe('false');
  });
});
