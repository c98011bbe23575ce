import type { ListSchema } from './use-list-state';

/** What a list built by `listSchema` keeps in its URL: the page, the search, and one choice per key. */
export type ChoiceValues<C extends Record<string, readonly string[]>> = { page: number; search: string } & { [K in keyof C]: C[K][number] };

/** The longest search a list keeps (the API takes 200 characters). */
export const LIST_SEARCH_MAX = 200;
const PAGE_MAX = 1_000_000;

type Issue = { message: string; path: [string] };

/** A free key's form (an id, a day) and what a bad one reads. */
export type ListPattern = { pattern: RegExp; message: string };
/** The free keys lists hold beside their choices: a record's id (a driver, a person) and a day. */
export const LIST_PATTERNS = {
  id: (key: string): ListPattern => ({ pattern: /^[1-9]\d{0,8}$/, message: `${key} must be an id` }),
  day: (key: string): ListPattern => ({ pattern: /^\d{4}-\d{2}-\d{2}$/, message: `${key} must be a day, YYYY-MM-DD` }),
};

/**
 * The Standard Schema of a list whose URL holds a page, a search and fixed choices (tab, sort,
 * filters): `listSchema({ tab: ['all', 'assigned'], ordering: ['-id', 'price'] })`, and free keys of
 * a form (`{ actor: LIST_PATTERNS.id('actor') }`: '' or a match). Each bad key is named alone, so
 * useListState falls back to that key's default and keeps the rest of a link.
 * Not zod: a list's first load would pay 90 KiB of it for a few enums and a number.
 */
export function listSchema<const C extends Record<string, readonly string[]>, const P extends Record<string, ListPattern> = Record<never, ListPattern>>(
  choices: C,
  patterns?: P,
): ListSchema<ChoiceValues<C> & { [K in keyof P]: string }> {
  return {
    '~standard': {
      validate(input: unknown) {
        const v = (input ?? {}) as Record<string, unknown>;
        const issues: Issue[] = [];
        const page = typeof v.page === 'number' ? v.page : /^\d{1,7}$/.test(String(v.page)) ? Number(v.page) : NaN;
        if (!Number.isInteger(page) || page < 1 || page > PAGE_MAX) issues.push({ message: 'page must be a whole number from 1', path: ['page'] });
        const search = typeof v.search === 'string' ? v.search.trim() : '';
        if (typeof v.search !== 'string' || search.length > LIST_SEARCH_MAX) {
          issues.push({ message: `search must be text of at most ${LIST_SEARCH_MAX} characters`, path: ['search'] });
        }
        const value: Record<string, unknown> = { page, search };
        for (const [key, allowed] of Object.entries(choices)) {
          if (typeof v[key] === 'string' && allowed.includes(v[key])) value[key] = v[key];
          else issues.push({ message: `${key} must be one of ${allowed.map((a) => a || "''").join(', ')}`, path: [key] });
        }
        for (const [key, { pattern, message }] of Object.entries(patterns ?? {})) {
          const text = v[key] ?? '';
          if (text === '' || (typeof text === 'string' && pattern.test(text))) value[key] = text;
          else issues.push({ message, path: [key] });
        }
        return issues.length ? { issues } : { value: value as ChoiceValues<C> & { [K in keyof P]: string } };
      },
    },
  };
}
