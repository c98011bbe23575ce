import { memo } from 'react';
import { Flex, NativeSelect, SearchInput } from '@haulboard/shared/ui';

/** The search applies as it is typed: Enter submits nothing. */
const noSubmit = (e: React.FormEvent) => e.preventDefault();

export type ListToolbarProps<V extends string> = {
  /** The search box's accessible name ('Search drivers'). */
  searchLabel: string;
  searchPlaceholder: string;
  searchInput: string;
  onSearch: (text: string) => void;
  /** The one selector beside it (a sort, a period), named by `label`. */
  select: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (value: V) => void };
};

/**
 * The people area's list header: a search box and one selector; they stack on a phone. In a form
 * of its own (Chromium's autofill reads every control of a changed form) and memoised, so a new
 * page of rows does not redraw it.
 */
function ListToolbarImpl<V extends string>({ searchLabel, searchPlaceholder, searchInput, onSearch, select }: ListToolbarProps<V>) {
  return (
    <Flex as="form" onSubmit={noSubmit} gap="3" wrap="wrap" align="center" justify="space-between">
      <SearchInput label={searchLabel} placeholder={searchPlaceholder} value={searchInput} onChange={onSearch} maxW={{ base: 'full', md: 'sm' }} />
      {/* At the right even before the search box's code has loaded: nothing moves when it arrives. */}
      <NativeSelect.Root size="md" width={{ base: 'full', sm: '44' }} ms={{ sm: 'auto' }}>
        <NativeSelect.Field aria-label={select.label} value={select.value} onChange={(e) => select.onChange(e.currentTarget.value as V)}>
          {select.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
}

export const ListToolbar = memo(ListToolbarImpl) as typeof ListToolbarImpl;
