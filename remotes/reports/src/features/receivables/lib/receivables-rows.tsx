import { AGING_BUCKET_LABELS, AGING_BUCKETS, type Receivables, type ReceivablesRow } from '@haulboard/shared/api/admin';
import { formatCents } from '@haulboard/shared/format';
import type { Column } from '@haulboard/shared/ui';

/** The overall total as the table's last row: a broker id no broker has, named 'Total'. */
export const TOTAL_ROW_ID = 0;
export const rowsOf = (r: Receivables): ReceivablesRow[] => [...r.brokers, { ...r.totals, broker: { id: TOTAL_ROW_ID, name: 'Total' } }];

const nameCell = (r: ReceivablesRow) => (r.broker.id === TOTAL_ROW_ID ? <strong>Total</strong> : r.broker.name);

export const RECEIVABLES_COLUMNS: Column<ReceivablesRow>[] = [
  { key: 'broker', header: 'Broker', cell: nameCell },
  ...AGING_BUCKETS.map((b): Column<ReceivablesRow> => ({
    key: b,
    header: AGING_BUCKET_LABELS[b],
    cell: (r) => formatCents(r[b]),
    numeric: true,
    nowrap: true,
  })),
  { key: 'total', header: 'Total', cell: (r) => <strong>{formatCents(r.total_cents)}</strong>, numeric: true, nowrap: true },
];

/** A phone shows one card per broker, the total last. */
export const RECEIVABLES_CARDS = {
  title: nameCell,
  fields: RECEIVABLES_COLUMNS.slice(1).map((c) => [String(c.header), c.cell] as const),
  headingLevel: 3,
} as const;
