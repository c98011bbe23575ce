import { memo, useMemo, type ReactNode } from 'react';
import { Eye, Pencil, Trash2, Truck } from 'lucide-react';
import type { Trailer } from '@haulboard/shared/contracts';
import { DataTable, type Column } from '@haulboard/shared/ui';
import { TRAILER_TEXTS } from '../lib/trailer-texts';
import { useFreshIds } from '@haulboard/shared/live';

export type TrailerActions = {
  onView: (trailer: Trailer) => void;
  onEdit: (trailer: Trailer) => void;
  onDelete: (trailer: Trailer) => void;
  onAssign: (trailer: Trailer) => void;
};

/** An unassigned trailer's 'Unassigned' reads quieter than a truck number. */
const truckCell = (t: Trailer) =>
  t.truck_number ? t.truck_number : <span style={{ color: 'var(--chakra-colors-fg-muted)' }}>{TRAILER_TEXTS.unassigned}</span>;

/** The spec's columns, in its order (part 2 "Trucks & Trailers"); Actions is the table's own last column. */
const COLUMNS: Column<Trailer>[] = [
  { key: 'name', header: 'Trailer Name', cell: (t) => t.tailer_name },
  { key: 'number', header: 'Trailer Number', cell: (t) => t.trailer_number, nowrap: true },
  { key: 'truck', header: 'Assigned Truck', cell: truckCell, nowrap: true },
];

/** View, edit, delete and Assign Truck: plain buttons under the kit's `data-row-action` rules, named with the trailer. */
function RowActions({ trailer, actions }: { trailer: Trailer; actions: TrailerActions }): ReactNode {
  const name = trailer.tailer_name;
  return (
    <>
      <button type="button" data-row-action="ghost" aria-label={`View trailer ${name}`} title="View" onClick={() => actions.onView(trailer)}>
        <Eye aria-hidden size={16} />
      </button>
      <button type="button" data-row-action="ghost" aria-label={`Edit trailer ${name}`} title="Edit" onClick={() => actions.onEdit(trailer)}>
        <Pencil aria-hidden size={16} />
      </button>
      <button type="button" data-row-action="danger" aria-label={`Delete trailer ${name}`} title="Delete" onClick={() => actions.onDelete(trailer)}>
        <Trash2 aria-hidden size={16} />
      </button>
      <button type="button" data-row-action="outline" aria-label={`${TRAILER_TEXTS.assignTruck} to trailer ${name}`} onClick={() => actions.onAssign(trailer)}>
        <Truck aria-hidden size={14} />
        {TRAILER_TEXTS.assignTruck}
      </button>
    </>
  );
}

/** The cards of a phone: the three columns and four actions need about 560 px, so below 768 px each trailer is a card. */
const CARDS = { title: (t: Trailer) => t.tailer_name } as const;

type Props = {
  rows: readonly Trailer[] | undefined;
  loading: boolean;
  actions: TrailerActions;
};

/** The trailers: a table, or cards on a phone. The loading and empty states stay the table's, on every width. */
export const TrailersTable = memo(function TrailersTable({ rows, loading, actions }: Props) {
  // Rows another session changed a moment ago (issue 29).
  const fresh = useFreshIds('trailer');
  const rowActions = useMemo(() => (t: Trailer) => <RowActions trailer={t} actions={actions} />, [actions]);
  return (
    <DataTable<Trailer>
      columns={COLUMNS}
      rows={rows}
      rowKey={(t) => t.id}
      caption={TRAILER_TEXTS.caption}
      loading={loading}
      loadingLabel={TRAILER_TEXTS.loading}
      emptyText={TRAILER_TEXTS.empty}
      rowActions={rowActions}
      cards={CARDS}
      freshKeys={fresh}
    />
  );
});
