import { memo, useCallback, useState } from 'react';
import { INVOICE_VOID_REASON_MAX, type Invoice } from '@haulboard/shared/api/admin';
import { formatIsoDay } from '@haulboard/shared/format';
import { resources, useListController } from '@haulboard/shared/resources';
import { ConfirmDialog, DateInput, ErrorState, Field, ListFooter, Stack, Text } from '@haulboard/shared/ui';
import { Textarea } from '@haulboard/shared/ui-parts';
import { useInvoiceActions } from '../hooks/use-invoice-actions';
import { pageQueryOf, type InvoiceListValues } from '../lib/invoice-params';
import { invoiceName } from '../lib/invoice-texts';
import { InvoicesTable } from './invoices-table';

const INVOICE_NOUN = ['invoice', 'invoices'] as const;

type Props = { values: InvoiceListValues; setPage: (page: number) => void };

/**
 * A page of invoices from the server (`invoices/`, the filters in `values`) with its count and
 * pages; Download PDF, E-mail, Record payment (a paid date) and Void (a reason, confirmed) on each.
 */
export const InvoiceList = memo(function InvoiceList({ values, setPage }: Props) {
  const list = useListController(resources.invoices, { query: pageQueryOf(values), page: values.page, setPage });
  const actions = useInvoiceActions();
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const [paidOn, setPaidOn] = useState('');
  const [reason, setReason] = useState('');
  const today = formatIsoDay(new Date());
  const onPay = useCallback(
    (i: Invoice) => {
      setPaidOn(today);
      setPaying(i);
    },
    [today],
  );
  const onVoid = useCallback((i: Invoice) => {
    setReason('');
    setVoiding(i);
  }, []);
  const { download, email } = actions;
  const onDownload = useCallback((i: Invoice) => download.mutate(i), [download]);
  const onEmail = useCallback((i: Invoice) => email.mutate(i), [email]);
  const busy = download.isPending ? (download.variables?.id ?? null) : email.isPending ? (email.variables?.id ?? null) : null;

  if (list.error) return <ErrorState title={list.error} onRetry={list.retry} retryLabel={list.retryLabel} />;
  return (
    <Stack gap="3" minW="0">
      <InvoicesTable
        rows={list.rows}
        loading={list.loading}
        refreshing={list.refreshing}
        today={today}
        onPay={onPay}
        onVoid={onVoid}
        onDownload={onDownload}
        onEmail={onEmail}
        busy={busy}
      />
      <ListFooter count={list.count} page={values.page} pageSize={list.pageSize} noun={INVOICE_NOUN} onPageChange={setPage} />
      <ConfirmDialog
        open={paying !== null}
        title="Record payment"
        confirmLabel="Mark paid"
        busy={actions.pay.isPending}
        form={{
          busyLabel: 'Saving...',
          submitDisabled: paidOn === '' || paidOn > today || (paying !== null && paidOn < paying.issue_date),
          onSubmit: (event) => {
            event.preventDefault();
            if (paying) actions.pay.mutate({ invoice: paying, paidOn }, { onSuccess: () => setPaying(null) });
          },
        }}
        onConfirm={() => undefined}
        onClose={() => setPaying(null)}
      >
        {paying ? (
          <Stack gap="3">
            <Text>{`${invoiceName(paying)} is paid, and its ${paying.load_count === 1 ? 'load is' : `${paying.load_count} loads are`} marked Paid.`}</Text>
            <Field.Root required>
              <Field.Label>Paid on</Field.Label>
              <DateInput value={paidOn} min={paying.issue_date} max={today} onChange={(e) => setPaidOn(e.currentTarget.value)} />
            </Field.Root>
          </Stack>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={voiding !== null}
        title="Void invoice?"
        confirmLabel="Void invoice"
        busy={actions.voidOne.isPending}
        form={{
          busyLabel: 'Voiding...',
          submitDisabled: reason.trim() === '',
          onSubmit: (event) => {
            event.preventDefault();
            if (voiding && reason.trim()) actions.voidOne.mutate({ invoice: voiding, reason: reason.trim() }, { onSuccess: () => setVoiding(null) });
          },
        }}
        onConfirm={() => undefined}
        onClose={() => setVoiding(null)}
      >
        {voiding ? (
          <Stack gap="3">
            <Text>{`${invoiceName(voiding)} is voided and its loads can be invoiced again. This cannot be undone: the invoice stays, marked Void, with the reason.`}</Text>
            <Field.Root required>
              <Field.Label>Reason</Field.Label>
              <Textarea value={reason} maxLength={INVOICE_VOID_REASON_MAX} rows={3} onChange={(e) => setReason(e.currentTarget.value)} />
            </Field.Root>
          </Stack>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
});
