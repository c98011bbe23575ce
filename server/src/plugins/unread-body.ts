import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How much of a body the server answered before reading (a 401 from the auth hook, a 413 part-way
 * through an upload) it still reads and throws away before answering, and for how long. Enough
 * for the largest file the API takes (25 MB) on an ordinary line.
 */
export const LINGER = { bytes: 32 * 1024 * 1024, ms: 15_000 } as const;

/**
 * Reads and discards the rest of `req`. True once it has all arrived; false when more than
 * `bytes` arrive or `ms` pass first, or the client goes. Nothing is kept: memory stays flat.
 */
export function discardRest(req: IncomingMessage, bound: { bytes: number; ms: number } = LINGER): Promise<boolean> {
  if (req.complete || req.readableEnded) return Promise.resolve(true);
  if (req.destroyed || Number(req.headers['content-length'] ?? 0) > bound.bytes) return Promise.resolve(false);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (whole: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > bound.bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(req.complete);
    const timer = setTimeout(() => finish(false), bound.ms);
    // A multipart parser the handler gave up on may still be piped in, pausing the flow.
    req.unpipe();
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('close', onClose);
    req.resume();
  });
}

/**
 * An answer ready before its request body was read. Sent at once and followed by Node's close,
 * it resets the connection under a client still writing: Node's fetch then fails with EPIPE and
 * never sees the 401 or 413. So the rest of the body is read and dropped first, within `LINGER`,
 * and the answer goes out on a connection the client has finished with. Past the bound the
 * answer is sent with `connection: close` (the socket goes once it is written); whatever still
 * arrives until then is dropped, and the socket is destroyed within `LINGER.ms` regardless.
 */
export const unreadBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const req = request.raw;
    // inject() has no connection to keep, and its stand-in request never says it is complete.
    if (req.complete || typeof req.socket?.destroy !== 'function') return payload;
    if (await discardRest(req)) {
      // Fastify asks to close after a body over its limit; with the body read, that is needless.
      if (reply.getHeader('connection') === 'close') reply.removeHeader('connection');
      return payload;
    }
    reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const req = request.raw;
    const socket = req.socket;
    if (req.complete || typeof socket?.destroy !== 'function') return;
    req.unpipe();
    req.on('data', () => {});
    req.resume();
    const timer = setTimeout(() => socket.destroy(), LINGER.ms);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
});
