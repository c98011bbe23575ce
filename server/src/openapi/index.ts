import fs from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import * as contracts from '@haulboard/shared/contracts';
import { ErrorSchema, z } from '@haulboard/shared/contracts';
import { pageSecurityHeaders } from '../gateway/security-headers';
import { COMMITTED_DOCUMENT } from './committed-document';
import { DocumentedAnswers, documentPathOf } from './documented-answers';
import { DOCUMENT_ROUTES, ERROR_STATUSES, errorStatusesOf, MULTIPART_BODIES, NON_JSON_ANSWERS, operationIdOf, summaryOf, type ErrorStatus } from './route-docs';

/**
 * The API's version in the document. Raised by hand: the minor for an added call, field or
 * accepted value; the major for a breaking change (server/README.md, "Versioning").
 */
export const API_VERSION = '1.0.0';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The tag (the area) of the route in the OpenAPI document. */
    area?: string;
  }
}

type Json = Record<string, unknown>;
const WEBSOCKET = '/api/ws';

/**
 * Every named contract schema becomes a component (`LoadSchema` is `#/components/schemas/Load`),
 * so the document names what the web apps name and repeats no shape. A registry of our own: the
 * contracts themselves are left untouched.
 */
function contractRegistry() {
  const registry = z.registry<{ id: string }>();
  for (const [name, value] of Object.entries(contracts)) {
    if (!name.endsWith('Schema') || !(value instanceof z.ZodType) || registry.has(value)) continue;
    const id = name.slice(0, -'Schema'.length);
    // The library names a component's request form `<id>Input`: such a contract stays inline.
    if (id.endsWith('Input') && `${id.slice(0, -'Input'.length)}Schema` in contracts) continue;
    registry.add(value, { id });
  }
  return registry;
}
type Operation = Json & { responses?: Record<string, Json>; requestBody?: Json; 'x-errors'?: ErrorStatus[]; 'x-route'?: string };

const ERROR_NAMES: Record<ErrorStatus, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  426: 'UpgradeRequired',
  429: 'TooManyRequests',
  503: 'ServiceUnavailable',
};
const RETRY_AFTER = { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 } };

function errorResponses() {
  return Object.fromEntries(
    (Object.keys(ERROR_STATUSES) as unknown as ErrorStatus[]).map((status) => [
      ERROR_NAMES[status],
      {
        description: ERROR_STATUSES[status],
        ...(Number(status) === 429 || Number(status) === 503 ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    ]),
  );
}

/** Per operation: the error responses, honest content types, multipart bodies, no body on a 204. */
function finishOperation(op: Operation) {
  const route = op['x-route'] as string;
  delete op['x-route'];
  const responses = (op.responses ??= {});
  // @fastify/swagger's placeholder for a route with no response schema.
  delete responses.default;
  for (const [status, response] of Object.entries(responses)) {
    if (status === '204') delete response.content;
    if (response.description === 'Default Response') response.description = Number(status) < 300 ? 'Success' : 'Error';
  }
  const other = NON_JSON_ANSWERS[route];
  if (other) {
    // @fastify/swagger's guess for a route without a response schema.
    for (const [status, response] of Object.entries(responses))
      if (response.description === 'Success' && status !== String(other.status)) delete responses[status];
    responses[String(other.status)] = {
      description: other.description,
      ...(Object.keys(other.content).length
        ? {
            content: Object.fromEntries(
              Object.entries(other.content).map(([type, description]) => [
                type,
                { schema: { type: type.endsWith('json') ? 'object' : 'string', description } },
              ]),
            ),
          }
        : {}),
    };
  }
  // A status the route describes itself (health's 503) keeps its own schema.
  for (const status of op['x-errors'] ?? []) responses[String(status)] ??= { $ref: `#/components/responses/${ERROR_NAMES[status]}` };
  delete op['x-errors'];
  const multipart = MULTIPART_BODIES[route];
  if (multipart) {
    const content = (op.requestBody?.content ?? {}) as Json;
    const properties: Json = {};
    for (const field of multipart.fields ?? []) properties[field] = { type: 'string' };
    for (const file of multipart.files) properties[file] = { type: 'string', contentMediaType: 'application/octet-stream' };
    const form = {
      schema: {
        type: 'object',
        description: multipart.files.length > 1 && !multipart.fields ? 'At most one file per field; the field names it.' : undefined,
        properties,
      },
    };
    op.requestBody = { required: !multipart.alsoJson, content: { 'multipart/form-data': form, ...(multipart.alsoJson ? content : {}) } };
  }
}

/** Fastify's wildcard `*` is no name OpenAPI takes: `/api/media/{*}` is `/api/media/{key}`. */
function nameWildcards(paths: Record<string, Record<string, Operation>>) {
  for (const [path, item] of Object.entries(paths)) {
    if (!path.includes('{*}')) continue;
    for (const op of Object.values(item)) {
      for (const param of (op.parameters ?? []) as Json[]) {
        if (param.name !== '*') continue;
        param.name = 'key';
        param.description = "The stored file's key, as the signed URL in an answer gives it (may contain `/`).";
      }
    }
    delete paths[path];
    paths[path.replace('{*}', '{key}')] = item;
  }
}

const REF = /"#\/components\/schemas\/([^"]+)"/g;

