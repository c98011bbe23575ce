import { memo, useCallback } from 'react';
import { Flex, NativeSelect, SearchInput } from '@haulboard/shared/ui';
import { DATE_FILTERS, PAYMENT_FILTERS, type LoadsListValues } from '../lib/list-params';

const FilterSelect = memo(function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <NativeSelect.Root size="md" width={{ base: 'full', sm: '44' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}) as <V extends string>(props: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (v: V) => void }) => React.ReactNode;

/** The search applies as it is typed: Enter submits nothing. */
const noSubmit = (e: React.FormEvent) => e.preventDefault();

/**
 * The search and the two filters (spec part 2 "Loads list"); they wrap on a phone. Memoised with
 * stable callbacks: a page change or a new answer does not redraw them, a key in the box only them.
 * In a form of their own: Chromium's autofill reads every control of a change's form on each
 * change, and outside a form that was every row checkbox of the page too (about 15 ms a change).
 */
export const LoadsFilters = memo(function LoadsFilters({
  searchInput,
  onSearch,
  date,
  payment,
  onChange,
}: {
  searchInput: string;
  onSearch: (text: string) => void;
  date: LoadsListValues['date'];
  payment: LoadsListValues['payment'];
  onChange: (patch: Partial<Pick<LoadsListValues, 'date' | 'payment'>>) => void;
}) {
  const onDate = useCallback((v: LoadsListValues['date']) => onChange({ date: v }), [onChange]);
  const onPayment = useCallback((v: LoadsListValues['payment']) => onChange({ payment: v }), [onChange]);
  return (
    <Flex as="form" onSubmit={noSubmit} gap="3" wrap="wrap" align="center">
      <SearchInput label="Search loads" placeholder="Search loads" value={searchInput} onChange={onSearch} maxW={{ base: 'full', md: 'sm' }} />
      <FilterSelect label="Date filter" value={date} options={DATE_FILTERS} onChange={onDate} />
      <FilterSelect label="Payment filter" value={payment} options={PAYMENT_FILTERS} onChange={onPayment} />
    </Flex>
  );
});
