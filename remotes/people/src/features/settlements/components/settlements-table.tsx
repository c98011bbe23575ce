import { memo, useCallback, useMemo } from 'react';
import { Trash2 } from 'lucide-react';
import type { Settlement } from '@haulboard/shared/api/admin';
import { useFreshIds } from '@haulboard/shared/live';
import { DataTable, StatusBadge, type Column } from '@haulboard/shared/ui';
import { periodText, SettlementMessages, statusText, totalText } from '../lib/settlement-texts';

const DRIVER_COLUMN: Column<Settlement> = { key: 'driver', header: 'Driver', cell: (s) => s.driver.name };
const COLUMNS: Column<Settlement>[] = [
  { key: 'id', header: 'No.', cell: (s) => s.id, nowrap: true },
  { key: 'period', header: 'Period', cell: periodText },
  { key: 'loads', header: 'Loads', cell: (s) => s.load_count, numeric: true },
  { key: 'total', header: 'Total', cell: totalText, numeric: true, nowrap: true },
  {
    key: 'status',
    header: 'Status',
    cell: (s) => <StatusBadge status={s.status} label={statusText(s)} tone={s.status === 'settled' ? 'green' : 'orange'} />,
    nowrap: true,
  },
];

export type SettlementRowActions = {
  onSettle: (s: Settlement) => void;
  onDelete: (s: Settlement) => void;
  onDownload: (s: Settlement) => void;
  /** The settlement whose statement is downloading. */
  downloading: number | null;
};

type Props = SettlementRowActions & {
  rows: readonly Settlement[] | undefined;
  loading: boolean;
  refreshing: boolean;
  /** Off on a driver's profile, where every row is theirs. */
  withDriver: boolean;
};

/** A page of settlements, with Settle (drafts), Statement and Delete (drafts) on each; cards on a phone. */
export const SettlementsTable = memo(function SettlementsTable({ rows, loading, refreshing, withDriver, onSettle, onDelete, onDownload, downloading }: Props) {
  const columns = useMemo(() => (withDriver ? [COLUMNS[0], DRIVER_COLUMN, ...COLUMNS.slice(1)] : COLUMNS), [withDriver]);
  const cards = useMemo(
    () => ({ title: (s: Settlement) => (withDriver ? `${s.driver.name} · No. ${s.id}` : `Settlement ${s.id}`), headingLevel: withDriver ? 2 : 3 }) as const,
    [withDriver],
  );
  const rowActions = useCallback(
    (s: Settlement) => {
      const name = `settlement ${s.id} (${s.driver.name}, ${periodText(s)})`;
      // Plain elements styled by the table's `data-row-action` rules (shared/ui/kit-css.ts), as every list's row actions are.
      return (
        <>
          {s.status === 'draft' ? (
            <button type="button" data-row-action="solid" aria-label={`Settle ${name}`} onClick={() => onSettle(s)}>
              Settle
            </button>
          ) : null}
          <button
            type="button"
            data-row-action="outline"
            aria-label={`Download statement of ${name}`}
            disabled={downloading === s.id}
            onClick={() => onDownload(s)}
          >
            {downloading === s.id ? 'Downloading...' : 'Statement'}
          </button>
          {s.status === 'draft' ? (
            <button type="button" data-row-action="danger" aria-label={`Delete draft ${name}`} onClick={() => onDelete(s)}>
              <Trash2 aria-hidden size={16} />
            </button>
          ) : null}
        </>
      );
    },
    [onSettle, onDelete, onDownload, downloading],
  );
  const fresh = useFreshIds('settlement');
  return (
    <DataTable<Settlement>
      columns={columns}
      rows={rows}
      rowKey={(s) => s.id}
      caption="Settlements"
      loading={loading}
      loadingLabel={SettlementMessages.loading}
      emptyText={SettlementMessages.empty}
      refreshing={refreshing}
      rowActions={rowActions}
      cards={cards}
      freshKeys={fresh}
    />
  );
});
