import { useMemo, useState } from 'react';
import { useDebouncedSearch } from '@haulboard/shared/list-state';
import { resources, useListPage } from '@haulboard/shared/resources';
import { AsyncCombobox, type AsyncComboboxItem } from '@haulboard/shared/ui';
import { useComboboxStandIn } from '@haulboard/shared/ui-fields';

export const BROKERS_FAILED = 'Failed to fetch brokers';
const PLACEHOLDER = "Type a broker's name";
/** Matches listed at once; the rest are counted under the list. */
const MATCHES = 20;

// As the server compares names (contracts' brokerNameKey), without bringing the contracts' zod here.
const nameKey = (name: string) => name.replace(/\s+/g, ' ').trim().toLowerCase();
const NEW = 'new:';

type Props = {
  /** The broker's name as the load will be saved with it ('' for none). */
  value: string;
  onChange: (name: string) => void;
  label?: string;
  disabled?: boolean;
};

/**
 * Picks the load's broker among the brokers (searched on the server as one types), or takes a new
 * name: the last choice offers what was typed as a new broker, which the server creates when the
 * load is saved (issue 30). The load sends the name; the server matches it to its broker.
 */
export function BrokerPicker({ value, onChange, label = 'Broker', disabled }: Props) {
  const [text, setText] = useState('');
  const search = useBrokerSearch(text);
  // The new name offered follows the search asked, not each key: the list changes once typing pauses, as the matches do.
  const typed = search.search.replace(/\s+/g, ' ').trim();
  const items = useMemo<AsyncComboboxItem[]>(() => {
    const found = search.brokers.map((b) => brokerItem(b, nameKey(b.name)));
    const known = typed === '' || search.brokers.some((b) => nameKey(b.name) === nameKey(typed));
    return known ? found : [...found, { value: `${NEW}${typed}`, label: typed, description: 'New broker, added when the load is saved' }];
  }, [search.brokers, typed]);
  const selected = value ? { value: nameKey(value), label: value } : null;
  const standIn = useComboboxStandIn({ label, placeholder: PLACEHOLDER, shown: value, onSearchChange: setText, disabled });
  return (
    standIn.field ?? (
      <AsyncCombobox
        {...standIn.handoff}
        label={label}
        selected={selected}
        onSelect={(item) => onChange(item ? (item.value.startsWith(NEW) ? item.value.slice(NEW.length) : item.label) : '')}
        items={items}
        {...searchProps(search, setText)}
        placeholder={PLACEHOLDER}
        emptyText="No brokers yet: type a name to add one"
        disabled={disabled}
      />
    )
  );
}

/** The brokers whose name holds what was typed, A-Z, asked a pause after typing stops (as the lists' search). */
export function useBrokerSearch(text: string) {
  const { search, behind } = useDebouncedSearch(text);
  // A page of the brokers' own list: a broker added or renamed anywhere refreshes the matches.
  const query = useListPage(resources.brokers, { search: search || undefined, page_size: MATCHES, ordering: 'name' as const });
  return { ...query, search, brokers: query.data?.results ?? [], searching: query.isFetching || behind };
}

type BrokerSearch = ReturnType<typeof useBrokerSearch>;

/** A broker as a combobox choice: its name, and its terms to tell two alike apart. */
export const brokerItem = (b: BrokerSearch['brokers'][number], value: string): AsyncComboboxItem => ({
  value,
  label: b.name,
  description: `${b.payment_terms_days} days terms`,
});

/** What every broker combobox asks and shows of the search: typing asks it, then its wait, failure and the matches not listed. */
export const searchProps = (search: BrokerSearch, setText: (text: string) => void) => ({
  onSearchChange: setText,
  loading: search.searching && !search.isError,
  error: search.isError ? BROKERS_FAILED : null,
  more: Math.max(0, (search.data?.count ?? 0) - search.brokers.length),
});
