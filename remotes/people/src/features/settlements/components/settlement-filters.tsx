import { memo, useMemo, useState } from 'react';
import { useDriverSearch } from '@haulboard/shared/resources';
import { AsyncCombobox, Box, Button, Field, Flex, type AsyncComboboxItem } from '@haulboard/shared/ui';
import { DayRangeFields, useComboboxStandIn } from '@haulboard/shared/ui-fields';
import { NativeSelect } from '@haulboard/shared/ui-parts';
import { SETTLEMENT_LIST_DEFAULTS, STATUS_OPTIONS, type SettlementListValues } from '../lib/settlement-params';

type Filters = Pick<SettlementListValues, 'driver' | 'status' | 'from' | 'to'>;

const CLEARED: Filters = { driver: SETTLEMENT_LIST_DEFAULTS.driver, status: SETTLEMENT_LIST_DEFAULTS.status, from: '', to: '' };

const personName = (d: { first_name: string; last_name: string; email: string }) => `${d.first_name} ${d.last_name}`.trim() || d.email;

/**
 * Which driver (searched on the server, one of thousands), which status and which days (a period
 * the settlement overlaps), each kept in the URL. `driverName` names a driver chosen by a link
 * (their rows show it) until the search has listed them.
 */
export const SettlementFilters = memo(function SettlementFilters({
  driver,
  status,
  from,
  to,
  driverName,
  onChange,
}: Filters & { driverName: string | null; onChange: (patch: Partial<Filters>) => void }) {
  const [text, setText] = useState('');
  const search = useDriverSearch(text);
  const items = useMemo<AsyncComboboxItem[]>(
    () => search.drivers.map((d) => ({ value: String(d.id), label: personName(d), description: d.email })),
    [search.drivers],
  );
  const selected = driver ? { value: driver, label: items.find((i) => i.value === driver)?.label ?? driverName ?? `Driver ${driver}` } : null;
  // The combobox's code loads when the field is first used: the screen's first load stays well under its budget.
  const standIn = useComboboxStandIn({ label: 'Driver', shown: selected?.label ?? '', placeholder: 'Every driver', onSearchChange: setText });
  const filtered = driver !== '' || status !== '' || from !== '' || to !== '';
  return (
    <Flex as="form" gap="3" wrap="wrap" align="flex-end" onSubmit={(e) => e.preventDefault()}>
      <Box w={{ base: 'full', md: '16rem' }}>
        {standIn.field ?? (
          <AsyncCombobox
            {...standIn.handoff}
            label="Driver"
            selected={selected}
            onSelect={(item) => onChange({ driver: item?.value ?? '' })}
            items={items}
            onSearchChange={setText}
            loading={search.searching && !search.isError}
            error={search.isError ? 'Failed to fetch drivers' : null}
            placeholder="Every driver"
            emptyText="No drivers available"
            more={Math.max(0, search.count - search.drivers.length)}
          />
        )}
      </Box>
      <Field.Root w={{ base: 'full', md: '10rem' }}>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field value={status} onChange={(e) => onChange({ status: e.currentTarget.value as Filters['status'] })}>
            {STATUS_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <DayRangeFields from={from} to={to} onChange={onChange} />
      {filtered ? (
        <Button variant="ghost" onClick={() => onChange(CLEARED)}>
          Clear filters
        </Button>
      ) : null}
    </Flex>
  );
});
