import { useMemo } from 'react';
import { formatCents, formatShortDate } from '@haulboard/shared/format';
import { Alert, DataTable, Text, type Column, type TableSelection } from '@haulboard/shared/ui';

/** What a billing preview lists of each delivered load (an invoice's and a settlement's rows both have it). */
export type IncludedLoad = { id: number; loadname: string; pickup_location: string; delivery_location: string; delivered_at: string | null };

export type LoadsToIncludeProps<T extends IncludedLoad> = {
  /** The preview's loads; undefined while the first answer is on its way. */
  loads: readonly T[] | undefined;
  fetching: boolean;
  failed: boolean;
  /** The alert shown when the preview cannot be read. */
  failedText: string;
  caption: string;
  emptyText: string;
  /** The money column: its header and each load's amount in cents. */
  amount: { header: string; cents: (load: T) => number };
  /** What the total counts: the loads checked when `selection` is given, else all of them. */
  total: { cents: number; count: number };
  selection?: TableSelection<T>;
  totalTestId?: string;
};

const CARDS = { title: (l: IncludedLoad) => `Load ${l.id}: ${l.loadname}`, headingLevel: 3 } as const;

/**
 * The delivered loads a new invoice or settlement would hold: a table (cards on a phone) with each
 * load's number, name, route, delivery day and amount, optionally a checkbox per load, and the live
 * total under it. A failed preview is an alert in its place, so nothing can be created from it.
 */
export function LoadsToInclude<T extends IncludedLoad>(props: LoadsToIncludeProps<T>) {
  const { loads, fetching, failed, amount, total } = props;
  const columns = useMemo<Column<T>[]>(
    () => [
      { key: 'id', header: 'Load No.', cell: (l) => l.id, nowrap: true },
      { key: 'name', header: 'Load', cell: (l) => l.loadname },
      { key: 'route', header: 'Route', cell: (l) => `${l.pickup_location} → ${l.delivery_location}` },
      { key: 'delivered', header: 'Delivered', cell: (l) => formatShortDate(l.delivered_at), nowrap: true },
      { key: 'amount', header: amount.header, cell: (l) => formatCents(amount.cents(l)), numeric: true, nowrap: true },
    ],
    [amount],
  );
  if (failed) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{props.failedText}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <>
      <DataTable<T>
        columns={columns}
        rows={loads}
        rowKey={(l) => l.id}
        caption={props.caption}
        loading={loads === undefined}
        loadingLabel="Loading delivered loads..."
        emptyText={props.emptyText}
        refreshing={fetching && loads !== undefined}
        selection={props.selection}
        cards={CARDS}
      />
      <Text fontWeight="semibold" textAlign="right" aria-live="polite" data-testid={props.totalTestId}>
        {loads ? `Total: ${formatCents(total.cents)} for ${total.count} ${total.count === 1 ? 'load' : 'loads'}` : ''}
      </Text>
    </>
  );
}
