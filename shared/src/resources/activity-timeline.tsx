import { lazyPart } from '@haulboard/shared/ui';
import type { ActivitySubjectType } from '../contracts/activity-kinds';

export type ActivityTimelineProps = {
  /** Whose history: a load by its number, a person, a truck, a trailer, by their id. */
  subject: { type: ActivitySubjectType; id: number };
};

/**
 * A record's History (issue 28): its recorded changes newest first, each a sentence with who and
 * when ("Alex Morgan changed payment from Unpaid to Paid", "Nov 26, 10:42 AM"), paged on the
 * server with the kit's footer, and the lists' loading, empty and Try Again states. Its code (the
 * kinds' sentences among it) loads when a History tab is first opened. Marked pure: otherwise
 * the call keeps this module, and with it the activity definition, in areas that import no resource (the
 * dashboard's first load grew 1.4 KiB).
 */
export const ActivityTimeline = /*#__PURE__*/ lazyPart(() => import('./activity-timeline-impl'));
