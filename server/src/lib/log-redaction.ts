import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that are credentials: the chat WebSocket's access token (browsers cannot
 * send it as a header), media URLs' signatures, and any token or code a client might put there.
 */
const SECRET_PARAMS = new Set(['token', 'access_token', 'refresh_token', 'refresh', 'sig', 'signature', 'code', 'password']);

function decodedName(pair: string): string {
  const name = pair.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/** The URL with the values of secret query parameters replaced, for the request log. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => (SECRET_PARAMS.has(decodedName(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair))
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