/** The schemas the operations reach, directly or through each other: the registry holds every contract, used or not. */
function usedSchemas(schemas: Json, roots: unknown[]): Json {
  const used = new Set<string>();
  const queue = roots.flatMap((root) => [...JSON.stringify(root).matchAll(REF)].map((m) => m[1]));
  while (queue.length) {
    const name = queue.pop() as string;
    if (used.has(name)) continue;
    used.add(name);
    queue.push(...[...JSON.stringify(schemas[name] ?? {}).matchAll(REF)].map((m) => m[1]));
  }
  return Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
}

const DESCRIPTION = `The Haulboard API, as this server serves it. Generated from the routes' zod contracts
(\`@haulboard/shared/contracts\`); never edited by hand.

- **Auth:** \`POST /api/login/\` answers an access token (15 minutes) and a refresh token; send the
  access token as \`Authorization: Bearer <token>\`. Calls marked with no security are public.
- **Errors:** every 4xx and 5xx answers \`{ "detail": "..." }\` (the \`Error\` schema); a few calls
  also carry the same text as \`message\`. 429 and 503 carry \`Retry-After\`.
- **Paging:** growing lists answer the plain array the spec has; any of \`page\`, \`page_size\`,
  \`search\`, \`ordering\` (and filters) switches them to \`{ "count": n, "results": [...] }\`.
  \`page\` starts at 1; \`page_size\` is at most 200; a page past the end has \`results: []\`.
- **Versioning:** \`info.version\` follows semver; a breaking change raises the major and is
  announced in the changelog first.`;

