import { memo, useMemo } from 'react';
import type { HoursPeriod } from '@haulboard/shared/contracts';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { useListState } from '@haulboard/shared/list-state';
import { resources, useListController } from '@haulboard/shared/resources';
import { ErrorState, ExportCsvButton, ListFooter, ListToolbar, PageHeader, Panel, Stack, Text, useLatestCallback } from '@haulboard/shared/ui';
import { useExportDriverHours } from '../features/check-in-out/api/export-driver-hours';
import { HoursTable } from '../features/check-in-out/components/hours-table';
import { HOURS_LIST_DEFAULTS, HoursListSchema, pageQueryOf, PERIODS, type HoursListValues } from '../features/check-in-out/lib/hours-params';
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
  const list = useListController(resources.driverHours, { query: pageQueryOf(values), page: values.page, setPage });
  if (list.error) return <ErrorState title={list.error} onRetry={list.retry} retryLabel={list.retryLabel} />;
  return (
    <Stack gap="3" minW="0">
      <HoursTable records={list.rows} loading={list.loading} refreshing={list.refreshing} />
      <ListFooter count={list.count} page={values.page} pageSize={list.pageSize} noun={DRIVER_NOUN} onPageChange={setPage} />
    </Stack>
  );
});
