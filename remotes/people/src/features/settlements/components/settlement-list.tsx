import { memo, useState } from 'react';
import type { Settlement } from '@haulboard/shared/api/admin';
import { formatIsoDay } from '@haulboard/shared/format';
import { resources, useListController } from '@haulboard/shared/resources';
import { ConfirmDialog, DateInput, ErrorState, Field, ListFooter, Stack, Text } from '@haulboard/shared/ui';
import { useSettlementActions } from '../hooks/use-settlement-actions';
import { pageQueryOf, type SettlementListValues } from '../lib/settlement-params';
import { periodText, totalText } from '../lib/settlement-texts';
import { SettlementsTable } from './settlements-table';

const SETTLEMENT_NOUN = ['settlement', 'settlements'] as const;

type Props = {
  values: Pick<SettlementListValues, 'page' | 'driver' | 'status' | 'from' | 'to'>;
  setPage: (page: number) => void;
  /** The Driver column (the Settlements screen); a driver's profile leaves it out. */
  withDriver: boolean;
};

/**
 * A page of settlements from the server (`settlements/`, the filters in `values`) with its count
 * and pages, Settle (a paid date, confirmed), Statement (the PDF) and Delete (a draft, confirmed).
 */
export const SettlementList = memo(function SettlementList({ values, setPage, withDriver }: Props) {
  const list = useListController(resources.settlements, { query: pageQueryOf(values), page: values.page, setPage });
  const actions = useSettlementActions();
  const [settling, setSettling] = useState<Settlement | null>(null);
  const [deleting, setDeleting] = useState<Settlement | null>(null);
  const [paidOn, setPaidOn] = useState('');
  const today = formatIsoDay(new Date());

  if (list.error) return <ErrorState title={list.error} onRetry={list.retry} retryLabel={list.retryLabel} />;
  return (
    <Stack gap="3" minW="0">
      <SettlementsTable
        rows={list.rows}
        loading={list.loading}
        refreshing={list.refreshing}
        withDriver={withDriver}
        onSettle={(s) => {
          setPaidOn(today);
          setSettling(s);
        }}
        onDelete={setDeleting}
        onDownload={(s) => actions.download.mutate(s)}
        downloading={actions.download.isPending ? (actions.download.variables?.id ?? null) : null}
      />
      <ListFooter count={list.count} page={values.page} pageSize={list.pageSize} noun={SETTLEMENT_NOUN} onPageChange={setPage} />
      <ConfirmDialog
        open={settling !== null}
        title={settling ? `Settle settlement ${settling.id}?` : ''}
        confirmLabel="Mark settled"
        busy={actions.settle.isPending}
        form={{
          busyLabel: 'Saving...',
          submitDisabled: paidOn === '' || paidOn > today,
          onSubmit: (event) => {
            event.preventDefault();
            if (settling) actions.settle.mutate({ settlement: settling, paidOn }, { onSuccess: () => setSettling(null) });
          },
        }}
        onConfirm={() => undefined}
        onClose={() => setSettling(null)}
      >
        {settling ? (
          <Stack gap="3">
            <Text>
              {`${settling.driver.name} is paid ${totalText(settling)} for ${settling.load_count} ${settling.load_count === 1 ? 'load' : 'loads'} delivered ${periodText(settling)}. `}
              Once settled, the settlement and its loads cannot be changed or deleted.
            </Text>
            <Field.Root required>
              <Field.Label>Paid on</Field.Label>
              <DateInput value={paidOn} max={today} onChange={(e) => setPaidOn(e.currentTarget.value)} />
            </Field.Root>
          </Stack>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete draft settlement?"
        confirmLabel="Delete"
        busy={actions.remove.isPending}
        busyLabel="Deleting..."
        onConfirm={() => deleting && actions.remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      >
        {deleting ? (
          <Text>{`Settlement ${deleting.id} of ${deleting.driver.name} (${periodText(deleting)}, ${totalText(deleting)}) is deleted, and its ${deleting.load_count === 1 ? 'load goes' : `${deleting.load_count} loads go`} back to be settled.`}</Text>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
});
