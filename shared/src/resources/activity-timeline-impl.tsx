import { useState } from 'react';
import { formatEventTime } from '@haulboard/shared/format';
import { Box, EmptyState, ErrorState, ListFooter, LoadingState, Text } from '@haulboard/shared/ui';
import { ACTIVITY_SUBJECT_LABELS, describeActivity } from '../contracts/activity-kinds';
import type { ActivityTimelineProps } from './activity-timeline';
import * as resources from './resources';
import { useListController } from './use-list-controller';

const CHANGE_NOUN = ['change', 'changes'] as const;

export default function ActivityTimeline({ subject }: ActivityTimelineProps) {
  const [page, setPage] = useState(1);
  const list = useListController(resources.activity, {
    query: { subject_type: subject.type, subject_id: subject.id, page },
    page,
    setPage,
  });
  const noun = ACTIVITY_SUBJECT_LABELS[subject.type].toLowerCase();

  if (list.error) return <ErrorState title={list.error} onRetry={list.retry} retryLabel={list.retryLabel} />;
  if (list.loading || !list.rows) return <LoadingState label="Loading history..." />;
  if (list.rows.length === 0) return <EmptyState title="No history yet" description={`Changes to this ${noun} will show here.`} />;
  return (
    <Box display="flex" flexDirection="column" gap="3" minW="0">
      <Box as="ol" aria-label="History" aria-busy={list.refreshing} listStyleType="none" m="0" p="0" opacity={list.refreshing ? 0.6 : 1}>
        {list.rows.map((event) => (
          <Box as="li" key={event.id} py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
            <Text overflowWrap="anywhere">
              <Text as="span" fontWeight="semibold">
                {event.actor.name}
              </Text>{' '}
              {describeActivity(event)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <time dateTime={event.occurred_at}>{formatEventTime(event.occurred_at)}</time>
            </Text>
          </Box>
        ))}
      </Box>
      <ListFooter count={list.count} page={page} pageSize={list.pageSize} noun={CHANGE_NOUN} onPageChange={setPage} />
    </Box>
  );
}
