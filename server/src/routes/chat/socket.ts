import type { FastifyInstance } from 'fastify';
import { ApiPaths, ChatClientFrameSchema } from '@haulboard/shared/contracts';
import { HttpError } from '../../lib/http-errors';
import { isDatabaseUnavailable } from '../../plugins/errors';
import { WS_UNAUTHORIZED, type ChatHub } from './hub';
import { touchLastSeen } from './repository';

const WS_TRY_AGAIN_LATER = 1013;

/**
 * The chat WebSocket: the events of the caller's conversations, pushed by the hub. Browsers cannot
 * put an Authorization header on a WebSocket, so the access token comes in the query string and is
 * checked here; the route itself is public to the bearer-token hook.
 */
export function registerChatSocket(app: FastifyInstance, hub: ChatHub): void {
  const { db } = app.deps;
  app.route({
    method: 'GET',
    url: `/${ApiPaths.websocket}`,
    config: { public: true },
    // A plain GET (no upgrade) gets a clear answer instead of an empty 404.
    handler: async () => {
      throw new HttpError(426, 'Connect to this address with a WebSocket.');
    },
    wsHandler: (socket, request) => {
      const token = (request.query as { token?: unknown }).token;
      const ready = (async () => {
        if (typeof token !== 'string' || !token) throw new Error('no token');
        const session = await app.authenticateToken(token);
        await hub.listen();
        if (socket.readyState !== socket.OPEN) return null;
        // Change notices go to administrators' sockets alone: others hear only their own chat.
        hub.add(session, socket, { admin: session.userType === 'admin' });
        void touchLastSeen(db, session.id).catch(() => {});
        // The socket lives no longer than its token: the client reconnects with a fresh one.
        const exp = (app.jwt.decode<{ exp?: number }>(token)?.exp ?? 0) * 1000;
        const expiry = setTimeout(() => socket.close(WS_UNAUTHORIZED, 'Token expired.'), Math.min(2 ** 31 - 1, Math.max(0, exp - Date.now())));
        expiry.unref();
        socket.once('close', () => {
          clearTimeout(expiry);
          hub.remove(session.id, socket);
          void touchLastSeen(db, session.id).catch(() => {});
        });
        return session;
      })();
      // A database outage is no bad token: 1013 (try again later) keeps the client signed in and reconnecting.
      ready.catch((err) =>
        isDatabaseUnavailable(err)
          ? socket.close(WS_TRY_AGAIN_LATER, 'The database is unavailable.')
          : socket.close(WS_UNAUTHORIZED, 'Token is invalid or expired.'),
      );
      // Attached at once so no frame is lost while the token is checked; answered once it is.
      socket.on('message', (data, isBinary) => {
        void ready
          .then((session) => {
            if (!session || isBinary) return;
            let frame: unknown;
            try {
              frame = JSON.parse(data.toString());
            } catch {
              return;
            }
            if (ChatClientFrameSchema.safeParse(frame).success && socket.readyState === socket.OPEN) socket.send(JSON.stringify({ type: 'pong' }));
          })
          .catch(() => {});
      });
    },
  });
}
