import { useState } from 'react';
import { SETTLEMENT_MAX_DAYS, type SettlementLoad } from '@haulboard/shared/api/admin';
import { formatIsoDay } from '@haulboard/shared/format';
import { resources, useRecord } from '@haulboard/shared/resources';
import { Alert, ConfirmDialog, DateInput, Field, Flex, Stack, Text } from '@haulboard/shared/ui';
import { LoadsToInclude } from '@haulboard/shared/ui-fields';
import { useSettlementActions } from '../hooks/use-settlement-actions';
import { SettlementMessages } from '../lib/settlement-texts';

const DAY_MS = 86_400_000;
const daysIn = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** Last calendar month: what a monthly pay run settles, the dialog's first suggestion. */
function lastMonth(now = new Date()) {
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  return { from: formatIsoDay(first), to: formatIsoDay(last) };
}

/** Why a period cannot be previewed, or null. The server says the same; asking it first would only cost a call. */
function periodProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose the first and the last day of the period.';
  if (from > to) return 'The period cannot end before it starts.';
  if (daysIn(from, to) > SETTLEMENT_MAX_DAYS) return `A settlement covers at most ${SETTLEMENT_MAX_DAYS} days.`;
  return null;
}

const AMOUNT = { header: 'Driver fee', cents: (l: SettlementLoad) => l.driver_fee_cents };

type Props = { driver: { id: number; name: string }; open: boolean; onClose: () => void };

/**
 * New settlement: a period of days, the driver's delivered loads in it that no settlement holds
 * yet (asked afresh for each period), their fees and the total; Create holds exactly those loads
 * (`load_ids`), so one settled meanwhile by someone else is refused with the server's reason.
 */
export function NewSettlementDialog({ driver, open, onClose }: Props) {
  const [period, setPeriod] = useState(lastMonth);
  const problem = periodProblem(period.from, period.to);
  const preview = useRecord(resources.settlements.preview, open && !problem ? { driverId: driver.id, from: period.from, to: period.to } : null);
  const { create } = useSettlementActions();
  const loads = preview.data?.loads ?? [];
  const ready = !problem && preview.data !== undefined && !preview.isFetching && loads.length > 0;

  return (
    <ConfirmDialog
      open={open}
      title={`New settlement for ${driver.name}`}
      confirmLabel="Create settlement"
      busy={create.isPending}
      form={{
        size: 'xl',
        busyLabel: 'Creating...',
        submitDisabled: !ready,
        onSubmit: (event) => {
          event.preventDefault();
          if (!ready) return;
          create.mutate(
            { driver: driver.id, period_from: period.from, period_to: period.to, load_ids: loads.map((l) => l.id) },
            { onSuccess: onClose, onError: () => void preview.refetch() },
          );
        },
      }}
      onConfirm={() => undefined}
      onClose={onClose}
    >
      <Stack gap="4">
        <Flex gap="3" wrap="wrap">
          <Field.Root flex="1" minW="10rem" required>
            <Field.Label>From</Field.Label>
            <DateInput value={period.from} max={period.to || undefined} onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })} />
          </Field.Root>
          <Field.Root flex="1" minW="10rem" required>
            <Field.Label>To</Field.Label>
            <DateInput value={period.to} min={period.from || undefined} onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })} />
          </Field.Root>
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          Loads delivered on these days (the company&apos;s calendar) that are not in a settlement yet.
        </Text>
        {problem ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{problem}</Alert.Title>
          </Alert.Root>
        ) : (
          <LoadsToInclude<SettlementLoad>
            loads={preview.data?.loads}
            fetching={preview.isFetching}
            failed={preview.isError}
            failedText={SettlementMessages.previewFailed}
            caption="Loads to settle"
            emptyText="No delivered loads left to settle in this period"
            amount={AMOUNT}
            total={{ cents: preview.data?.total_cents ?? 0, count: loads.length }}
            totalTestId="settlement-preview-total"
          />
        )}
      </Stack>
    </ConfirmDialog>
  );
}
