import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  AdminProfileListSchema,
  AdminProfileSchema,
  ApiPaths,
  apiRoute,
  MessageResponseSchema,
  UpdateAdminProfileSchema,
  UpdatePasswordSchema,
  type AdminProfile,
} from '@haulboard/shared/contracts';
import { badRequest, conflict, unauthorized } from '../../lib/http-errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { revokeUserSessions } from '../../lib/tokens';
import { UploadRules } from '../../media/sniff';
import { readMultipart, removeMediaFiles, storeFile, type UploadedFile } from '../../media/storage';
import { getAdmin, getPasswordHash, loginTakenByOther, replacePasswordHash, updateAdmin, type AdminChanges, type AdminRow } from './repository';

const LOGIN_TAKEN = 'A user with this email already exists.';
type ProfileUpdate = z.infer<typeof UpdateAdminProfileSchema>;

// Zod's generic wording gets the field name in front; messages written for people stand alone.
const GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)/;

/** Multipart fields are validated in the handler (a route body schema cannot see them). */
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

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, media } = app.deps;

  const toProfile = (r: AdminRow): AdminProfile => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    email: r.email,
    gender: r.gender,
    dob: r.dob,
    address: r.address,
    phone_number: r.phone_number,
    username: r.username,
    profile: media.url(r.avatar),
  });

  // The spec's client reads the profile as item 0 of an array.
  app.get(apiRoute(ApiPaths.admin), { schema: { response: { 200: AdminProfileListSchema } } }, async (request) => {
    const row = await getAdmin(db, request.session.id);
    if (!row) throw unauthorized('Token is invalid or expired.');
    return [toProfile(row)];
  });

  app.put(apiRoute(ApiPaths.admin), { schema: { body: UpdateAdminProfileSchema.nullish(), response: { 200: AdminProfileSchema } } }, async (request) => {
    const id = request.session.id;
    let update: ProfileUpdate;
    let avatar: UploadedFile | undefined;
    if (request.isMultipart()) {
      const body = await readMultipart(request, { avatar: UploadRules.image }, 'Invalid image type.');
      update = parseProfileFields(body.fields);
      avatar = body.files.avatar;
    } else {
      update = request.body ?? {};
    }
    const changes = toChanges(update);
    // Checked before the image is stored, so a refused change leaves no file behind.
    if (changes.email && (await loginTakenByOther(db, changes.email, id))) throw conflict(LOGIN_TAKEN);
    const previousAvatar = avatar ? (await getAdmin(db, id))?.avatar : null;
    if (avatar) changes.avatar = await storeFile(db, app.deps.mediaDir, avatar, id);
    const row = await updateAdmin(db, id, changes);
    if (row === 'taken' || !row) {
      await removeMediaFiles(db, app.deps.mediaDir, [changes.avatar]);
      if (row === 'taken') throw conflict(LOGIN_TAKEN);
      throw unauthorized('Token is invalid or expired.');
    }
    // The replaced picture goes, and with it every link to it.
    if (avatar) await removeMediaFiles(db, app.deps.mediaDir, [previousAvatar]);
    return toProfile(row);
  });

  app.post(apiRoute(ApiPaths.adminUpdatePassword), { schema: { body: UpdatePasswordSchema, response: { 200: MessageResponseSchema } } }, async (request) => {
    const { id, familyId } = request.session;
    const { old_password, new_password } = request.body;
    const current = await getPasswordHash(db, id);
    if (!current || !(await verifyPassword(current, old_password))) throw badRequest('Current password is incorrect.');
    if (!(await replacePasswordHash(db, id, current, await hashPassword(new_password)))) {
      // Someone changed it between our check and our write: the old password no longer holds.
      throw badRequest('Current password is incorrect.');
    }
    // Other devices must sign in again with the new password; this session stays.
    await revokeUserSessions(db, id, familyId);
    return { message: 'Password updated successfully.' };
  });
}
