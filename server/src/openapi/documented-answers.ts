import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/**
 * Checks an answer against the OpenAPI document: its status must be documented for the route, a
 * JSON body must match that status's schema, and its content type must be one the document lists.
 * The server tests' apps run it on every answer (app.ts), the e2e fixture on every API answer
 * the browser receives. Compiles each response schema once, on first use.
 */

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json> };
type Document = { paths: Record<string, Record<string, Operation>>; components?: { responses?: Record<string, Json> } };

export type Answer = {
  method: string;
  /** The document's path (`/api/brokers/{id}/`), or a concrete one (`/api/brokers/7/?page=2`) for `match` to find. */
  path: string;
  status: number;
  contentType: string;
  /** The parsed JSON body; undefined when the body is not JSON or was not read (a stream). */
  body?: unknown;
};

export class UndocumentedAnswerError extends Error {
  constructor(
    readonly answer: string,
    readonly problems: string[],
  ) {
    super(`${answer} is not what the OpenAPI document describes:\n  ${problems.join('\n  ')}`);
    this.name = 'UndocumentedAnswerError';
  }
}

const escapePointer = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const mediaTypeOf = (contentType: string) => contentType.split(';')[0].trim().toLowerCase();

export class DocumentedAnswers {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  /** Concrete paths to the document's: fixed paths before parameter ones (`loads/export/` before `loads/{id}/`). */
  private readonly matchers: { path: string; pattern: RegExp }[];

  private readonly doc: Document;

  /** `openapi`: the document as app.swagger() or GET /api/openapi.json gives it. */
  constructor(openapi: object) {
    const doc = openapi as Document;
    this.doc = doc;
    // The document's own keywords (OpenAPI's, zod's) are not JSON Schema's: not strict about them.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, 'openapi');
    this.matchers = Object.keys(doc.paths)
      .map((path) => ({
        path,
        params: (path.match(/\{/g) ?? []).length,
        // `{key}` (the media route's wildcard) spans slashes; other parameters are one segment. Trailing slash optional.
        pattern: new RegExp(
          `^${path
            .replace(/\/$/, '')
            .split(/(\{[^}]+\})/)
            .map((part) => (part === '{key}' ? '.+' : part.startsWith('{') ? '[^/]+' : escapeRegExp(part)))
            .join('')}/?$`,
        ),
      }))
      .sort((a, b) => a.params - b.params);
  }

  /** The document's path for a concrete one, or null when the document has none. */
  match(method: string, url: string): string | null {
    const pathname = url.split('?')[0];
    const found = this.matchers.find((m) => m.pattern.test(pathname) && this.doc.paths[m.path][method.toLowerCase()]);
    return found?.path ?? null;
  }

  /** True when the document has this operation (the reference page's own files are hidden from it). */
  describes(method: string, path: string): boolean {
    return Boolean(this.doc.paths[path]?.[method.toLowerCase()]);
  }

  /** What is wrong with `answer`; empty when the document describes it. */
  problemsOf(answer: Answer): string[] {
    const method = answer.method.toLowerCase();
    const op = this.doc.paths[answer.path]?.[method];
    if (!op) return [`${answer.method} ${answer.path} is not in the document`];
    const status = String(answer.status);
    let response = op.responses?.[status];
    let pointer = `openapi#/paths/${escapePointer(answer.path)}/${method}/responses/${status}`;
    const ref = typeof response?.$ref === 'string' ? response.$ref : null;
    if (ref) {
      response = this.doc.components?.responses?.[ref.split('/').at(-1) as string];
      pointer = `openapi${ref.split('/').map(escapePointer).join('/').replace(/^%23/, '#')}`;
    }
    if (!response) return [`status ${status} is not documented (documented: ${Object.keys(op.responses ?? {}).join(', ')})`];
    const content = response.content as Record<string, unknown> | undefined;
    if (!content) return answer.body === undefined ? [] : [`status ${status} is documented without a body, and one was sent`];
    const type = mediaTypeOf(answer.contentType);
    const listed = Object.keys(content);
    if (!listed.some((t) => t === '*/*' || t === type))
      return [`content type ${type || '(none)'} is not documented for ${status} (documented: ${listed.join(', ')})`];
    if (type !== 'application/json' || answer.body === undefined) return [];
    const validate = this.validatorOf(`${pointer}/content/application~1json/schema`);
    if (validate(answer.body)) return [];
    return (validate.errors ?? []).slice(0, 10).map((e) => `$${e.instancePath.replace(/\//g, '.')}: ${e.message ?? 'is invalid'}`);
  }

  /** Throws UndocumentedAnswerError unless the document describes `answer`. */
  check(answer: Answer): void {
    const problems = this.problemsOf(answer);
    if (problems.length > 0) throw new UndocumentedAnswerError(`${answer.method} ${answer.path} ${answer.status}`, problems);
  }

  private validatorOf(ref: string): ValidateFunction {
    let validate = this.validators.get(ref);
    if (!validate) {
      validate = this.ajv.compile({ $ref: ref });
      this.validators.set(ref, validate);
    }
    return validate;
  }
}

/** A fastify route pattern as the document's path: `/api/loads/:id/` is `/api/loads/{id}/`, `/api/media/*` is `/api/media/{key}`. */
export const documentPathOf = (routeUrl: string) => routeUrl.replace(/:([A-Za-z]+)/g, '{$1}').replace(/\/\*$/, '/{key}');
