import { Flex, NativeSelect, SearchInput } from '@haulboard/shared/ui';
import { DATE_FILTERS, PAYMENT_FILTERS, type LoadsListValues } from '../lib/list-params';

function FilterSelect<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (v: V) => void }) {
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
}

/** The search and the two filters (spec part 2 "Loads list"); they wrap on a phone. */
export function LoadsFilters({
  searchInput,
  onSearch,
  values,
  onChange,
}: {
  searchInput: string;
  onSearch: (text: string) => void;
  values: LoadsListValues;
  onChange: (patch: Partial<Pick<LoadsListValues, 'date' | 'payment'>>) => void;
}) {
  return (
    <Flex gap="3" wrap="wrap" align="center">
      <SearchInput label="Search loads" placeholder="Search loads" value={searchInput} onChange={onSearch} maxW={{ base: 'full', md: 'sm' }} />
      <FilterSelect label="Date filter" value={values.date} options={DATE_FILTERS} onChange={(date) => onChange({ date })} />
      <FilterSelect label="Payment filter" value={values.payment} options={PAYMENT_FILTERS} onChange={(payment) => onChange({ payment })} />
    </Flex>
  );
}
