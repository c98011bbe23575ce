import { memo, useMemo } from 'react';
import { ChatToggle } from '@haulboard/shared/chat-dock';
import { useListState } from '@haulboard/shared/list-state';
import { resources, useListController } from '@haulboard/shared/resources';
import { ExportCsvButton, ListFooter, PageHeader, Panel, useLatestCallback } from '@haulboard/shared/ui';
import { ActivityFilters } from '../features/activity/components/activity-filters';
import { ActivityTable } from '../features/activity/components/activity-table';
import { useExportActivity } from '../features/activity/hooks/use-export-activity';
import { ACTIVITY_LIST_DEFAULTS, ActivityListSchema, filtersOf, pageQueryOf, type ActivityListValues } from '../features/activity/lib/activity-params';

const EVENT_NOUN = ['change', 'changes'] as const;
const MIN_WIDTH_0 = { minWidth: 0 } as const;
const PANEL_STYLE = { display: 'flex', flexDirection: 'column', gap: '1rem', minWidth: 0 } as const;

/** /admin/activity (issue 28): every recorded change of the company, newest first, filtered by who, what and when, with its CSV. */
export default function ActivityPage() {
  const list = useListState(ActivityListSchema, ACTIVITY_LIST_DEFAULTS);
  const { values, set, setPage } = list;
  const { mutate: exportNow, isPending: exporting } = useExportActivity();
  const onExport = useLatestCallback(() => exportNow(filtersOf(values)));
  const header = useMemo(
    () => <PageHeader title="Activity" actions={<ExportCsvButton exporting={exporting} onExport={onExport} />} chat={<ChatToggle />} />,
    [exporting, onExport],
  );
  return (
    <div style={MIN_WIDTH_0}>
      {header}
      <Panel style={PANEL_STYLE}>
        <ActivityFilters actor={values.actor} kind={values.kind} from={values.from} to={values.to} onChange={set} />
        <ActivityResults values={values} setPage={setPage} />
      </Panel>
    </div>
  );
}

/** The rows, the count line and the pages: the part that follows the query. */
const ActivityResults = memo(function ActivityResults({ values, setPage }: { values: ActivityListValues; setPage: (page: number) => void }) {
  const list = useListController(resources.activity, { query: pageQueryOf(values), page: values.page, setPage });
  return (
    <>
      <ActivityTable rows={list.rows} loading={list.loading} refreshing={list.refreshing} error={list.error} onRetry={list.retry} />
      <ListFooter count={list.count} page={values.page} pageSize={list.pageSize} noun={EVENT_NOUN} onPageChange={setPage} />
    </>
  );
});
