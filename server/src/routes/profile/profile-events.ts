import type { ActivityFields } from '@haulboard/shared/contracts';
import { changedFields, type Actor, type AuditEvent, type AuditSubject } from '../../domain/audit-trail';
import type { AdminRow } from './repository';

/** The audit trail's events of an administrator's own profile. */

const profileSubject = (id: number, row: Pick<AdminRow, 'first_name' | 'last_name' | 'email'>): AuditSubject => ({
  type: 'profile',
  id,
  label: `${row.first_name} ${row.last_name}`.trim() || row.email,
});

/** The fields a profile save may change, the picture by its file name. */
const profileFields = (row: AdminRow, avatarName: string | null): ActivityFields => ({
  first_name: row.first_name,
  last_name: row.last_name,
  gender: row.gender,
  dob: row.dob,
  address: row.address,
  phone_number: row.phone_number,
  username: row.username,
  avatar: avatarName,
});

/**
 * A profile save: the sign-in e-mail on its own record (`profile.email_changed`, as the issue's
 * "who changed what" asks), the rest as `profile.updated`. `newAvatar` is the new picture's file
 * name when one was sent.
 */
export function profileChanged(before: AdminRow & { avatar_name: string | null }, after: AdminRow, newAvatar: string | null): AuditEvent[] {
  const subject = profileSubject(after.id, after);
  const events: AuditEvent[] = [];
  const own = changedFields(profileFields(before, before.avatar_name), profileFields(after, newAvatar ?? before.avatar_name));
  if (own) events.push({ kind: 'profile.updated', subject, ...own });
  if (before.email !== after.email) events.push({ kind: 'profile.email_changed', subject, before: { email: before.email }, after: { email: after.email } });
  return events;
}

/** That the password changed, never a value of it. */
export const passwordChanged = (actor: Actor): AuditEvent => ({
  kind: 'profile.password_changed',
  subject: { type: 'profile', id: actor.id, label: actor.name },
  before: null,
  after: null,
});
