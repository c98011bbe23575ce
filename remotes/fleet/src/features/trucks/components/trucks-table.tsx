import { memo, useCallback, type ReactNode } from 'react';
import { Eye, Pencil, Trash2, UserPlus } from 'lucide-react';
import type { ExpiryItemName, Truck } from '@haulboard/shared/contracts';
import { formatShortDate } from '@haulboard/shared/format';
import { Box, DataTable, ExpiryBadge, Spinner, type Column } from '@haulboard/shared/ui';
import { TRUCK_MESSAGES } from '../lib/truck-texts';
import { useFreshIds } from '@haulboard/shared/live';

export type TruckActions = {
  onView: (truck: Truck) => void;
  onEdit: (truck: Truck) => void;
  onDelete: (truck: Truck) => void;
  onAssign: (truck: Truck) => void;
};

/** A value and its badge side by side, wrapping under each other in a narrow cell (a plain style: 40 cells a page). */
const WITH_BADGE = { display: 'inline-flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' } as const;

/** A date with its state beside it ('Expired', 'Due in 12 days'); N/A when the truck has none. */
export function ExpiryDate({ truck, name, date }: { truck: Truck; name: ExpiryItemName; date: string | null }) {
  return (
    <span style={WITH_BADGE}>
      <span>{formatShortDate(date)}</span>
      <ExpiryBadge name={name} item={truck.expiry[name]} asOf={truck.expiry.as_of} />
    </span>
  );
}

export const driversText = (t: Truck) => (t.driver_names.length ? t.driver_names.join(', ') : TRUCK_MESSAGES.noDrivers);
export const notesText = (t: Truck) => t.truck_notes?.trim() || TRUCK_MESSAGES.noNotes;

/** Long notes take three lines in the table (the whole text on hover and in the details), so a row stays a row. */
const NOTES_CLAMP = { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', minWidth: '7rem' } as const;
const notesCell = (t: Truck) => (
  <span style={NOTES_CLAMP} title={t.truck_notes?.trim() || undefined}>
    {notesText(t)}
  </span>
);

/** The truck's number with its worst state ('Expired', 'Due soon'), so a truck off the road is seen from the first column. */
const numberCell = (t: Truck) => (
  <span style={WITH_BADGE}>
    <strong>{t.truck_number}</strong>
    <ExpiryBadge expiry={t.expiry} />
  </span>
);

/** The spec's columns, in its order (part 2 "Trucks & Trailers"). */
const COLUMNS: Column<Truck>[] = [
  { key: 'truck_number', header: 'Truck Number', cell: numberCell, sortKey: 'truck_number' },
  { key: 'truck_model', header: 'Model', cell: (t) => t.truck_model, sortKey: 'truck_model' },
  { key: 'vin_number', header: 'VIN Number', cell: (t) => t.vin_number, nowrap: true },
  { key: 'registration', header: 'Registration Expiry', cell: (t) => <ExpiryDate truck={t} name="registration" date={t.registration_expiration_date} /> },
  { key: 'next_service', header: 'Next Service', cell: (t) => <ExpiryDate truck={t} name="next_service" date={t.next_service_date} /> },
  { key: 'insurance', header: 'Insurance Expiry', cell: (t) => <ExpiryDate truck={t} name="insurance" date={t.insurance_expiration_date} /> },
  { key: 'drivers', header: 'Driver(s)', cell: driversText },
  { key: 'notes', header: 'Notes', cell: notesCell },
];

/** View, edit, delete (a spinner while that truck is deleted) and Assign, as plain elements under the table's row-action rules. */
function RowActions({ truck, deleting, actions }: { truck: Truck; deleting: boolean; actions: TruckActions }) {
  const n = truck.truck_number;
  return (
    <>
      <button type="button" aria-label={`View truck ${n}`} data-row-action="ghost" onClick={() => actions.onView(truck)}>
        <Eye aria-hidden size={16} />
      </button>
      <button type="button" aria-label={`Edit truck ${n}`} data-row-action="ghost" onClick={() => actions.onEdit(truck)}>
        <Pencil aria-hidden size={16} />
      </button>
      <button
        type="button"
        aria-label={deleting ? `Deleting truck ${n}` : `Delete truck ${n}`}
        data-row-action="danger"
        disabled={deleting}
        aria-busy={deleting || undefined}
        onClick={() => actions.onDelete(truck)}
      >
        {deleting ? <Spinner size="xs" aria-hidden /> : <Trash2 aria-hidden size={16} />}
      </button>
      <button type="button" aria-label={`Assign drivers to truck ${n}`} data-row-action="outline" onClick={() => actions.onAssign(truck)}>
        <UserPlus aria-hidden size={14} /> Assign
      </button>
    </>
  );
}

/** The card's lines on a phone, in the table's order after the number. */
const FIELDS: readonly (readonly [string, (t: Truck) => ReactNode])[] = [
  ...COLUMNS.slice(1, -1).map((c) => [String(c.header), c.cell] as const),
  ['Notes', notesText],
];

/** A phone shows one card per truck: nine columns do not fit 390 px. */
const CARDS = { title: numberCell, fields: FIELDS } as const;

type Props = {
  trucks: readonly Truck[] | undefined;
  loading: boolean;
  refreshing: boolean;
  ordering: string;
  onSortChange: (ordering: string) => void;
  deletingId: number | null;
  actions: TruckActions;
};

/**
 * Nine columns at 1366 px: the two-word headers may wrap (the kit keeps headers on one line) and
 * Assign goes under the three icons, so the actions stay in view without scrolling sideways.
 */
const TABLE_CSS = {
  '& .hb-table > table > thead > tr > th': { whiteSpace: 'normal', verticalAlign: 'bottom' },
  '& .hb-table [data-actions]': { flexWrap: 'wrap', minWidth: '7rem', maxWidth: '8.5rem' },
} as const;

/** One page of trucks: a table, or cards on a phone; the loading and empty states stay the table's on every width. */
export const TrucksTable = memo(function TrucksTable({ trucks, loading, refreshing, ordering, onSortChange, deletingId, actions }: Props) {
  // Rows another session changed a moment ago (issue 29).
  const fresh = useFreshIds('truck');
  const rowActions = useCallback((t: Truck) => <RowActions truck={t} deleting={deletingId === t.id} actions={actions} />, [deletingId, actions]);
  return (
    <Box minW="0" css={TABLE_CSS}>
      <DataTable<Truck>
        columns={COLUMNS}
        rows={trucks}
        rowKey={(t) => t.id}
        caption="Trucks"
        loading={loading}
        loadingLabel={TRUCK_MESSAGES.loading}
        emptyText={TRUCK_MESSAGES.empty}
        sort={ordering}
        onSortChange={onSortChange}
        rowActions={rowActions}
        refreshing={refreshing}
        cards={CARDS}
        freshKeys={fresh}
      />
    </Box>
  );
});
