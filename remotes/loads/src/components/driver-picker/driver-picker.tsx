import { useMemo, useState } from 'react';
import { resources, useDriverSearch, useRecord } from '@haulboard/shared/resources';
import { AsyncCombobox, Box, StatusBadge, Text, type AsyncComboboxItem } from '@haulboard/shared/ui';
import { useComboboxStandIn } from '@haulboard/shared/ui-fields';
import { driverName } from './driver-label';
import { asOfParam, expiryBadgeLabel, loadExpiry } from './truck-expiry';
import { TruckExpiryWarning } from './truck-expiry-warning';

/** A driver as the load screens keep the choice: what the picker shows under it. */
export type PickedDriver = { id: number; name: string; email: string };

export const DRIVERS_FAILED = 'Failed to fetch drivers';
const DRIVER_PLACEHOLDER = "Type a driver's name or e-mail";

type Props = {
  value: PickedDriver | null;
  onChange: (driver: PickedDriver | null) => void;
  label?: string;
  disabled?: boolean;
  /** The load's pickup date (YYYY-MM-DD): the day the drivers' trucks are judged for; today while it is not a date. */
  pickupDate?: string | null;
};

/**
 * Finds one of thousands of drivers as one types (searched on the server) and shows the
 * chosen driver's name and e-mail (spec part 2 "Load detail"). A driver whose truck's
 * registration or insurance has expired by the pickup date is marked in the list and, once
 * chosen, warned about; the choice is still allowed.
 */
export function DriverPicker({ value, onChange, label = 'Driver', disabled, pickupDate }: Props) {
  const [text, setText] = useState('');
  const asOf = asOfParam(pickupDate);
  // The first page of matches; the rest are counted under the list ('N more. Type to narrow the list.').
  const search = useDriverSearch(text, { asOf });
  // Matches shown for another day (kept while the new day's load) would mark drivers wrongly: no badges then.
  const current = search.isPlaceholderData ? undefined : search.drivers;
  const items = useMemo<AsyncComboboxItem[]>(
    () =>
      search.drivers.map((d) => {
        const flag = current ? loadExpiry(d.truck_expiry) : null;
        return {
          value: String(d.id),
          label: driverName(d),
          description: d.email,
          badge: flag ? <StatusBadge status={flag.state} label={expiryBadgeLabel(flag)} /> : undefined,
        };
      }),
    [search.drivers, current],
  );
  // The chosen driver as the server sees them on the day, not the match listed: the warning follows
  // a pickup date changed after the choice, and covers a driver chosen before any search (Edit
  // Driver's current one). The same driver from the matches just shown for the day is drawn meanwhile.
  const chosen = useRecord(resources.drivers.onDay, value && value.email !== '' ? { id: value.id, email: value.email, asOf } : null, {
    placeholder: current?.find((d) => d.id === value?.id),
  });
  const selected = value ? { value: String(value.id), label: value.name, description: value.email } : null;
  const standIn = useComboboxStandIn({ label, shown: selected?.label ?? '', placeholder: DRIVER_PLACEHOLDER, onSearchChange: setText, disabled });
  return (
    <Box>
      {standIn.field ?? (
        <AsyncCombobox
          {...standIn.handoff}
          label={label}
          selected={selected}
          onSelect={(item) => onChange(item ? { id: Number(item.value), name: item.label, email: item.description ?? '' } : null)}
          items={items}
          onSearchChange={setText}
          loading={search.searching && !search.isError}
          error={search.isError ? DRIVERS_FAILED : null}
          placeholder={DRIVER_PLACEHOLDER}
          emptyText="No drivers available"
          more={Math.max(0, search.count - search.drivers.length)}
          disabled={disabled}
        />
      )}
      {value ? (
        <Box mt="3" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" aria-label="Chosen driver" role="group">
          <Text fontWeight="semibold">{value.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            {value.email}
          </Text>
        </Box>
      ) : null}
      {value && chosen.data ? <TruckExpiryWarning driver={chosen.data} asOf={asOf} /> : null}
    </Box>
  );
}
