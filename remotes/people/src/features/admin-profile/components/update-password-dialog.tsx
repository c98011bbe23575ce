import { useEffect } from 'react';
import { isApiError } from '@haulboard/shared/api';
import type { AdminPasswordChange } from '@haulboard/shared/api/admin';
import { BusyLabels, FormDialog, FormField, FormScope, useZodForm } from '@haulboard/shared/forms';
import { PasswordInput, Stack, Text } from '@haulboard/shared/ui';
import { passwordSchema } from '../lib/profile-schemas';

type Props = {
  open: boolean;
  busy: boolean;
  /** Resolves null once the password is changed (the dialog then closes), or the failure. */
  onSubmit: (change: AdminPasswordChange) => Promise<Error | null>;
  onClose: () => void;
};

const EMPTY = { old_password: '', new_password: '', confirm_password: '' };
/** The server's answer to a wrong current password. */
const WRONG_CURRENT = /current password/i;

/**
 * The Update Password modal: current, new and confirm ('New passwords do not match'). The
 * server's rule is the contract's: at least 8 characters. It signs the admin's other sessions
 * out; this one stays.
 */
export function UpdatePasswordDialog({ open, busy, onSubmit, onClose }: Props) {
  const form = useZodForm(passwordSchema, { defaultValues: EMPTY });
  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);
  const submit = form.handleSubmit(async (change) => {
    const failure = await onSubmit(change);
    if (!failure) return onClose();
    // Said on the field too, where it can be fixed (the toast says it as well).
    if (isApiError(failure) && failure.status === 400 && failure.detail && WRONG_CURRENT.test(failure.detail)) {
      form.setError('old_password', { message: failure.detail }, { shouldFocus: true });
    }
  });
  return (
    <FormScope form={form}>
      <FormDialog
        open={open}
        title="Update Password"
        submitLabel="Update Password"
        busyLabel={BusyLabels.update}
        busy={busy}
        onSubmit={submit}
        onClose={onClose}
      >
        <Stack gap="4">
          <FormField name="old_password" label="Current Password" required>
            <PasswordInput autoComplete="current-password" {...form.register('old_password')} />
          </FormField>
          <FormField name="new_password" label="New Password" required helperText="At least 8 characters.">
            <PasswordInput autoComplete="new-password" {...form.register('new_password')} />
          </FormField>
          <FormField name="confirm_password" label="Confirm New Password" required>
            <PasswordInput autoComplete="new-password" {...form.register('confirm_password')} />
          </FormField>
          <Text fontSize="sm" color="fg.muted">
            Your other devices and browsers will be signed out and must sign in with the new password. You stay signed in here.
          </Text>
        </Stack>
      </FormDialog>
    </FormScope>
  );
}
