import { useQueryClient } from '@tanstack/react-query';
import {
  queryKeys,
  updateAdminPassword,
  updateAdminProfile,
  updateAdminProfileWithAvatar,
  type AdminPasswordChange,
  type AdminProfileUpdate,
} from '@haulboard/shared/api/admin';
import type { AdminProfile } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { avatarFormData, ProfileMessages } from '../lib/profile-rules';

export type SaveProfile = {
  values: AdminProfileUpdate;
  /** The current e-mail, sent with a new avatar as the spec's multipart carries it. */
  email: string;
  avatar: File | null;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

const aborted = (error: Error, signal?: AbortSignal) => Boolean(signal?.aborted) || error.name === 'AbortError';

/**
 * The Profile screen's changes, with the spec's messages (part 2 section 8). A changed profile
 * refreshes the one admin query (the shell's sidebar shows the new name and e-mail) and says
 * so on the bus ('profile:changed').
 */
export function useProfileActions() {
  const client = useQueryClient();
  // The answer is the new profile: shown at once, before the refetch confirms it.
  const keep = (profile: AdminProfile) => client.setQueryData<AdminProfile[]>(queryKeys.adminProfile, [profile]);

  const save = useResourceMutation<AdminProfile, SaveProfile>(resources.adminProfile, {
    mutationFn: ({ values, email, avatar, onProgress, signal }) =>
      avatar ? updateAdminProfileWithAvatar(avatarFormData(values, email, avatar), { onProgress, signal }) : updateAdminProfile(values),
    success: ProfileMessages.updated,
    // A cancelled upload is the user's choice, not a failure.
    failure: (error, v) => (aborted(error, v.signal) ? '' : ProfileMessages.updateFailed(error.message)),
    onSuccess: keep,
  });

  const changeEmail = useResourceMutation<AdminProfile, { email: string; current_password: string }>(resources.adminProfile, {
    mutationFn: ({ email, current_password }) => updateAdminProfile({ email, current_password }),
    success: ProfileMessages.emailUpdated,
    failure: (error) => ProfileMessages.emailFailed(error.message),
    onSuccess: keep,
  });

  const changePassword = useAppMutation<unknown, AdminPasswordChange>({
    mutationFn: (body) => updateAdminPassword(body),
    success: ProfileMessages.passwordUpdated,
    failure: (error) => ProfileMessages.passwordFailed(error.message),
  });

  return { save, changeEmail, changePassword };
}
