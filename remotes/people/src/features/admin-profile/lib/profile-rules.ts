import type { AdminProfileUpdate } from '@haulboard/shared/api/admin';
import type { AdminProfile } from '@haulboard/shared/contracts';

/** What the Profile form holds: the editable fields as typed ('' for none). */
export type ProfileFormValues = {
  first_name: string;
  last_name: string;
  gender: '' | 'Male' | 'Female';
  dob: string;
  address: string;
  phone_number: string;
};

export const GENDERS = ['Male', 'Female'] as const;

/** The avatar picker takes the images the server stores (its image rule: jpg, png, gif, webp up to 10 MB). */
export const AVATAR_TYPES = ['jpg', 'png', 'gif', 'webp'] as const;
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** The server's own words for a file that is not an image. */
export const AVATAR_TYPE_ERROR = 'Invalid image type.';

/** The spec's messages (part 2 section 8); each failure ends with the reason. */
export const ProfileMessages = {
  fetchFailed: (reason: string) => `Error fetching user data: ${reason}`,
  updateFailed: (reason: string) => `Error updating user data: ${reason}`,
  emailFailed: (reason: string) => `Error updating email: ${reason}`,
  passwordFailed: (reason: string) => `Error updating password: ${reason}`,
  updated: 'Profile updated successfully!',
  emailUpdated: 'Email updated successfully!',
  passwordUpdated: 'Password updated successfully!',
} as const;

/** The form's values for a profile: what Cancel restores. */
export const formValuesOf = (p: AdminProfile): ProfileFormValues => ({
  first_name: p.first_name,
  last_name: p.last_name,
  gender: p.gender ?? '',
  dob: p.dob ?? '',
  address: p.address ?? '',
  phone_number: p.phone_number ?? '',
});

/**
 * The multipart body of a save with a new avatar: the image under `avatar` and the profile's
 * fields, e-mail included, as the spec's client sends them ('' clears a field).
 */
export function avatarFormData(values: AdminProfileUpdate, email: string, avatar: File): FormData {
  const form = new FormData();
  for (const name of ['first_name', 'last_name', 'gender', 'dob', 'address', 'phone_number'] as const) form.append(name, values[name] ?? '');
  form.append('email', email);
  // The version the edit started from (issue 29), before the file: fields read after it are too late.
  if (values.version !== undefined) form.append('version', String(values.version));
  form.append('avatar', avatar);
  return form;
}

/** The initials shown while there is no avatar. */
export const initialsOf = (p: Pick<AdminProfile, 'first_name' | 'last_name'>) =>
  `${p.first_name.trim().charAt(0)}${p.last_name.trim().charAt(0)}`.toUpperCase() || '?';
