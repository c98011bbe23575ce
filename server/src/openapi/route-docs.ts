import { ApiPaths, apiRoute, DISPATCHER_DOCUMENTS, DRIVER_DOCUMENTS } from '@haulboard/shared/contracts';

/**
 * What the OpenAPI document says of each route beyond its zod schemas: its operationId, its area's
 * tag, who may call it, and the errors it can answer. Read from what the route registered (its url,
 * method, `config.public`, schemas), so a new route is described without editing this file; the
 * tables below hold only what a registration cannot tell (content that is not JSON, multipart
 * uploads, rate limits).
 */

export type RouteFacts = {
  method: string;
  /** The route's pattern as registered, `/api/brokers/:id/`. */
  url: string;
  public: boolean;
  hasParams: boolean;
  hasQuery: boolean;
  hasBody: boolean;
};

/** Error statuses and what each means to a client; every one answers `{ detail }`. */
export const ERROR_STATUSES = {
  400: 'The request is malformed or a value is invalid; `detail` says which.',
  401: 'No access token, or one that is expired, revoked or not from a sign-in.',
  403: 'The caller may not do this (another role, a deactivated account, an expired signed link).',
  404: 'Nothing with this id (or path) exists.',
  409: 'A conflict with what is stored: a duplicate name or number, a stale `version`, a load already assigned.',
  413: 'The body or an uploaded file is over its limit (1 MB of JSON; files by type, up to 25 MB) or over the storage quota.',
  414: 'A path parameter is over 200 characters.',
  415: 'The body has a content type this call does not take.',
  426: 'This address takes a WebSocket upgrade only.',
  429: 'Too many calls; `Retry-After` says how many seconds to wait.',
  503: 'The database is unavailable, or too many whole-list answers, exports or PDFs are waiting; try again after `Retry-After` seconds.',
} as const;
export type ErrorStatus = keyof typeof ERROR_STATUSES;

const key = (method: string, url: string) => `${method} ${url}`;

/** Routes whose answer no contract describes: files, CSV, PDF, the WebSocket, this document. */
export const NON_JSON_ANSWERS: Record<string, { status: number; content: Record<string, string>; description: string }> = {
  'GET /api/media/*': { status: 200, content: { '*/*': 'The stored file, with its own content type.' }, description: 'The file' },
  'GET /api/loads/export/': { status: 200, content: { 'text/csv': 'UTF-8 with a byte-order mark, streamed.' }, description: 'Every matching load as CSV' },
  'GET /api/driver-hours/export/': { status: 200, content: { 'text/csv': 'UTF-8 with a byte-order mark, streamed.' }, description: 'The hours as CSV' },
  'GET /api/activity/export/': { status: 200, content: { 'text/csv': 'UTF-8 with a byte-order mark, streamed.' }, description: 'The audit trail as CSV' },
  'POST /api/generate-load-report/': { status: 200, content: { 'application/pdf': 'The report.' }, description: 'The load report as PDF' },
  'GET /api/settlements/:id/statement.pdf': { status: 200, content: { 'application/pdf': 'The statement.' }, description: "The driver's statement as PDF" },
  'GET /api/openapi.json': { status: 200, content: { 'application/json': 'This document (OpenAPI 3.1).' }, description: 'The OpenAPI document' },
  'GET /api/ws': { status: 101, content: {}, description: 'Switching to the chat WebSocket (frames are `ChatEventSchema`)' },
};

/** Multipart uploads: the form's file fields (any other field is text). */
export const MULTIPART_BODIES: Record<string, { files: readonly string[]; fields?: readonly string[]; alsoJson?: boolean }> = {
  'PATCH /api/loads/:id/upload-docs/': { files: ['document'] },
  'POST /api/loads/:id/documents/': { files: ['document'], fields: ['kind'] },
  // One file, named by its slot.
  'PATCH /api/drivers/:id/upload-docs/': { files: DRIVER_DOCUMENTS },
  'PATCH /api/dispatchers/:id/upload-docs/': { files: DISPATCHER_DOCUMENTS },
  'POST /api/messages/:contactId/': { files: ['document', 'camera_media', 'voice_note'], alsoJson: true },
  'PUT /api/admin/': { files: ['avatar'], alsoJson: true },
};

/** Routes with a rate limit or a quota of calls (429). */
const RATE_LIMITED = new Set([
  'POST /api/login/',
  'POST /api/token/refresh/',
  'POST /api/auth/request-reset/',
  'POST /api/auth/verify-code/',
  'POST /api/auth/confirm-reset/',
  'POST /api/admin-update-password/',
  'PUT /api/admin/',
  'POST /api/users/:id/send-reset-code/',
]);

/** Statuses a route answers that its shape does not imply. */
const EXTRA_ERRORS: Record<string, readonly ErrorStatus[]> = {
  'POST /api/login/': [401, 403],
  'POST /api/token/refresh/': [401],
  'POST /api/auth/verify-code/': [404],
  'POST /api/auth/confirm-reset/': [404],
  'GET /api/media/*': [403, 404],
  'GET /api/ws': [426],
};

/** Public routes that are not the API's own calls (the document itself, its reference page). */
export const DOCUMENT_ROUTES = { openapi: '/api/openapi.json', docs: '/api/docs' } as const;

const VERBS =
  /^(list|get|create|update|delete|upload|deliver|mark|restore|export|generate|assign|register|deactivate|reactivate|set|send|check|settle|login|logout|refresh|request|verify|confirm)(?=[A-Z]|$)/;

