import { changedFields, filledFields, type AuditEvent, type AuditSubject } from '../../domain/audit-trail';
import type { LockedPerson } from './repository';

/** The audit trail's events of dispatchers and drivers, from the person as they were and as they are. */

export type PersonType = 'driver' | 'dispatcher';

/** A dispatcher or driver as an audit record names them: by their name at the time. */
export const personSubject = (type: PersonType, id: number, p: Pick<LockedPerson, 'first_name' | 'last_name'>): AuditSubject => ({
  type,
  id,
  label: `${p.first_name} ${p.last_name}`.trim(),
});

/** What a registration records: the fields it was given (never the password). */
export const personCreated = (type: PersonType, id: number, p: Pick<LockedPerson, 'first_name' | 'last_name' | 'email' | 'phone_number'>): AuditEvent => ({
  kind: `${type}.created`,
  subject: personSubject(type, id, p),
  after: filledFields({ first_name: p.first_name, last_name: p.last_name, email: p.email, phone_number: p.phone_number }),
});

type Details = Pick<LockedPerson, 'first_name' | 'last_name' | 'email' | 'phone_number' | 'location_branch' | 'address'>;

/** The details an edit may change, by their API names, as the audit trail records them. */
const detailFieldsOf = (p: Details) => ({
  first_name: p.first_name,
  last_name: p.last_name,
  email: p.email,
  phone_number: p.phone_number,
  location_branch: p.location_branch,
  address: p.address,
});

/** An edit of a person's details: only what changed, nothing when nothing did. */
export function personUpdated(type: PersonType, id: number, before: Details, after: Details): AuditEvent[] {
  const diff = changedFields(detailFieldsOf(before), detailFieldsOf(after));
  return diff ? [{ kind: `${type}.updated`, subject: personSubject(type, id, after), ...diff }] : [];
}
