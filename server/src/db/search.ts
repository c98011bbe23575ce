import { sql } from 'drizzle-orm';

/** A lower-case LIKE pattern matching `term` anywhere, with `%`, `_` and `\` in it taken literally. */
export const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const USER_TEXT = sql`lower(u.first_name || ' ' || u.last_name || ' ' || u.email || ' ' || coalesce(u.phone_number, ''))`;

/**
 * A search made only of digits and phone separators (`+1 555 0101`, `(555) 01`) may look for a
 * login, kept without its separators (normalizeLogin), or a contact number as it was written:
 * both are searched.
 */
const phoneDigits = (term: string) => (/^[+\d\s().-]+$/.test(term) && /\d/.test(term) ? term.replace(/[\s().-]/g, '') : term);

/**
 * `u` (users) matches `term`, through exactly the expression of users_search_trgm_idx so the
 * trigram index serves it.
 */
export const userMatches = (term: string) => {
  const digits = phoneDigits(term);
  if (digits === term) return sql`${USER_TEXT} like ${containsPattern(term)}`;
  return sql`(${USER_TEXT} like ${containsPattern(term)} or ${USER_TEXT} like ${containsPattern(digits)})`;
};
