import { sql } from 'drizzle-orm';

/** A lower-case LIKE pattern matching `term` anywhere, with `%`, `_` and `\` in it taken literally. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `u` (users) matches `term`, through exactly the expression of users_search_trgm_idx so the
 * trigram index serves it.
 */
export const userMatches = (term: string) =>
  sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.phone_number, '')) like ${containsPattern(term)}`;