/**
 * The OpenAPI 3.1 document (`GET /api/openapi.json`) and its reference page (`/api/docs`). Both
 * public: they describe the calls and hold no data. Registered before the routes, which
 * @fastify/swagger collects as they register.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  const schemaRegistry = contractRegistry();
  // Query strings and path parameters stay inline: @fastify/swagger lists their fields as parameters.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { querystring?: z.ZodType; params?: z.ZodType } | undefined;
    for (const part of [schema?.querystring, schema?.params]) if (part && schemaRegistry.has(part)) schemaRegistry.remove(part);
  });
  const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry });
  const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Haulboard API',
        version: API_VERSION,
        description: DESCRIPTION,
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'This Haulboard server' }],
      // The areas, in the order the routes register (routes/index.ts); each route's plugin names its own.
      tags: [
        { name: 'Documentation', description: 'This document and its reference page.' },
        { name: 'Health', description: "For load balancers: the database's and the file store's state." },
        { name: 'Auth', description: 'Sign-in, token refresh, sign-out and the password-reset calls.' },
        { name: 'Media', description: 'Stored files, through the signed URLs answers carry.' },
        { name: 'Dashboard', description: "The administrator's dashboard figures." },
        { name: 'Hours', description: "Drivers' check-ins and the hours worked." },
        { name: 'People', description: 'Dispatchers and drivers: lists, registration, edits, accounts, documents.' },
        { name: 'Profile', description: "The administrator's own profile and password." },
        { name: 'Loads', description: 'Loads, assignments, delivery, documents, bulk calls and the CSV export.' },
        { name: 'Reports', description: 'Analytics and the PDF load report.' },
        { name: 'Fleet', description: 'Trucks and trailers.' },
        { name: 'Brokers', description: 'Brokers (issue 30).' },
        { name: 'Chat', description: 'Conversations, messages and the live WebSocket.' },
        { name: 'Activity', description: 'The audit trail and its CSV.' },
        { name: 'Search', description: 'One search over loads, people, trucks and trailers.' },
        { name: 'Settlements', description: "Drivers' settlements and their PDF statements." },
        { name: 'Invoices', description: 'Invoices to brokers, their PDF and e-mail, payments, voids and receivables (issue 30).' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The access token from signIn or refreshTokens.' },
          // Browsers cannot set headers on a WebSocket: the chat socket takes the access token in its URL.
          queryToken: { type: 'apiKey', in: 'query', name: 'token', description: 'The access token, on the chat WebSocket only.' },
        },
        schemas: {},
        responses: {},
      },
    },
    transform: (input) => {
      // The gateway's pages and files (main.ts registers them beside the API) are no API calls.
      if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
      const { schema, url } = jsonSchemaTransform(input);
      if (schema?.hide) return { schema, url };
      const { route } = input;
      const method = String(input.route.method);
      const given = (route.schema ?? {}) as Json;
      const isPublic = Boolean(route.config?.public);
      return {
        url,
        schema: {
          ...schema,
          operationId: operationIdOf(method, url),
          summary: summaryOf(operationIdOf(method, url)),
          tags: [route.config?.area ?? 'API'],
          // Public calls say so with an empty list: no token is needed.
          security: url === WEBSOCKET ? [{ queryToken: [] }] : isPublic ? [] : [{ bearerAuth: [] }],
          'x-route': `${method} ${url}`,
          'x-errors': errorStatusesOf({
            method,
            url,
            public: isPublic,
            hasParams: Boolean(given.params),
            hasQuery: Boolean(given.querystring),
            hasBody: Boolean(given.body),
          }),
        },
      };
    },
    transformObject: (input) => {
      const doc = jsonSchemaTransformObject(input) as Json & { paths: Record<string, Record<string, Operation>>; components: Json };
      const components = doc.components as { schemas: Json; responses: Json };
      components.schemas.Error = z.toJSONSchema(ErrorSchema, { target: 'draft-2020-12' });
      delete (components.schemas.Error as Json).$schema;
      components.responses = errorResponses();
      for (const path of Object.values(doc.paths)) for (const op of Object.values(path)) finishOperation(op);
      nameWildcards(doc.paths);
      components.schemas = usedSchemas(components.schemas, [doc.paths, components.responses]);
      return doc;
    },
  });

  app.get(
    DOCUMENT_ROUTES.openapi,
    { config: { public: true, area: 'Documentation' }, schema: { description: 'This document (OpenAPI 3.1).' } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').type('application/json; charset=utf-8').send(JSON.stringify(app.swagger())),
  );

  // Swagger UI's files are served from this process (no CDN) and its page runs no inline script,
  // so the suite's own Content-Security-Policy applies unchanged. Named: see `named` in routes/index.ts.
  await app.register(
    fp(
      async (docs) => {
        docs.addHook('onRoute', (route) => {
          route.config = { ...route.config, public: true };
        });
        docs.addHook('onSend', async (_request, reply, payload) => {
          if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) reply.headers(pageSecurityHeaders([]));
          return payload;
        });
        await docs.register(swaggerUi, {
          routePrefix: DOCUMENT_ROUTES.docs,
          // The page reads the document from its own `json` route: the same app.swagger().
          uiConfig: { deepLinking: true, docExpansion: 'none', defaultModelsExpandDepth: 0 },
          theme: { title: 'Haulboard API' },
        });
      },
      { name: 'api docs', encapsulate: true },
    ),
  );
});

/**
 * The committed document's checker, made once per process (per test file under Jest) and shared by
 * every app it builds: generating the document (app.swagger(), 300-350 ms) and loading it into ajv
 * (130 ms) for each of the hundreds of apps the server tests build cost more than their own calls.
 * The committed copy is what the routes generate (openapi.test.ts and CI's openapi:check say so), and
 * what API clients read. Null where there is none (a build without the file): the app's own then.
 */
let committed: DocumentedAnswers | null | undefined;
function committedAnswers(): DocumentedAnswers | null {
  if (committed === undefined) {
    committed = fs.existsSync(COMMITTED_DOCUMENT) ? new DocumentedAnswers(JSON.parse(fs.readFileSync(COMMITTED_DOCUMENT, 'utf8')) as object) : null;
  }
  return committed;
}

/**
 * Under test (app.ts, `checkAnswers`), every answer of a documented route must be what the generated
 * document says: a documented status, a listed content type, a JSON body matching the schema. A
 * mismatch throws, so the call answers 500 and the test that made it fails. Streamed bodies are
 * checked for status and type only (their tests parse them with the contracts).
 */
export function documentedAnswerHook(app: FastifyInstance) {
  let answers: DocumentedAnswers | undefined;
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const url = request.routeOptions.url;
    // 500 is what a failed check answers: checking it again would only hide the first failure.
    if (!url?.startsWith('/api/') || reply.statusCode === 500) return payload;
    answers ??= committedAnswers() ?? new DocumentedAnswers(app.swagger());
    const path = documentPathOf(url);
    if (!answers.describes(request.method, path)) return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    // A 204's payload is never written (Fastify drops it), whatever the serializer made of `null`.
    const json = reply.statusCode !== 204 && typeof payload === 'string' && payload !== '' && contentType.startsWith('application/json');
    answers.check({ method: request.method, path, status: reply.statusCode, contentType, body: json ? JSON.parse(payload) : undefined });
    return payload;
  };
}
