/**
 * The one paging rule of every list call (ADR 007). The spec's clients read some lists as a plain
 * array; any paging, search, sort or filter parameter asks for the `{count, results}` page instead.
 */

/** A page of rows: `limit` rows from `offset`. */
export type PageWindow = { limit: number; offset: number };

/** The `{count, results}` answer of a paged list. */
export type Page<T> = { count: number; results: T[] };

type PageParams = { page?: number; page_size?: number };

/**
 * True when any of `keys` was given: the caller asked for a page, not the spec's plain array.
 * An empty search still asks for a page (the screens send `search=` while the box is empty).
 */
export function wantsPage<Q extends object>(query: Q, keys: readonly (keyof Q)[]): boolean {
  return keys.some((key) => query[key] !== undefined);
}

/** The rows `page` (from 1) of `page_size` covers; `defaultSize` when the caller named none. */
export function pageWindow({ page, page_size }: PageParams, defaultSize: number): PageWindow {
  const limit = page_size ?? defaultSize;
  return { limit, offset: ((page ?? 1) - 1) * limit };
}

/**
 * A page in the back half of a list of `count` rows, read from the list's other end in the mirrored
 * order (`reversed`: the caller reverses the rows it gets): the last page of 100k rows skips a few
 * index entries instead of 99,990. Pages in the front half are read as they are.
 */
export function mirroredWindow(count: number, { limit, offset }: PageWindow): PageWindow & { reversed: boolean } {
  if (offset * 2 < count) return { limit, offset, reversed: false };
  const end = Math.min(offset + limit, count);
  // Past the end: nothing to read.
  if (end <= offset) return { limit: 0, offset: 0, reversed: false };
  return { limit: end - offset, offset: count - end, reversed: true };
}
