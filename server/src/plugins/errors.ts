import type { FastifyError, FastifyInstance } from 'fastify';
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
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      detail = 'The file is too large.';
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      detail = error.message || 'Bad request.';
    } else {
      const pgCode = pgErrorOf(error).code;
      if (pgCode && PG_CLIENT_ERRORS[pgCode]) [status, detail] = PG_CLIENT_ERRORS[pgCode];
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const body: { detail: string; message?: string } = { detail };
    if (request.routeOptions.config?.errorMessageField) body.message = detail;
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ detail: 'Not found.' });
  });
});
