import type { z } from 'zod';
import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { AdminProfile, UpdateAdminProfileSchema, UpdatePasswordSchema } from '../../contracts/people';
import { progressFetch, type UploadProgress } from './upload';

/** What PUT admin/ takes: only the fields sent change ('' clears gender, dob and the texts). */
export type AdminProfileUpdate = z.input<typeof UpdateAdminProfileSchema>;
export type AdminPasswordChange = z.output<typeof UpdatePasswordSchema>;

/**
 * The admin's own profile calls (reading it is `getAdminProfile` of `@haulboard/shared/api`:
 * the shell's sidebar reads it on every page).
 */
export const adminProfileApi = (http: Http) => ({
  /** PUT admin/ as JSON; answers the updated profile. */
  updateAdminProfile: (body: AdminProfileUpdate) => http<AdminProfile>(ApiPaths.admin, { method: 'PUT', body }),
  /**
   * PUT admin/ as multipart: `avatar` (the picked image) and the profile's fields, as the spec's
   * client sends it when a new image is picked. Reports progress from 0 to 1 as it goes out.
   */
  updateAdminProfileWithAvatar: (form: FormData, options: { onProgress?: UploadProgress; signal?: AbortSignal } = {}) =>
    http<AdminProfile>(ApiPaths.admin, {
      method: 'PUT',
      body: form,
      signal: options.signal,
      fetch: options.onProgress ? progressFetch(options.onProgress) : undefined,
    }),
  /** POST admin-update-password/. The server signs the admin's other sessions out; this one stays. */
  updateAdminPassword: (body: AdminPasswordChange) => http<{ message: string }>(ApiPaths.adminUpdatePassword, { method: 'POST', body }),
});

export const { updateAdminProfile, updateAdminProfileWithAvatar, updateAdminPassword } = adminProfileApi(api.http);
