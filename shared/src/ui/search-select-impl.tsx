import { Combobox, createListCollection, Text, useComboboxContext, useComboboxStyles } from '@chakra-ui/react';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SearchSelectHandoff, SearchSelectOption, SearchSelectProps } from './search-select';

// Ark keeps values as strings; 'All' ('') needs a value of its own that no option can have.
const ALL = '\ue000all';

// Lower-cased labels, once per list of options (typing then scans 10,000 labels in about a millisecond).
const folded = new WeakMap<readonly SearchSelectOption[], string[]>();
function foldedLabels(options: readonly SearchSelectOption[]) {
  let labels = folded.get(options);
  if (!labels) {
    labels = options.map((o) => o.label.toLowerCase());
    folded.set(options, labels);
  }
  return labels;
}

export default function SearchSelectImpl({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
  limit = 50,
  initialDraft = null,
  autoFocus = false,
  initialOpen = false,
}: SearchSelectProps & SearchSelectHandoff) {
  // What the user is typing; null while not typing (the input then shows the choice). Typed into
  // the stand-in before this code came, it carries on here; opened there, the input starts empty.
  const [draft, setDraft] = useState<string | null>(initialDraft ?? (initialOpen ? '' : null));
  const input = useRef<HTMLInputElement>(null);
  // Focused in the stand-in: the focus moves here.
  // In the commit that swaps the inputs (a layout effect): a passive effect ran after the browser
  // could dispatch the next key, which then went to no input and was lost ('Phoe Broker' typed as
  // 'Phone Broker', seen in CI).
  useLayoutEffect(() => {
    if (autoFocus) input.current?.focus();
    // Once, as the stand-in hands over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const chosen = useMemo(() => (value ? (options.find((o) => o.value === value)?.label ?? value) : allLabel), [options, value, allLabel]);
  const query = draft?.trim().toLowerCase() ?? '';
  const matches = useMemo(() => {
    if (!query) return options;
    const labels = foldedLabels(options);
    return options.filter((_, i) => labels[i].includes(query));
  }, [options, query]);
  const collection = useMemo(
    () =>
      createListCollection<SearchSelectOption>({
        // 'All' leads while nothing is typed; typed text highlights the first match instead.
        items: query ? matches.slice(0, limit) : [{ value: '', label: allLabel }, ...matches.slice(0, limit)],
        itemToValue: (o) => o.value || ALL,
        itemToString: (o) => o.label,
      }),
    [matches, query, limit, allLabel],
  );
  const more = matches.length - Math.min(matches.length, limit);
  return (
    <Combobox.Root
      size="sm"
      width="full"
      collection={collection}
      value={value ? [value] : []}
      inputValue={draft ?? chosen}
      openOnClick
      defaultOpen={initialOpen}
      inputBehavior="autohighlight"
      // The list stays in the page, hidden, while closed: opening it then only shows it. Mounted on
      // first open, its styles were inserted then, and a new style rule restyles the whole page.
      positioning={{ sameWidth: true, strategy: 'fixed' }}
      onInputValueChange={(d) => setDraft(d.reason === 'input-change' ? d.inputValue : null)}
      // Opened by a click or an arrow, the input empties (the choice stays as its placeholder), so
      // typing starts a search rather than appending to 'All'; closed, it shows the choice again.
      onOpenChange={(d) => setDraft(d.open ? (d.reason === 'input-change' ? draft : '') : null)}
      onValueChange={(d) => {
        setDraft(null);
        const v = d.value[0];
        onChange(!v || v === ALL ? '' : v);
      }}
    >
      <Combobox.Label fontSize="sm">{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input ref={input} placeholder={chosen} />
        <Combobox.IndicatorGroup>
          {/* Always there (hidden while nothing is chosen), for the same reason as the list. */}
          <Combobox.ClearTrigger aria-label={`Clear ${label}`} />
          <Combobox.Trigger aria-label={`Show ${label} choices`} />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      {/* No portal: the list stays inside its area's stacking context (a docked panel, say). */}
      <Combobox.Positioner>
        <ListContent items={collection.items} more={more} />
      </Combobox.Positioner>
    </Combobox.Root>
  );
}

/**
 * The open list. The matches are plain elements with zag's item props under one style rule on
 * the list: Chakra's styled item resolves its styles per item on every render, which made
 * opening the list and picking from it cost up to twice as much (bench).
 */
function ListContent({ items, more }: { items: SearchSelectOption[]; more: number }) {
  const api = useComboboxContext();
  const styles = useComboboxStyles();
  return (
    <Combobox.Content maxH="72" css={{ '& .search-select-item': { ...styles.item, '&[data-state=checked]': { fontWeight: 'semibold' } } }}>
      <Combobox.Empty>No matches</Combobox.Empty>
      {items.map((o) => (
        <div key={o.value || ALL} {...api.getItemProps({ item: o })} className="search-select-item">
          {o.label}
        </div>
      ))}
      {more > 0 ? (
        <Text px="2" py="1.5" fontSize="xs" color="fg.muted">
          {`${more.toLocaleString('en-US')} more. Type to narrow the list.`}
        </Text>
      ) : null}
    </Combobox.Content>
  );
}
