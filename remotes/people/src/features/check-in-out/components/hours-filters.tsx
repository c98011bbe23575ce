import { memo } from 'react';
import type { HoursPeriod } from '@haulboard/shared/contracts';
import { Flex, NativeSelect, SearchInput } from '@haulboard/shared/ui';
import { PERIODS } from '../lib/hours-params';

/** The search applies as it is typed: Enter submits nothing. */
const noSubmit = (e: React.FormEvent) => e.preventDefault();

/** The search and the period selector; they stack on a phone. Memoised: a new page of rows does not redraw them. */
export const HoursFilters = memo(function HoursFilters({
  searchInput,
  onSearch,
  period,
  onPeriod,
}: {
  searchInput: string;
  onSearch: (text: string) => void;
  period: HoursPeriod;
  onPeriod: (period: HoursPeriod) => void;
}) {
  return (
    <Flex as="form" onSubmit={noSubmit} gap="3" wrap="wrap" align="center">
      <SearchInput
        label="Search drivers"
        placeholder="Search by name, phone or e-mail"
        value={searchInput}
        onChange={onSearch}
        maxW={{ base: 'full', md: 'sm' }}
      />
      <NativeSelect.Root size="md" width={{ base: 'full', sm: '40' }}>
        <NativeSelect.Field aria-label="Period" value={period} onChange={(e) => onPeriod(e.currentTarget.value as HoursPeriod)}>
          {PERIODS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Flex>
  );
});
