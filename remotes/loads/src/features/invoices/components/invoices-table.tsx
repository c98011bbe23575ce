import { memo, useCallback, useMemo } from 'react';
import { invoiceNumberText, type Invoice } from '@haulboard/shared/api/admin';
import { formatCents, formatShortDate } from '@haulboard/shared/format';
import { useFreshIds } from '@haulboard/shared/live';
import { DataTable, StatusBadge, type Column } from '@haulboard/shared/ui';
import { InvoiceMessages, invoiceName, isOverdue, statusText, statusTone } from '../lib/invoice-texts';

export type InvoiceRowActions = {
  onDownload: (i: Invoice) => void;
  onEmail: (i: Invoice) => void;
  onPay: (i: Invoice) => void;
  onVoid: (i: Invoice) => void;
  /** The invoice whose PDF is downloading, or being e-mailed. */
  busy: number | null;
};

type Props = InvoiceRowActions & {
  rows: readonly Invoice[] | undefined;
  loading: boolean;
  refreshing: boolean;
  /** The company's day the Overdue marks are judged on. */
  today: string;
};

/** A page of invoices with Download PDF, E-mail, Record payment and Void on each (the last two on open ones); cards on a phone. */
export const InvoicesTable = memo(function InvoicesTable({ rows, loading, refreshing, today, onDownload, onEmail, onPay, onVoid, busy }: Props) {
  const columns = useMemo<Column<Invoice>[]>(
    () => [
      { key: 'number', header: 'Number', cell: (i) => <strong>{invoiceNumberText(i.number)}</strong>, nowrap: true },
      { key: 'broker', header: 'Broker', cell: (i) => i.broker.name },
      { key: 'issue', header: 'Issue date', cell: (i) => formatShortDate(i.issue_date), nowrap: true },
      {
        key: 'due',
        header: 'Due date',
        // The mark is in words too, not colour alone.
        cell: (i) => (isOverdue(i, today) ? <strong>{`${formatShortDate(i.due_date)} (overdue)`}</strong> : formatShortDate(i.due_date)),
        nowrap: true,
      },
      { key: 'amount', header: 'Amount', cell: (i) => formatCents(i.total_cents), numeric: true, nowrap: true },
      {
        key: 'status',
        header: 'Status',
        cell: (i) => <StatusBadge status={i.status} label={statusText(i, today)} tone={statusTone(i, today)} />,
        nowrap: true,
      },
    ],
    [today],
  );
  const cards = useMemo(() => ({ title: (i: Invoice) => `${invoiceNumberText(i.number)} · ${i.broker.name}`, headingLevel: 2 }) as const, []);
  const rowActions = useCallback(
    (i: Invoice) => {
      const name = invoiceName(i);
      // Plain elements styled by the table's `data-row-action` rules (shared/ui/kit-css.ts), as every list's row actions are.
      return (
        <>
          {i.status === 'open' ? (
            <button type="button" data-row-action="solid" aria-label={`Record payment of ${name}`} onClick={() => onPay(i)}>
              Record payment
            </button>
          ) : null}
          <button type="button" data-row-action="outline" aria-label={`Download PDF of ${name}`} disabled={busy === i.id} onClick={() => onDownload(i)}>
            PDF
          </button>
          {i.status !== 'void' ? (
            <button type="button" data-row-action="outline" aria-label={`E-mail ${name} to the broker`} disabled={busy === i.id} onClick={() => onEmail(i)}>
              E-mail
            </button>
          ) : null}
          {i.status === 'open' ? (
            <button type="button" data-row-action="danger" aria-label={`Void ${name}`} onClick={() => onVoid(i)}>
              Void
            </button>
          ) : null}
        </>
      );
    },
    [onPay, onDownload, onEmail, onVoid, busy],
  );
  const fresh = useFreshIds('invoice');
  return (
    <DataTable<Invoice>
      columns={columns}
      rows={rows}
      rowKey={(i) => i.id}
      caption="Invoices"
      loading={loading}
      loadingLabel={InvoiceMessages.loading}
      emptyText={InvoiceMessages.empty}
      refreshing={refreshing}
      rowActions={rowActions}
      cards={cards}
      freshKeys={fresh}
    />
  );
});
