import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { queryKeys, SEARCH_KIND_LABELS, SEARCH_KINDS, SEARCH_MAX_LENGTH, searchRecords, type SearchHit } from '@haulboard/shared/api/admin';
import { useNavigate } from '@haulboard/shared/router';
import { CommandPalette, type CommandPaletteGroup } from '@haulboard/shared/ui';
import { recordLink } from '../lib/record-link';
import { readRecentRecords, rememberRecord } from '../lib/recent-records';

/** A search is sent once typing pauses this long: one call per word, not per key. */
const TYPING_PAUSE_MS = 150;

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

const keyOf = (hit: Pick<SearchHit, 'kind' | 'id'>) => `${hit.kind}:${hit.id}`;

/** The shell's search (issue 29): loads, drivers, dispatchers, trucks and trailers; recent records while empty. Loaded on first use. */
export default function SearchBox({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const term = useSettled(query.trim(), TYPING_PAUSE_MS);
  const [recent] = useState(readRecentRecords);
  const search = useQuery({
    queryKey: queryKeys.search.term(term),
    queryFn: ({ signal }) => searchRecords(term, signal),
    enabled: term.length > 0,
    // The last answer stays while the next is on its way, so the list does not flash empty per key.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  const typed = query.trim().length > 0;
  const hits: SearchHit[] = useMemo(() => (typed ? (search.data?.results ?? []) : recent), [typed, search.data, recent]);
  const byKey = useMemo(() => new Map(hits.map((h) => [keyOf(h), h])), [hits]);
  const groups: CommandPaletteGroup[] = useMemo(() => {
    const item = (h: SearchHit) => ({ id: keyOf(h), title: h.title, detail: h.detail });
    if (!typed) return [{ label: 'Recent', items: recent.map(item) }];
    return SEARCH_KINDS.map((kind) => ({ label: SEARCH_KIND_LABELS[kind], items: hits.filter((h) => h.kind === kind).map(item) }));
  }, [typed, hits, recent]);

  let status: string | undefined;
  if (!typed) status = recent.length ? undefined : 'Search loads by number, name, broker or place; drivers and dispatchers; trucks and trailers.';
  else if (search.isError) status = 'The search failed. Try again.';
  else if (term !== query.trim() || search.isFetching) status = hits.length ? undefined : 'Searching...';
  else if (!hits.length) status = `Nothing matches "${query.trim()}".`;

  return (
    <CommandPalette
      open={open}
      onClose={onClose}
      title="Search"
      label="Search loads, people, trucks and trailers"
      placeholder="Search loads, people, trucks and trailers"
      maxLength={SEARCH_MAX_LENGTH}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      status={status}
      onSelect={(item) => {
        const hit = byKey.get(item.id);
        if (!hit) return;
        rememberRecord(hit);
        onClose();
        navigate(recordLink(hit));
      }}
    />
  );
}
