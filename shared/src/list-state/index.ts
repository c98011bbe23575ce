// A list's page, search, sort, tab and filters in the URL, for the admin areas' lists. Not a
// federation share: it holds no state of its own (the router's context comes from the shared
// `router` entry), so each area bundles only this small hook, and /login never loads it.
export { LIST_SEARCH_DEBOUNCE_MS, readListValues, useListState, type ListSchema, type ListState, type ListValues } from './use-list-state';
export { LIST_PATTERNS, LIST_SEARCH_MAX, listSchema, type ChoiceValues, type ListPattern } from './list-schema';
export { useDebouncedSearch } from './use-debounced-search';
