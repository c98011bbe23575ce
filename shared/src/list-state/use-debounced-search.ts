import { useEffect, useState } from 'react';
import { LIST_SEARCH_DEBOUNCE_MS } from './use-list-state';

/**
 * What a picker searches for: the text typed, trimmed, taken a pause after typing stops (as the
 * lists' search), and whether the search asked is behind what was typed.
 */
export function useDebouncedSearch(text: string): { search: string; behind: boolean } {
  const typed = text.trim();
  const [search, setSearch] = useState(typed);
  useEffect(() => {
    const t = setTimeout(() => setSearch(typed), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [typed]);
  return { search, behind: search !== typed };
}
