import { memo, useCallback, useMemo } from 'react';
import type { HoursPeriod } from '@haulboard/shared/contracts';
import { ChatToggle } from '@haulboard/shared/federation';
import { useListState } from '@haulboard/shared/list-state';
import { ErrorState, ExportCsvButton, ListFooter, ListToolbar, PageHeader, Panel, Stack, Text, useLatestCallback } from '@haulboard/shared/ui';
import { hoursErrorText, useDriverHoursPage } from '../features/check-in-out/api/driver-hours-page';
import { useExportDriverHours } from '../features/check-in-out/api/export-driver-hours';
import { HoursTable } from '../features/check-in-out/components/hours-table';
import { HOURS_LIST_DEFAULTS, HOURS_PAGE_SIZE, HoursListSchema, PERIODS, type HoursListValues } from '../features/check-in-out/lib/hours-params';
import { periodLabel } from '../features/check-in-out/lib/period-range';

/** /admin/check-in-out: spec part 2 "Check In/Out", with a working period selector and a CSV export for payroll. */
export default function CheckInOutPage() {
  const list = useListState(HoursListSchema, HOURS_LIST_DEFAULTS);
  const { values, setPage, set } = list;
  const { mutate: exportHours, isPending: exporting } = useExportDriverHours();
  // The header does not follow the page or the search: it redraws only when an export starts or ends.
  const exportNow = useLatestCallback(() => exportHours(values));
  const header = useMemo(
    () => <PageHeader title="Check In/Out" actions={<ExportCsvButton exporting={exporting} onExport={exportNow} />} chat={<ChatToggle />} />,
    [exportNow, exporting],
  );
  const selects = useMemo(
    () => [{ label: 'Period', value: values.period, options: PERIODS, onChange: (period: HoursPeriod) => set({ period }) }],
    [values.period, set],
  );
  const periodName = PERIODS.find((p) => p.value === values.period)!.label;

  return (
    <Stack gap="0" minW="0">
      {header}
      <Panel>
        <ListToolbar
          searchLabel="Search drivers"
          searchPlaceholder="Search by name, phone or e-mail"
          searchInput={list.searchInput}
          onSearch={list.setSearch}
          selects={selects}
        />
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="period-range">
          {periodName} hours: {periodLabel(values.period)}
        </Text>
        <HoursResults values={values} setPage={setPage} />
      </Panel>
    </Stack>
  );
}

const DRIVER_NOUN = ['driver', 'drivers'] as const;

/** The data part alone follows the query, so rows arriving do not redraw the header and filters. */
const HoursResults = memo(function HoursResults({ values, setPage }: { values: HoursListValues; setPage: (page: number) => void }) {
  const query = useDriverHoursPage(values);
  const count = query.data?.count ?? 0;
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  // After Try Again the query stays in error until it succeeds: show it loading meanwhile.
  if (query.isError && !query.isFetching) return <ErrorState title={hoursErrorText(query.error)} onRetry={retry} retryLabel="Try Again" />;
  return (
    <Stack gap="3" minW="0">
      <HoursTable records={query.data?.results} loading={query.isPending || query.isError} refreshing={query.isPlaceholderData} />
      <ListFooter count={count} page={values.page} pageSize={HOURS_PAGE_SIZE} noun={DRIVER_NOUN} onPageChange={setPage} />
    </Stack>
  );
});
