import { memo, useMemo } from 'react';
import type { DriverHoursRecord } from '@haulboard/shared/contracts';
import { DataTable, type Column } from '@haulboard/shared/ui';
import { hoursRow, NOT_CHECKED_IN, NOT_CHECKED_OUT, type HoursRow } from '../lib/hours-rows';
import { useFreshIds } from '@haulboard/shared/live';

const missing = (text: string) => text === NOT_CHECKED_IN || text === NOT_CHECKED_OUT;
/** A missing time reads quieter than a real one. */
const time = (text: string) => (missing(text) ? <span style={{ color: 'var(--chakra-colors-fg-muted)' }}>{text}</span> : text);

/** The spec's columns, in its order (part 2 "Check In/Out"). */
const COLUMNS: Column<HoursRow>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'phone', header: 'Phone', cell: (r) => r.phone, nowrap: true },
  { key: 'email', header: 'Email', cell: (r) => r.email },
  { key: 'check-in', header: 'Latest Check-In', cell: (r) => time(r.checkIn), nowrap: true },
  { key: 'check-out', header: 'Latest Check-Out', cell: (r) => time(r.checkOut), nowrap: true },
  { key: 'total', header: 'Total Hours', cell: (r) => r.total, numeric: true, nowrap: true },
];

/** A phone shows one card per driver: six columns do not fit 390 px, and the hours would sit off screen. */
const CARDS = { title: (r: HoursRow) => r.name, headingLevel: 2 } as const;

/** One page of drivers with their hours in the period: a table, or cards on a phone. */
export const HoursTable = memo(function HoursTable({
  records,
  loading,
  refreshing,
}: {
  records: readonly DriverHoursRecord[] | undefined;
  loading: boolean;
  refreshing: boolean;
}) {
  const rows = useMemo(() => records?.map(hoursRow), [records]);
  // Drivers who checked in or out a moment ago (issue 29): a row's id is the driver's.
  const fresh = useFreshIds('check_in');
  return (
    <DataTable<HoursRow>
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => r.id}
      caption="Driver hours"
      loading={loading}
      loadingLabel="Loading driver hours..."
      emptyText="No drivers found"
      refreshing={refreshing}
      cards={CARDS}
      freshKeys={fresh}
    />
  );
});
