import type { FastifyReply, FastifyRequest, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';

/**
 * The answers' serializers (ADR 007). Every JSON route declares its answer's contract schema
 * (`schema.response`), the single description the web apps read too.
 *
 * - In production the answer is written as it is: checking every list's rows on every call costs
 *   CPU the event loop needs for other calls, and the check guards code, which tests exercise.
 * - Under test every answer is checked against its contract, strictly: a missing or mistyped field,
 *   and a field the contract does not describe, throw, so the call answers 500 and the test that
 *   made it fails. Streamed whole lists bypass serializers; their tests parse them with the schema.
 */
export const plainSerializerCompiler: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

export class AnswerMismatchError extends Error {
  constructor(
    readonly route: string,
    readonly problems: string[],
  ) {
    super(`${route} answered what its contract does not describe:\n  ${problems.join('\n  ')}`);
    this.name = 'AnswerMismatchError';
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Paths of fields present in `sent` that parsing dropped (the contract does not name them). */
export function undescribedFields(sent: unknown, parsed: unknown, at = '$'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => undescribedFields(item, parsed[i], `${at}[${i}]`));
  }
  if (isPlainObject(sent) && isPlainObject(parsed)) {
    return Object.entries(sent).flatMap(([key, value]) => {
      // JSON drops undefined: no field is sent.
      if (value === undefined) return [];
      if (!(key in parsed)) return [`${at}.${key} is not in the contract`];
      return undescribedFields(value, parsed[key], `${at}.${key}`);
    });
  }
  return [];
}

/** Throws unless `sent` (the answer as the client parses it) is exactly what `schema` describes. */
export function checkAnswer(schema: z.ZodType, route: string, sent: unknown) {
  const result = schema.safeParse(sent);
  if (!result.success) {
    throw new AnswerMismatchError(
      route,
      result.error.issues.map((i) => `$${i.path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')}: ${i.message}`),
    );
  }
  const extra = undescribedFields(sent, result.data);
  if (extra.length > 0) throw new AnswerMismatchError(route, extra);
}

/** The serializer under test: the answer must be exactly what its contract describes. */
export const checkingSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url, httpStatus }) =>
  (data) => {
    // As the client receives it: dates as strings, undefined fields gone.
    checkAnswer(schema, `${method} ${url} ${httpStatus ?? ''}`.trim(), JSON.parse(JSON.stringify(data) ?? 'null'));
    return JSON.stringify(data);
  };

/**
 * Under test, the answers a route wrote itself as JSON text (the dashboard's figures, serialised
 * once for every caller) are checked too: an `onSend` hook, as they never reach a serializer.
 */
export async function checkWrittenAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const schema = (request.routeOptions.schema?.response as Record<string, z.ZodType> | undefined)?.[String(reply.statusCode)];
  if (schema) checkAnswer(schema, `${request.method} ${request.routeOptions.url} ${reply.statusCode}`, JSON.parse(payload));
  return payload;
}
