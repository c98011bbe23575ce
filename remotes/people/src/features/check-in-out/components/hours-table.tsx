import { memo, useMemo } from 'react';
import type { DriverHoursRecord } from '@haulboard/shared/contracts';
import { Box, chakra, DataTable, type Column } from '@haulboard/shared/ui';
import { hoursRow, NOT_CHECKED_IN, NOT_CHECKED_OUT, type HoursRow } from '../lib/hours-rows';

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

/** The card's lines, in the table's order after the name. */
const FIELDS = [
  ['Phone', (r: HoursRow) => r.phone],
  ['Email', (r: HoursRow) => r.email],
  ['Latest Check-In', (r: HoursRow) => time(r.checkIn)],
  ['Latest Check-Out', (r: HoursRow) => time(r.checkOut)],
  ['Total Hours', (r: HoursRow) => r.total],
] as const;

/** One plain rule for every card: seven cards of Chakra boxes would each resolve their styles. */
const CARDS_CSS = {
  listStyle: 'none',
  display: 'grid',
  gap: '2',
  '&[aria-busy]': { opacity: 0.6 },
  '& > li': { borderWidth: '1px', rounded: 'md', px: '3', py: '2.5' },
  '& h2': { fontWeight: 'semibold', mb: '1.5', overflowWrap: 'anywhere' },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '3', rowGap: '1', textStyle: 'sm' },
  '& dt': { color: 'fg.muted' },
  '& dd': { textAlign: 'end', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' },
} as const;

/** A phone shows one card per driver: six columns do not fit 390 px, and the hours would sit off screen. */
function HoursCards({ rows, refreshing }: { rows: readonly HoursRow[]; refreshing: boolean }) {
  return (
    <chakra.ul hideFrom="md" aria-label="Driver hours" aria-busy={refreshing || undefined} css={CARDS_CSS}>
      {rows.map((r) => (
        <li key={r.id}>
          <h2>{r.name}</h2>
          <dl>
            {FIELDS.map(([label, value]) => (
              <Box key={label} display="contents">
                <dt>{label}</dt>
                <dd>{value(r)}</dd>
              </Box>
            ))}
          </dl>
        </li>
      ))}
    </chakra.ul>
  );
}

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
  // The loading and empty states stay the table's, on every width.
  const cards = !loading && rows !== undefined && rows.length > 0;
  return (
    <>
      <Box hideBelow={cards ? 'md' : undefined} minW="0">
        <DataTable<HoursRow>
          columns={COLUMNS}
          rows={rows}
          rowKey={(r) => r.id}
          caption="Driver hours"
          loading={loading}
          loadingLabel="Loading driver hours..."
          emptyText="No drivers found"
          refreshing={refreshing}
        />
      </Box>
      {cards && <HoursCards rows={rows} refreshing={refreshing} />}
    </>
  );
});
