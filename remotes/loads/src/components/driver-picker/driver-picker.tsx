import { useMemo, useState } from 'react';
import { AsyncCombobox, Box, Text, type AsyncComboboxItem } from '@haulboard/shared/ui';
import { useDriverSearch } from './use-driver-search';
import { driverName } from './driver-label';

/** A driver as the load screens keep the choice: what the picker shows under it. */
export type PickedDriver = { id: number; name: string; email: string };

export const DRIVERS_FAILED = 'Failed to fetch drivers';

type Props = {
  value: PickedDriver | null;
  onChange: (driver: PickedDriver | null) => void;
  label?: string;
  disabled?: boolean;
};

/**
 * Finds one of thousands of drivers as one types (searched on the server) and shows the
 * chosen driver's name and e-mail (spec part 2 "Load detail").
 */
export function DriverPicker({ value, onChange, label = 'Driver', disabled }: Props) {
  const [text, setText] = useState('');
  const drivers = useDriverSearch(text);
  const items = useMemo<AsyncComboboxItem[]>(
    () => (drivers.data?.results ?? []).map((d) => ({ value: String(d.id), label: driverName(d), description: d.email })),
    [drivers.data],
  );
  const selected = value ? { value: String(value.id), label: value.name, description: value.email } : null;
  const listed = drivers.data?.results.length ?? 0;
  return (
    <Box>
      <AsyncCombobox
        label={label}
        selected={selected}
        onSelect={(item) => onChange(item ? { id: Number(item.value), name: item.label, email: item.description ?? '' } : null)}
        items={items}
        onSearchChange={setText}
        loading={drivers.searching && !drivers.isError}
        error={drivers.isError ? DRIVERS_FAILED : null}
        placeholder="Type a driver's name or e-mail"
        emptyText="No drivers available"
        more={Math.max(0, (drivers.data?.count ?? 0) - listed)}
        disabled={disabled}
      />
      {value ? (
        <Box mt="3" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" aria-label="Chosen driver" role="group">
          <Text fontWeight="semibold">{value.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {value.email}
          </Text>
        </Box>
      ) : null}
    </Box>
  );
}
