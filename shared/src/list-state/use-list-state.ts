import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@haulboard/shared/router';

/** Spec part 2 section 4 lists type ahead of a search: the list waits this long after the last key. */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

type Issue = { readonly message: string; readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> };
type Result<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: ReadonlyArray<Issue> };

/**
 * Any Standard Schema (a zod 4 schema is one). Typed structurally so this entry imports no
 * zod of its own: an area brings the schema, and with it the validator it already pays for.
 */
export type ListSchema<T> = {
  readonly '~standard': { readonly validate: (value: unknown) => Result<T> | Promise<Result<T>> };
};

/** What every list keeps in its URL: the page and the search, plus its own sort, tab and filters. */
export type ListValues = { page: number; search: string } & Record<string, string | number | boolean>;

export type ListState<T extends ListValues> = {
  /** The list as the URL has it, validated; what the query reads. */
  values: T;
  /** What the search box shows: follows every key at once, reaches `values.search` after the pause. */
  searchInput: string;
  setSearch: (text: string) => void;
  setPage: (page: number) => void;
  /** Sort, tab or filters; the page goes back to 1. */
  set: (patch: Partial<Omit<T, 'page' | 'search'>>) => void;
  /** Every value back to its default. */
  reset: () => void;
};

/** A path segment's top-level key, whichever form the validator gives it. */
const keyOf = (issue: Issue) => {
  const first = issue.path?.[0];
  return first !== undefined && typeof first === 'object' ? first.key : first;
};

/**
 * The URL's values, validated. A bad value (hand-edited link, renamed filter) falls back to its
 * default alone, so one stale parameter does not throw away the rest of a pasted link.
 */
export function readListValues<T extends ListValues>(schema: ListSchema<T>, defaults: T, params: URLSearchParams): T {
  const raw: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const v = params.get(key);
    if (v !== null) raw[key] = v;
  }
  // Each round drops the keys named by the issues; at most one round per key, then the defaults.
  for (let round = 0; round <= Object.keys(defaults).length; round++) {
    const result = schema['~standard'].validate(raw);
    if (result instanceof Promise) throw new Error('useListState needs a synchronous schema');
    if (!result.issues) return result.value;
    const bad = result.issues.map(keyOf).filter((k): k is string => typeof k === 'string' && k in defaults && raw[k] !== defaults[k]);
    if (bad.length === 0) break;
    for (const k of bad) raw[k] = defaults[k];
  }
  return defaults;
}

/**
 * `next` written over `params`: values at their default leave the URL, so links stay short, and
 * the list's keys come in the defaults' order after any others, so one list has one link.
 */
function writeListValues<T extends ListValues>(params: URLSearchParams, defaults: T, next: T) {
  const out = new URLSearchParams(params);
  for (const key of Object.keys(defaults)) out.delete(key);
  for (const key of Object.keys(defaults)) {
    const v = next[key];
    if (v !== undefined && v !== defaults[key] && v !== '') out.set(key, String(v));
  }
  return out;
}

/**
 * A list's page, search, sort, tab and filters, kept in the query string: Reload, Back, Forward
 * and a pasted link show the same list. Any change but the page sends the page back to 1
 * (spec part 2 section 4).
 *
 * History: a page, sort, tab or filter change is a step of its own (push), so Back undoes it.
 * A search pushes one entry when the typing starts and then replaces it while it goes on, so a
 * search is one step back, not one per key.
 */
export function useListState<T extends ListValues>(schema: ListSchema<T>, defaults: T, options: { debounceMs?: number } = {}): ListState<T> {
  const debounceMs = options.debounceMs ?? LIST_SEARCH_DEBOUNCE_MS;
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const { pathname } = useLocation();
  // In the browser the router's path is the window's. A click that navigates away (a row's View)
  // changes the window's path at once, while this list stays drawn until the next screen's code
  // has loaded; a search written then would bring the user back. (Under a memory router, in
  // tests, the window's path is another one from the start, and nothing is dropped for it.)
  const [followsWindow] = useState(() => typeof window !== 'undefined' && window.location.pathname === pathname);
  // Defaults and schema are usually module constants; keyed by value anyway, so inline objects do not re-parse.
  const defaultsKey = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const values = useMemo(() => readListValues(schema, defaults, new URLSearchParams(query)), [schema, defaultsKey, query]);

  const [searchInput, setSearchInput] = useState(values.search);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<string | null>(null);
  /** The query this hook last wrote; any other one came from Back, Forward, a link or a reload. */
  const written = useRef(query);
  /** True while the entry on top of history is the one the current typing pushed. */
  const typing = useRef(false);
  const latest = useRef({ values, params, left: (): boolean => false });
  latest.current = { values, params, left: () => followsWindow && window.location.pathname !== pathname };

  useEffect(() => {
    if (query === written.current) return;
    // The URL moved under us: the box shows what it says, and a half-typed search is dropped
    // (written later, it would push on top of where Back went and cut Forward off).
    written.current = query;
    if (timer.current) clearTimeout(timer.current);
    pending.current = null;
    typing.current = false;
    setSearchInput(values.search);
  }, [query, values.search]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  // React Router gives a new setter with each new query string; read through a ref, it keeps
  // `setSearch`, `setPage`, `set` and `reset` the same for the list's lifetime, so the memoised
  // parts that take them (the toolbar, the header row, the pagination) redraw only when what they
  // show changes, not on every list change.
  const setParamsRef = useRef(setParams);
  setParamsRef.current = setParams;
  const write = useCallback(
    (next: T, replace: boolean) => {
      const out = writeListValues(latest.current.params, defaults, next);
      written.current = out.toString();
      setParamsRef.current(out, { replace });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [defaultsKey],
  );

  /** The search typed but not yet written, if any; written now along with `patch`. */
  const takePending = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const search = pending.current;
    pending.current = null;
    return search;
  };

  const setSearch = useCallback(
    (text: string) => {
      setSearchInput(text);
      pending.current = text;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const search = takePending();
        if (search === null || search.trim() === latest.current.values.search || latest.current.left()) return;
        write({ ...latest.current.values, search: search.trim(), page: 1 }, typing.current);
        typing.current = true;
      }, debounceMs);
    },
    [debounceMs, write],
  );

  const setPage = useCallback(
    (page: number) => {
      const search = takePending();
      const current = latest.current.values;
      typing.current = false;
      // A search typed a moment ago and not yet written starts the list again: it wins over the page.
      if (search !== null && search.trim() !== current.search) write({ ...current, search: search.trim(), page: 1 }, false);
      else if (page !== current.page) write({ ...current, page }, false);
    },
    [write],
  );

  const set = useCallback(
    (patch: Partial<Omit<T, 'page' | 'search'>>) => {
      const search = takePending();
      const current = latest.current.values;
      typing.current = false;
      const next = { ...current, ...patch, page: 1, search: search === null ? current.search : search.trim() } as T;
      // Nothing else changed: the page stays where it is.
      if (Object.keys(defaults).some((k) => k !== 'page' && next[k] !== current[k])) write(next, false);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [write, defaultsKey],
  );

  const reset = useCallback(() => {
    takePending();
    typing.current = false;
    setSearchInput(defaults.search);
    write(defaults, false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [write, defaultsKey]);

  return { values, searchInput, setSearch, setPage, set, reset };
}