/** Where the key of ApiPaths does not read as verb-noun by itself. */
const OPERATION_IDS: Record<string, string> = {
  'POST /api/login/': 'signIn',
  'POST /api/logout/': 'signOut',
  'POST /api/token/refresh/': 'refreshTokens',
  'POST /api/auth/request-reset/': 'requestPasswordReset',
  'POST /api/auth/verify-code/': 'verifyResetCode',
  'POST /api/auth/confirm-reset/': 'confirmPasswordReset',
  'POST /api/admin-update-password/': 'updateAdminPassword',
  'GET /api/admin/': 'getAdminProfile',
  'PUT /api/admin/': 'updateAdminProfile',
  'GET /api/messages/:contactId/': 'listMessages',
  'POST /api/messages/:contactId/': 'sendMessage',
  'POST /api/messages/:contactId/read/': 'markMessagesRead',
  'GET /api/chat/list/': 'listChatContacts',
  'GET /api/chat/unread/': 'getChatUnread',
  'POST /api/loads/bulk-payment/': 'setLoadsPayment',
  'POST /api/loads/bulk-delete/': 'deleteLoads',
  'PATCH /api/loads/:id/upload-docs/': 'uploadLoadDocument',
  'POST /api/loads/:id/delivery/': 'markLoadDelivered',
  'DELETE /api/loads/:id/delivery/': 'undoLoadDelivery',
  'GET /api/loads/:id/documents/': 'listLoadDocuments',
  'POST /api/loads/:id/documents/': 'addLoadDocument',
  'DELETE /api/load-documents/:id/': 'deleteLoadDocument',
  'POST /api/register/': 'registerPerson',
  'DELETE /api/users/delete/:id/': 'deleteDriver',
  'GET /api/users/drivers/': 'listDrivers',
  'GET /api/users/dispatchers/': 'listDispatchers',
  'PATCH /api/dispatchers/:id/upload-docs/': 'uploadDispatcherDocument',
  'PATCH /api/drivers/:id/upload-docs/': 'uploadDriverDocument',
  'PUT /api/drivers/:id/': 'updateDriver',
  'PUT /api/dispatchers/:id/': 'updateDispatcher',
  'POST /api/users/:id/deactivate/': 'deactivatePerson',
  'POST /api/users/:id/reactivate/': 'reactivatePerson',
  'POST /api/users/:id/set-password/': 'setPersonPassword',
  'POST /api/users/:id/send-reset-code/': 'sendPersonResetCode',
  'GET /api/trucks-list/': 'listTrucks',
  'GET /api/trailers-list/': 'listTrailers',
  'GET /api/trucks-details/:id/': 'getTruck',
  'GET /api/trailers-details/:id/': 'getTrailer',
  'DELETE /api/delete-trucks/:id/': 'deleteTruck',
  'DELETE /api/delete-trailers/:id/': 'deleteTrailer',
  'GET /api/brokers/': 'listBrokers',
  'POST /api/brokers/': 'createBroker',
  'GET /api/settlements/': 'listSettlements',
  'POST /api/settlements/': 'createSettlement',
  'GET /api/activity/': 'listActivity',
  'GET /api/activity/actors/': 'listActivityActors',
  'GET /api/search/': 'searchEverything',
  'POST /api/check-in/': 'checkIn',
  'POST /api/check-out/': 'checkOut',
  'GET /api/ws': 'openChatSocket',
  'GET /api/media/*': 'getMediaFile',
  'GET /api/openapi.json': 'getOpenapiDocument',
};

const METHOD_VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

const sameParams = (url: string) => url.replace(/:[A-Za-z]+/g, ':id');
const PATH_KEYS = new Map(Object.entries(ApiPaths).map(([name, path]) => [sameParams(`/api${apiRoute(path)}`), name]));

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** verb-noun: the table's, else ApiPaths' name when it starts with a verb, else the method's verb and that name. */
export function operationIdOf(method: string, url: string): string {
  const given = OPERATION_IDS[key(method, url)];
  if (given) return given;
  const name = PATH_KEYS.get(sameParams(url));
  if (!name) throw new Error(`${method} ${url}: no ApiPaths entry and no operationId in openapi/route-docs.ts`);
  return VERBS.test(name) ? name : `${METHOD_VERBS[method] ?? method.toLowerCase()}${upperFirst(name)}`;
}

/** "listBrokers" reads "List brokers". */
export const summaryOf = (operationId: string) => upperFirst(operationId.replace(/([A-Z])/g, ' $1').toLowerCase());

/** The errors a route can answer, from what it takes and who may call it. */
export function errorStatusesOf(route: RouteFacts): ErrorStatus[] {
  const k = key(route.method, route.url);
  const statuses = new Set<ErrorStatus>([503, ...(EXTRA_ERRORS[k] ?? [])]);
  const multipart = k in MULTIPART_BODIES;
  // Fastify reads a body sent to any POST, PUT or PATCH, described or not: too large, of an unknown type, or malformed.
  const takesBody = route.hasBody || multipart || ['POST', 'PUT', 'PATCH'].includes(route.method);
  if (route.hasParams || route.hasQuery || takesBody) statuses.add(400);
  if (!route.public) {
    statuses.add(401);
    statuses.add(403);
  }
  if (route.hasParams) statuses.add(414);
  // A path's id, or one a write's body names (a load to assign, loads to restore), may name nothing.
  if (route.hasParams || (!route.public && route.method !== 'GET')) statuses.add(404);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  if (!route.public && route.method !== 'GET') statuses.add(409);
  if (RATE_LIMITED.has(k) || multipart) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}
