import { memo, useCallback, type ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import type { Broker } from '@haulboard/shared/contracts';
import { useFreshIds } from '@haulboard/shared/live';
import { DataTable, type Column } from '@haulboard/shared/ui';
import { BROKER_TEXTS } from '../lib/brokers-params';

export const termsText = (b: Broker) => `${b.payment_terms_days} ${b.payment_terms_days === 1 ? 'day' : 'days'}`;
const nameCell = (b: Broker) => <strong>{b.name}</strong>;

const COLUMNS: Column<Broker>[] = [
  { key: 'name', header: 'Name', cell: nameCell, sortKey: 'name' },
  { key: 'billing_email', header: 'Billing E-mail', cell: (b) => b.billing_email ?? '—' },
  { key: 'terms', header: 'Payment Terms', cell: termsText, nowrap: true },
  { key: 'loads', header: 'Loads', cell: (b) => b.load_count.toLocaleString('en-US') },
];

/** A phone shows one card per broker. */
const CARDS = {
  title: nameCell,
  fields: COLUMNS.slice(1).map((c) => [String(c.header), c.cell] as const) as readonly (readonly [string, (b: Broker) => ReactNode])[],
};

type Props = {
  brokers: readonly Broker[] | undefined;
  loading: boolean;
  refreshing: boolean;
  ordering: string;
  onSortChange: (ordering: string) => void;
  onEdit: (broker: Broker) => void;
};

/** One page of brokers: a table, or cards on a phone. */
export const BrokersTable = memo(function BrokersTable({ brokers, loading, refreshing, ordering, onSortChange, onEdit }: Props) {
  // Rows another session changed a moment ago (issue 29).
  const fresh = useFreshIds('broker');
  const rowActions = useCallback(
    (b: Broker) => (
      <button type="button" aria-label={`Edit broker ${b.name}`} data-row-action="ghost" onClick={() => onEdit(b)}>
        <Pencil aria-hidden size={16} />
      </button>
    ),
    [onEdit],
  );
  return (
    <DataTable<Broker>
      columns={COLUMNS}
      rows={brokers}
      rowKey={(b) => b.id}
      caption="Brokers"
      loading={loading}
      loadingLabel={BROKER_TEXTS.loading}
      emptyText={BROKER_TEXTS.empty}
      sort={ordering}
      onSortChange={onSortChange}
      rowActions={rowActions}
      refreshing={refreshing}
      cards={CARDS}
      freshKeys={fresh}
    />
  );
});
