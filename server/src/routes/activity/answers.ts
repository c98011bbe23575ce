import type { ActivityEvent } from '@haulboard/shared/contracts';
import type { EventRow } from './repository';

/** A stored event as the contract answers it. */
export function toActivityEvent(row: EventRow): ActivityEvent {
  return {
    id: row.id,
    occurred_at: row.occurred_at,
    actor: { id: row.actor_id, name: row.actor_name, ip: row.actor_ip },
    kind: row.kind as ActivityEvent['kind'],
    subject: { type: row.subject_type as ActivityEvent['subject']['type'], id: row.subject_id, label: row.subject_label },
    before: row.before,
    after: row.after,
  };
}
