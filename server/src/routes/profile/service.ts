import { UpdateAdminProfileSchema, UpdatePasswordSchema, type AdminProfile, z } from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../db/errors';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { endSessions } from '../../lib/tokens';
import { recordEvents, type Actor } from '../../domain/audit-trail';
import { refuseStaleEdit } from '../../domain/edit-conflict';
import { removeMediaFiles, storeFile, type UploadedFile } from '../../media/storage';
import { toProfile } from './answers';
import { passwordChanged, profileChanged } from './profile-events';
import { getAdmin, getPasswordHash, lockAdmin, loginTakenByOther, replacePasswordHash, updateAdmin, type AdminChanges, type AdminRow } from './repository';

const LOGIN_TAKEN = 'A user with this email already exists.';
const SESSION_GONE = 'Token is invalid or expired.';
const WRONG_PASSWORD = 'Current password is incorrect.';

export type ProfileUpdate = z.infer<typeof UpdateAdminProfileSchema>;
type PasswordChange = z.infer<typeof UpdatePasswordSchema>;
/** A profile change as it came: JSON (checked by the route's body schema) or multipart form fields (unchecked) with a new picture. */
export type ProfileForm = { update: ProfileUpdate } | { fields: Record<string, string>; avatar?: UploadedFile };

// Zod's generic wording gets the field name in front; messages written for people stand alone.
const GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** Multipart fields are checked here (a route body schema cannot see them). */
function parseProfileFields(fields: Record<string, string>): ProfileUpdate {
  const result = UpdateAdminProfileSchema.safeParse(fields);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue.path.map(String).join('.') || 'body';
  throw badRequest(GENERIC.test(issue.message) ? `${path}: ${issue.message}` : issue.message);
}

/** '' from a form means "cleared". */
const blankToNull = <T>(v: T | '' | null | undefined): T | null | undefined => (v === '' ? null : v);

function toChanges(u: ProfileUpdate): AdminChanges {
  return {
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    gender: blankToNull(u.gender),
    dob: blankToNull(u.dob),
    address: blankToNull(u.address),
    phone_number: blankToNull(u.phone_number),
    username: blankToNull(u.username),
  };
}

const PASSWORD_FOR_EMAIL = 'Enter your current password to change the e-mail.';

/** The administrator's own profile: reading and changing it, and changing their password. */
export function createProfileService({ db, media, store, mailer, config }: Pick<AppDeps, 'db' | 'media' | 'store' | 'mailer' | 'config'>) {
  /**
   * A new sign-in address takes the current password, like a new password: an access token alone
   * (a stolen one, a laptop left open) must not be enough to take the account over.
   */
  async function checkEmailChange(id: number, current: AdminRow, email: string | undefined, password: string | undefined): Promise<boolean> {
    if (!email || email.toLowerCase() === current.email.toLowerCase()) return false;
    if (!password) throw badRequest(PASSWORD_FOR_EMAIL);
    const hash = await getPasswordHash(db, id);
    if (!hash || !(await verifyPassword(hash, password))) throw badRequest(WRONG_PASSWORD);
    return true;
  }

  /** The old address hears of the change, so a takeover does not go unnoticed. */
  async function tellOldAddress(oldEmail: string, newEmail: string) {
    await mailer
      .send({
        to: oldEmail,
        subject: 'Your Haulboard sign-in e-mail was changed',
        text:
          `The e-mail you sign in to Haulboard with was changed from ${oldEmail} to ${newEmail}, and every other session was signed out.\n\n` +
          `If you did not do this, contact ${config.supportEmail} at once.\n`,
      })
      .catch(() => {});
  }

  async function getProfile(id: number): Promise<AdminProfile> {
    const row = await getAdmin(db, id);
    if (!row) throw unauthorized(SESSION_GONE);
    return toProfile(row, media);
  }

  async function updateProfile(id: number, form: ProfileForm, familyId: string, actor: Actor): Promise<AdminProfile> {
    const update = 'update' in form ? form.update : parseProfileFields(form.fields);
    const changes = toChanges(update);
    const avatar = 'update' in form ? undefined : form.avatar;
    const current = await getAdmin(db, id);
    if (!current) throw unauthorized(SESSION_GONE);
    const emailChanged = await checkEmailChange(id, current, changes.email, update.current_password);
    // Checked before the image is stored, so a refused change leaves no file behind.
    if (changes.email && (await loginTakenByOther(db, changes.email, id))) throw conflict(LOGIN_TAKEN);
    const previousAvatar = avatar ? current.avatar : null;
    if (avatar) changes.avatar = await storeFile(db, store, avatar, id);
    let row: AdminRow | null;
    try {
      row = await db.transaction(async (tx) => {
        const before = await lockAdmin(tx, id);
        if (before) await refuseStaleEdit(tx, { type: 'profile', id, noun: 'profile' }, before.version, update.version);
        const after = before && (await updateAdmin(tx, id, changes));
        if (before && after) await recordEvents(tx, actor, profileChanged(before, after, avatar ? avatar.filename : null));
        // As after a new password: this session stays, every other one (and its chat socket) ends with the change.
        if (after && emailChanged) await endSessions(tx, id, { keep: familyId });
        return after;
      });
    } catch (e) {
      // A refused change (a stale version, issue 29) keeps no new picture either.
      if (!isUniqueViolation(e)) {
        await removeMediaFiles(db, store, [changes.avatar]);
        throw e;
      }
      // A clash that slipped past the early check: the unique index refused it.
      await removeMediaFiles(db, store, [changes.avatar]);
      throw conflict(LOGIN_TAKEN);
    }
    if (!row) {
      await removeMediaFiles(db, store, [changes.avatar]);
      throw unauthorized(SESSION_GONE);
    }
    // The replaced picture goes, and with it every link to it.
    if (avatar) await removeMediaFiles(db, store, [previousAvatar]);
    if (emailChanged) await tellOldAddress(current.email, row.email);
    return toProfile(row, media);
  }

  /** Other devices must sign in again with the new password; the session `familyId` stays. */
  async function changePassword(id: number, familyId: string, { old_password, new_password }: PasswordChange, actor: Actor) {
    const current = await getPasswordHash(db, id);
    if (!current || !(await verifyPassword(current, old_password))) throw badRequest(WRONG_PASSWORD);
    const hash = await hashPassword(new_password);
    await db.transaction(async (tx) => {
      // Someone changed it between our check and our write: the old password no longer holds.
      if (!(await replacePasswordHash(tx, id, current, hash))) throw badRequest(WRONG_PASSWORD);
      await recordEvents(tx, actor, [passwordChanged(actor)]);
      await endSessions(tx, id, { keep: familyId });
    });
    return { message: 'Password updated successfully.' };
  }

  return { getProfile, updateProfile, changePassword };
}
