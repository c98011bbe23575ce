import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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
  if (!GENERIC.test(message)) return message;
  return `${path}: ${message}`;
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
    } else if (error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      status = 413;
      detail = 'The file is too large.';
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      detail = error.message || 'Bad request.';
    } else if ((error as { code?: string }).code === '22P02' || (error as { code?: string }).code === '22003') {
      // PostgreSQL: a value out of range or of the wrong form that validation let through.
      status = 400;
      detail = 'A value is out of range.';
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
