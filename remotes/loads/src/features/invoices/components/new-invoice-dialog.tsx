import { useMemo, useState } from 'react';
import type { InvoiceLoad } from '@haulboard/shared/api/admin';
import type { InvoiceGrouping } from '@haulboard/shared/contracts';
import { resources, useRecord } from '@haulboard/shared/resources';
import { ConfirmDialog, Field, Stack, Text } from '@haulboard/shared/ui';
import { LoadsToInclude } from '@haulboard/shared/ui-fields';
import { NativeSelect } from '@haulboard/shared/ui-parts';
import { useInvoiceActions } from '../hooks/use-invoice-actions';
import { InvoiceMessages } from '../lib/invoice-texts';
import { BrokerIdPicker } from './broker-filter';

const AMOUNT = { header: 'Amount', cents: (l: InvoiceLoad) => l.amount_cents };

const GROUPINGS: readonly { value: InvoiceGrouping; label: string }[] = [
  { value: 'per_broker', label: 'One invoice for the broker' },
  { value: 'per_load', label: 'One invoice per load' },
];

type Props = { onClose: () => void };

/**
 * New invoice: a broker, its delivered, unpaid loads on no invoice (asked afresh for each broker),
 * each checked at first, the total of those checked, one invoice or one per load. Create names
 * exactly the loads checked, so one invoiced meanwhile by someone else is refused with the server's reason.
 */
export function NewInvoiceDialog({ onClose }: Props) {
  const [broker, setBroker] = useState<{ id: string; name: string } | null>(null);
  // The loads left out; every other load of the preview is checked (all of them at first).
  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(new Set());
  const [grouping, setGrouping] = useState<InvoiceGrouping>('per_broker');
  const preview = useRecord(resources.invoices.preview, broker ? Number(broker.id) : null);
  const { create } = useInvoiceActions();
  const loads = useMemo(() => preview.data?.loads ?? [], [preview.data]);
  const chosen = loads.filter((l) => !unchecked.has(l.id));
  const total = chosen.reduce((sum, l) => sum + l.amount_cents, 0);
  const ready = broker !== null && preview.data !== undefined && !preview.isFetching && chosen.length > 0;
  const selection = {
    selected: new Set(chosen.map((l) => l.id)),
    onChange: (next: Set<string | number>) => setUnchecked(new Set(loads.filter((l) => !next.has(l.id)).map((l) => l.id))),
    rowLabel: (l: InvoiceLoad) => `Invoice load ${l.id} ${l.loadname}`,
    allLabel: 'Invoice every load',
  };

  return (
    <ConfirmDialog
      open
      title="New invoice"
      confirmLabel="Create"
      busy={create.isPending}
      form={{
        size: 'xl',
        busyLabel: 'Creating...',
        submitDisabled: !ready,
        onSubmit: (event) => {
          event.preventDefault();
          if (!ready) return;
          create.mutate(
            { broker: Number(broker.id), load_ids: chosen.map((l) => l.id), grouping },
            { onSuccess: onClose, onError: () => void preview.refetch() },
          );
        },
      }}
      onConfirm={() => undefined}
      onClose={onClose}
    >
      <Stack gap="4">
        <BrokerIdPicker
          label="Broker"
          placeholder="Choose a broker"
          value={broker?.id ?? ''}
          name={broker?.name ?? null}
          onChange={(b) => {
            setBroker(b);
            setUnchecked(new Set());
          }}
        />
        {broker === null ? (
          <Text fontSize="sm" color="fg.muted">
            Choose a broker to see its delivered, unpaid loads that are on no invoice yet.
          </Text>
        ) : (
          <>
            <LoadsToInclude<InvoiceLoad>
              loads={preview.data?.loads}
              fetching={preview.isFetching}
              failed={preview.isError}
              failedText={InvoiceMessages.previewFailed}
              caption="Loads to invoice"
              emptyText="No delivered, unpaid loads of this broker are left to invoice"
              amount={AMOUNT}
              total={{ cents: total, count: chosen.length }}
              selection={selection}
            />
            <Field.Root>
              <Field.Label>Invoices</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={grouping} onChange={(e) => setGrouping(e.currentTarget.value as InvoiceGrouping)}>
                  {GROUPINGS.map((g) => (
                    <option key={g.value} value={g.value}>
                      {g.label}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </>
        )}
      </Stack>
    </ConfirmDialog>
  );
}
