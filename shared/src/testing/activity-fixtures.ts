import type { ActivityEvent } from '../contracts/activity';
import { activitySubjectOf, type ActivityKind } from '../contracts/activity-kinds';

/**
 * A recorded write as GET activity/ answers one: Alex Morgan marking load 472 paid, unless told
 * otherwise. The subject's type follows the kind unless given.
 */
export function anActivityEvent(over: Partial<ActivityEvent> & { kind?: ActivityKind } = {}): ActivityEvent {
  const kind = over.kind ?? 'load.payment_changed';
  return {
    id: 1,
    occurred_at: '2026-11-26T16:42:00.000Z',
    actor: { id: 1, name: 'Alex Morgan', ip: '203.0.113.7' },
    before: kind === 'load.payment_changed' ? { payment: 'Unpaid' } : null,
    after: kind === 'load.payment_changed' ? { payment: 'Paid' } : null,
    ...over,
    kind,
    subject: over.subject ?? { type: activitySubjectOf(kind), id: 472, label: 'Steel coils' },
  };
}
