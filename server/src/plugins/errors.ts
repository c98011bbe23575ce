import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgErrorOf } from '../db/errors';
import { HttpError } from '../lib/http-errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The spec's client reads `message` from this route's error body, so it is sent beside `detail`. */
    errorMessageField?: boolean;
  }
}

type ZodIssue = { code?: string; path?: PropertyKey[]; message?: string };
type Issue = { instancePath?: string; message?: string; params?: { issue?: ZodIssue } };

// Zod's own wording; a message written for people in the contracts ("Passwords do not match") stands alone.
const GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

function describeValidation(issues: Issue[]): string {
  const first = issues[0];
  const issue = first?.params?.issue;
  const path = issue?.path?.map(String).join('.') || first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') || 'body';
  const message = issue?.message ?? first?.message ?? 'is invalid';
  if (issue?.code === 'invalid_type' && /received undefined/.test(message)) return `${path} is required`;
  // Sentences stand alone; fragments ("must be a date as YYYY-MM-DD") get the field's name.
  const field = path.split('.').at(-1) ?? path;
  if (!GENERIC.test(message) && (/^[A-Z]/.test(message) || message.startsWith(field))) return message;
  return `${path}: ${message}`;
}

// PostgreSQL errors that only client input can cause, should a value slip past validation.
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, 'A value has the wrong form.'],
  '22003': [400, 'A value is out of range.'],
  '22007': [400, 'A date or time is not valid.'],
  '22008': [400, 'A date or time is out of range.'],
  '22001': [400, 'A value is too long.'],
  '22021': [400, 'Text may not contain a NUL character.'],
  '54000': [400, 'A value is too long.'],
  '23505': [409, 'That already exists.'],
  '23503': [400, 'A referenced record does not exist.'],
  '23514': [400, 'A value is not allowed.'],
};

export const DATABASE_UNAVAILABLE = 'The database is unavailable. Try again shortly.';
/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER = '5';

// The database is down, restarting, refusing connections or unreachable: the call may succeed
// later, so it is a 503, not a 500. Node's socket errors, PostgreSQL's shutdown and
// connection classes (57P01-57P05, 53300 too many connections, 08xxx), and pg's own wording
// for a lost connection or a pool that could not connect in time.
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_PG_CODE = /^(08[0-9A-Z]{3}|57P0[1-5]|53300)$/;
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end)/;

/** True when `err` (or what it wraps: drizzle's cause, an AggregateError's errors) means the database cannot be reached. */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 5) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && (UNAVAILABLE_SOCKET_CODES.has(e.code) || UNAVAILABLE_PG_CODE.test(e.code))) return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

function innermost(err: unknown): string {
  let e = err as { cause?: unknown; code?: unknown; message?: unknown };
  for (let i = 0; i < 5 && e.cause && typeof e.cause === 'object'; i += 1) e = e.cause as typeof e;
  return [e.code, e.message].filter((v) => typeof v === 'string' && v).join(' ');
}

// Errors Fastify raises itself whose own messages repeat the request (the path) or read poorly.
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'Bad request.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not accepted here.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The body does not match its Content-Length.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The JSON body is empty.'],
};

/**
 * Fastify's `frameworkErrors`: failures found before routing (a malformed percent-encoding in
 * the path, an over-long parameter). Fastify's own answer has its shape and repeats the path.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, detail] = FRAMEWORK_ERRORS[error.code] ?? [400, 'Bad request.'];
  request.log.info({ code: error.code }, 'refused before routing');
  void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ detail }));
}

/**
 * Node's `clientError`: requests its HTTP parser refused (conflicting Transfer-Encoding and
 * Content-Length, a bad header, headers too large, a timeout). No request exists yet, so the
 * answer is written to the socket, as `{ detail }` and without repeating anything sent.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let detail = 'The request is malformed.';
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') [status, detail] = [408, 'The request took too long to arrive.'];
  else if (err.code === 'HPE_HEADER_OVERFLOW') [status, detail] = [431, 'The request headers are too large.'];
  else if (err.code === 'HPE_URI_TOO_LONG') [status, detail] = [414, 'The address is too long.'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** One place that turns every failure into `{ detail }` with a 4xx, or a 500 that leaks nothing. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    let status = 500;
    let detail = 'Internal server error.';
    if (error instanceof HttpError) {
      status = error.statusCode;
      detail = error.detail;
      reply.headers(error.headers);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      detail = describeValidation(error.validation as unknown as Issue[]);
    } else if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      status = 400;
      detail = 'Malformed JSON body.';
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      status = 413;
      detail = 'The file is too large.';
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Only a JSON or form body meets this limit (files go through multipart's own).
      status = 413;
      detail = `The request is too large (at most ${Math.round(request.routeOptions.bodyLimit / 1048576)} MB).`;
    } else if (FRAMEWORK_ERRORS[error.code]) {
      [status, detail] = FRAMEWORK_ERRORS[error.code];
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      detail = error.message || 'Bad request.';
    } else if (isDatabaseUnavailable(error)) {
      status = 503;
      detail = DATABASE_UNAVAILABLE;
      reply.header('retry-after', DATABASE_RETRY_AFTER);
    } else {
      const pgCode = pgErrorOf(error).code;
      if (pgCode && PG_CLIENT_ERRORS[pgCode]) [status, detail] = PG_CLIENT_ERRORS[pgCode];
    }
    // The reason alone: drizzle's wrapper would log the query and its parameters on every call.
    if (status === 503 && detail === DATABASE_UNAVAILABLE) request.log.warn({ reason: innermost(error) }, 'database unavailable');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: { detail: string; message?: string } = { detail };
    if (request.routeOptions.config?.errorMessageField) body.message = detail;
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ detail: 'Not found.' });
  });
});
