import { useId } from 'react';
import type { ActivitySubjectType } from '@haulboard/shared/contracts';
import { ActivityTimeline } from '@haulboard/shared/resources';
import { Heading, Stack } from '@haulboard/shared/ui';

/**
 * A truck's or a trailer's History (issue 28) under the fields of its details dialog: the dialogs
 * have no tabs, and the few fields leave room. Scrolls with the dialog's body.
 */
export function HistorySection({ type, id }: { type: Extract<ActivitySubjectType, 'truck' | 'trailer'>; id: number }) {
  const heading = useId();
  return (
    <Stack as="section" aria-labelledby={heading} gap="1">
      <Heading as="h3" size="md" id={heading}>
        History
      </Heading>
      <ActivityTimeline subject={{ type, id }} />
    </Stack>
  );
}
