// What every area of the fake backend is written with: its records, its endpoints, its refusals
// and the list rules the real server applies to every paged list (server/src/lib/paging.ts).
import type { z } from 'zod';
import { apiRoute } from '../contracts/paths';
import { editConflictDetail } from '../contracts/edit-conflict';
import type { Answer, SeenRequest } from './fake-api';

/** A call as an endpoint sees it: the request and the path's parameters (`:id`). */
export type FakeRequest = SeenRequest & { params: Record<string, string> };
export type Endpoint = {
  method: string;
  /** The server's route pattern (`apiRoute(ApiPaths.load)` is `/loads/:id/`). */
  pattern: string;
  answer: (req: FakeRequest) => Answer | Promise<Answer>;
  /** The contract of a 2xx answer, where the API has one. */
  schema?: z.ZodType;
};

/** `ApiPaths.x` as the server registers it; `param` names a function path's parameter. */
export const endpoint = (method: string, path: string | ((id: number) => string), answer: Endpoint['answer'], schema?: z.ZodType, param = 'id'): Endpoint => ({
  method,
  pattern: apiRoute(path, param),
  answer,
  schema,
});

/** The server's refusal of a call: its status and `{ detail }`, thrown from an endpoint. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
  ) {
    super(detail);
  }
}
export const refuse = (status: number, detail: string): never => {
  throw new Refusal(status, detail);
};

/**
 * The server's rule for edits (issue 29, server/src/domain/edit-conflict.ts): an update naming a
 * version other than the record's is refused with 409 and nothing is written; none is accepted.
 * The fake keeps no audit trail, so its `detail` names `by` (a test's other editor) or no one.
 */
export function refuseStaleEdit(noun: string, stored: { version: number }, sent: number | undefined, by = 'someone else'): void {
  if (sent === undefined || sent === stored.version) return;
  refuse(409, editConflictDetail(noun, `by ${by}`));
}

/** `next` as stored after a write: one version past `stored`, as migration 0022's triggers move it. */
export const withNextVersion = <T extends { version: number }>(stored: T, next: T): T => ({ ...next, version: stored.version + 1 });

// As the server's error handler words a schema failure (server/src/plugins/errors.ts).
const GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;
function describe(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.') || 'body';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) return `${path} is required`;
  const field = path.split('.').at(-1) ?? path;
  if (!GENERIC.test(issue.message) && (/^[A-Z]/.test(issue.message) || issue.message.startsWith(field))) return issue.message;
  return `${path}: ${issue.message}`;
}

/** `value` checked by the call's schema, as the server's route does: a 400 naming the first problem. */
export function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) refuse(400, describe(result.error.issues[0]));
  return result.data as z.output<S>;
}

/** A query string as the schemas read it. */
export const queryOf = (req: SeenRequest) => Object.fromEntries(req.query);
export const idOf = (req: FakeRequest, param = 'id') => Number(req.params[param]);

export const ok = (body: unknown, status = 200): Answer => ({ status, body });

let stored = 0;
/** A stored file's signed link as the server writes it: `<year>/<32 hex>/<its name, percent-encoded>` (server/src/media/file-names.ts). */
export function mediaUrlOf(file: File): string {
  stored += 1;
  return `/api/media/2026/${stored.toString(16).padStart(32, '0')}/${encodeURIComponent(file.name)}?exp=1&sig=fake`;
}
export const NO_CONTENT: Answer = { status: 204 };

/** Any of `keys` given asks for the `{count, results}` page, not the spec's plain array (lib/paging.ts). */
export const wantsPage = <Q extends object>(query: Q, keys: readonly (keyof Q)[]) => keys.some((key) => query[key] !== undefined);

/** Page `page` (from 1) of `rows`, `page_size` a page, `size` when the caller named none. */
export function pageOf<T>(rows: readonly T[], { page, page_size }: { page?: number; page_size?: number }, size: number) {
  const limit = page_size ?? size;
  const offset = ((page ?? 1) - 1) * limit;
  return { count: rows.length, results: rows.slice(offset, offset + limit) };
}

/** `text` holds `term`, case-insensitive (the server's `lower(...) like '%term%'`). */
export const holds = (text: string, term: string) => text.toLowerCase().includes(term.toLowerCase());

type Key = string | number | null;
/** Sorted by `keys` in turn (the ordering's columns, then id), bytewise as the database collates text; `descending` reverses each; a null goes last either way. */
export function sortedBy<T>(rows: readonly T[], keys: (row: T) => Key[], descending = false): T[] {
  const sign = descending ? -1 : 1;
  const compare = (a: Key, b: Key) => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return (a < b ? -1 : 1) * sign;
  };
  return [...rows].sort((a, b) => {
    const ka = keys(a);
    const kb = keys(b);
    for (let i = 0; i < ka.length; i++) {
      const c = compare(ka[i], kb[i]);
      if (c !== 0) return c;
    }
    return 0;
  });
}

/** One more than the highest id of `rows`. */
export const nextId = (rows: readonly { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;

/** The backend's clock: the company's day is this machine's local day. */
export type Clock = { now: () => Date; today: () => string };
const pad = (n: number) => String(n).padStart(2, '0');
export const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export function clockAt(now: Date | string | undefined): Clock {
  const fixed = now === undefined ? null : new Date(now);
  const read = () => (fixed ? new Date(fixed) : new Date());
  return { now: read, today: () => localDay(read()) };
}
