import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from '@haulboard/shared/ui';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { queryKeys, SEARCH_KIND_LABELS, SEARCH_KINDS, SEARCH_MAX_LENGTH, searchRecords, type SearchHit } from '@haulboard/shared/api/admin';
import { useNavigate } from '@haulboard/shared/router';
import { Box, SideSheet, Text } from '@haulboard/shared/ui';
import { recordLink } from '../lib/record-link';
import { readRecentRecords, rememberRecord } from '../lib/recent-records';

/** A search is sent once typing pauses this long: one call per word, not per key. */
const TYPING_PAUSE_MS = 150;
const LABEL = 'Search loads, people, trucks and trailers';

function useSettled(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Group = { label: string; hits: SearchHit[] };

/** What the box shows: the records opened last while it is empty, else the answer's hits by kind. */
function useSearchGroups(query: string) {
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
  const groups: Group[] = useMemo(() => {
    if (!typed) return [{ label: 'Recent', hits: recent }];
    const hits = search.data?.results ?? [];
    return SEARCH_KINDS.map((kind) => ({ label: SEARCH_KIND_LABELS[kind], hits: hits.filter((h) => h.kind === kind) }));
  }, [typed, search.data, recent]);
  const count = groups.reduce((n, g) => n + g.hits.length, 0);

  let status = '';
  if (!typed) status = recent.length ? '' : 'Search loads by number, name, broker or place; drivers and dispatchers; trucks and trailers.';
  else if (search.isError) status = 'The search failed. Try again.';
  else if (term !== query.trim() || search.isFetching) status = count ? '' : 'Searching...';
  else if (!count) status = `Nothing matches "${query.trim()}".`;
  return { groups, status };
}

/**
 * The shell's search (issue 29), loaded on first use: a combobox over loads, drivers, dispatchers,
 * trucks and trailers grouped by kind. The box keeps the focus; the arrows move the active option,
 * Enter or a click opens its record, Escape (or the close button, on a phone) closes.
 */
export default function SearchBox({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const base = useId();
  const [query, setQuery] = useState('');
  const { groups, status } = useSearchGroups(query);
  const hits = useMemo(() => groups.flatMap((g) => g.hits), [groups]);
  const [active, setActive] = useState(0);
  // New results: the first is active again.
  useEffect(() => setActive(0), [hits]);
  const current = hits.length ? Math.min(active, hits.length - 1) : -1;
  const optionId = (i: number) => `${base}-option-${i}`;
  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  });

  const open = (hit: SearchHit) => {
    rememberRecord(hit);
    onClose();
    navigate(recordLink(hit));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const move = { ArrowDown: 1, ArrowUp: -1 }[e.key];
    if (move && hits.length) {
      e.preventDefault();
      setActive((current + move + hits.length) % hits.length);
    } else if (e.key === 'Enter' && current >= 0) {
      e.preventDefault();
      open(hits[current]);
    }
  };

  let index = 0;
  return (
    <SideSheet open onClose={onClose} title="Search" placement="top" size="md">
      <Box role="search" maxW="2xl" w="full" mx="auto" pe="10" pb="2">
        <Box display="flex" alignItems="center" gap="2" px="4" borderBottomWidth="1px">
          <Search size={18} aria-hidden />
          <input
            type="text"
            role="combobox"
            aria-label={LABEL}
            aria-expanded={hits.length > 0}
            aria-controls={`${base}-list`}
            aria-autocomplete="list"
            aria-activedescendant={current >= 0 ? optionId(current) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={LABEL}
            maxLength={SEARCH_MAX_LENGTH}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            onKeyDown={onKeyDown}
            style={{ flex: 1, minWidth: 0, height: '3.25rem', border: 0, outline: 'none', background: 'transparent', fontSize: '1rem' }}
          />
        </Box>
        <Box maxH={{ base: 'calc(100dvh - 4rem)', md: '60vh' }} overflowY="auto" pt="2">
          <div role="listbox" id={`${base}-list`} aria-label="Search results">
            {groups.map((group, g) =>
              group.hits.length ? (
                <div key={group.label} role="group" aria-labelledby={`${base}-group-${g}`}>
                  <Text id={`${base}-group-${g}`} px="4" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
                    {group.label}
                  </Text>
                  {group.hits.map((hit) => {
                    const i = index++;
                    return (
                      <Box
                        key={`${hit.kind}:${hit.id}`}
                        id={optionId(i)}
                        role="option"
                        aria-selected={i === current}
                        px="4"
                        py="2"
                        rounded="md"
                        cursor="pointer"
                        bg={i === current ? 'blue.subtle' : undefined}
                        // The box keeps the focus: a click must not take it.
                        onMouseDown={(e) => e.preventDefault()}
                        onMouseMove={() => i !== current && setActive(i)}
                        onClick={() => open(hit)}
                      >
                        <Text fontWeight="medium" truncate>
                          {hit.title}
                        </Text>
                        <Text fontSize="sm" color="fg.muted" truncate>
                          {hit.detail}
                        </Text>
                      </Box>
                    );
                  })}
                </div>
              ) : null,
            )}
          </div>
          {/* Always there, so a screen reader hears each new status (searching, nothing found). */}
          <Text px="4" py={status ? '3' : '0'} color="fg.muted" role="status">
            {status}
          </Text>
        </Box>
      </Box>
    </SideSheet>
  );
}
