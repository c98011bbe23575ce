import { useState } from 'react';
import type { ReceivablesRow } from '@haulboard/shared/api/admin';
import { formatIsoDay } from '@haulboard/shared/format';
import { resources, useRecord } from '@haulboard/shared/resources';
import { DataTable, DateInput, ExportCsvButton, Field, Flex } from '@haulboard/shared/ui';
import { useExportReceivables } from '../hooks/use-export-receivables';
import { RECEIVABLES_CARDS, RECEIVABLES_COLUMNS, rowsOf } from '../lib/receivables-rows';
import { ReceivablesFrame } from './receivables-frame';

const rowKey = (r: ReceivablesRow) => r.broker.id;

/**
 * Receivables (issue 30): what each broker owes on a day ("as of", today at first), its open
 * invoices' totals aged by days past due, the overall total last; Export CSV of the same day.
 */
export default function ReceivablesSection() {
  const today = formatIsoDay(new Date());
  const [asOf, setAsOf] = useState(today);
  // The last whole day asked: a half-typed or cleared field keeps the table of the day before.
  const [day, setDay] = useState(today);
  const receivables = useRecord(resources.invoices.receivables, day);
  const exporting = useExportReceivables();
  return (
    <ReceivablesFrame
      controls={
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Field.Root w="auto">
            <Field.Label>As of</Field.Label>
            <DateInput
              value={asOf}
              max={today}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setAsOf(next);
                if (/^\d{4}-\d{2}-\d{2}$/.test(next)) setDay(next);
              }}
            />
          </Field.Root>
          <ExportCsvButton exporting={exporting.isPending} onExport={() => exporting.mutate(day)} />
        </Flex>
      }
    >
      <DataTable<ReceivablesRow>
        columns={RECEIVABLES_COLUMNS}
        rows={receivables.data && receivables.data.brokers.length > 0 ? rowsOf(receivables.data) : receivables.data ? [] : undefined}
        rowKey={rowKey}
        caption="Receivables by broker"
        loading={receivables.isPending}
        loadingLabel="Loading receivables..."
        error={receivables.isError ? 'Failed to load receivables' : null}
        onRetry={() => void receivables.refetch()}
        emptyText="No broker owes anything on this day"
        refreshing={receivables.isFetching && !receivables.isPending}
        cards={RECEIVABLES_CARDS}
      />
    </ReceivablesFrame>
  );
}
