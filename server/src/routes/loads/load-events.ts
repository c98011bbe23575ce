import type { AuditEvent, AuditSubject } from '../../domain/audit-trail';
import { changedFields, filledFields } from '../../domain/audit-trail';
import { toLoadFields } from './answers';
import type { LoadRow } from './repository';

/** The load an event is about: its number (the id) and its name then. */
export const loadSubject = (row: Pick<LoadRow, 'id' | 'loadname'>): AuditSubject => ({ type: 'load', id: row.id, label: row.loadname });

export const loadCreated = (row: LoadRow): AuditEvent => ({ kind: 'load.created', subject: loadSubject(row), after: filledFields(toLoadFields(row)) });
export const loadDeleted = (row: LoadRow): AuditEvent => ({ kind: 'load.deleted', subject: loadSubject(row), before: filledFields(toLoadFields(row)) });
export const loadRestored = (row: LoadRow): AuditEvent => ({ kind: 'load.restored', subject: loadSubject(row), after: filledFields(toLoadFields(row)) });

/**
 * The events of one load's change, from the load as it was and as it is, each kind holding its
 * own fields: the driver (with the status that moves with it) is `load.assigned`, `reassigned` or
 * `unassigned`; a delivery `load.delivered`; the payment `load.payment_changed` (the activity
 * screen's "who changed a payment"); anything else `load.updated`. Nothing changed: no event.
 */
export function loadChanged(before: LoadRow, after: LoadRow): AuditEvent[] {
  const diff = changedFields(toLoadFields(before), toLoadFields(after));
  if (!diff) return [];
  const subject = loadSubject(after);
  const events: AuditEvent[] = [];
  const take = (names: string[]) => {
    const present = names.filter((n) => n in diff.after);
    const part = { before: Object.fromEntries(present.map((n) => [n, diff.before[n]])), after: Object.fromEntries(present.map((n) => [n, diff.after[n]])) };
    for (const n of present) {
      delete diff.before[n];
      delete diff.after[n];
    }
    return present.length ? part : null;
  };
  const driver = 'driver' in diff.after ? take(['driver', 'status']) : null;
  if (driver) {
    const kind = driver.before.driver === null ? 'load.assigned' : driver.after.driver === null ? 'load.unassigned' : 'load.reassigned';
    events.push({ kind, subject, ...driver });
  } else if (diff.after.status === 'delivered') {
    events.push({ kind: 'load.delivered', subject, ...take(['status'])! });
  } else if (diff.before.status === 'delivered') {
    events.push({ kind: 'load.delivery_undone', subject, ...take(['status'])! });
  }
  const payment = take(['payment']);
  if (payment) events.push({ kind: 'load.payment_changed', subject, ...payment });
  const rest = take(Object.keys(diff.after));
  if (rest) events.push({ kind: 'load.updated', subject, ...rest });
  return events;
}
