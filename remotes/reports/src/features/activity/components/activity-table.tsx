import { memo } from 'react';
import { describeActivity } from '@haulboard/shared/api/admin';
import type { ActivityEvent } from '@haulboard/shared/contracts';
import { formatEventTime } from '@haulboard/shared/format';
import { DataTable, type Column, type TableCards } from '@haulboard/shared/ui';

const when = (e: ActivityEvent) => <time dateTime={e.occurred_at}>{formatEventTime(e.occurred_at)}</time>;
/** What happened, naming the subject: "changed payment from Unpaid to Paid on load 472 (Steel coils)". */
const what = (e: ActivityEvent) => describeActivity(e, { withSubject: true });

/** When, who, what; where from (the client's address) when chosen. Newest first, as the server sends them. */
const COLUMNS: Column<ActivityEvent>[] = [
  { key: 'when', header: 'When', cell: when, nowrap: true, width: '10rem' },
  { key: 'who', header: 'Who', cell: (e) => e.actor.name, width: '11rem' },
  { key: 'what', header: 'What', cell: what },
  { key: 'ip', header: 'From (IP)', cell: (e) => e.actor.ip ?? 'Unknown', nowrap: true, optional: 'hidden' },
];

/** A phone: one card an event, the whole sentence as its title, the time under it. */
const CARDS: TableCards<ActivityEvent> = {
  title: (e) => `${e.actor.name} ${what(e)}`,
  headingLevel: 2,
  fields: [['When', when]],
};

type Props = { rows: readonly ActivityEvent[] | undefined; loading: boolean; refreshing: boolean; error: string | null; onRetry: () => void };

export const ActivityTable = memo(function ActivityTable({ rows, loading, refreshing, error, onRetry }: Props) {
  return (
    <DataTable<ActivityEvent>
      columns={COLUMNS}
      rows={rows}
      rowKey={(e) => e.id}
      caption="Activity"
      loading={loading}
      loadingLabel="Loading activity..."
      error={error}
      onRetry={onRetry}
      emptyText="No activity found"
      refreshing={refreshing}
      columnsKey="activity"
      cards={CARDS}
    />
  );
});
