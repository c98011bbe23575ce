import { useEffect } from 'react';
import { BusyLabels, FormDialog, FormField, FormScope, useZodForm } from '@haulboard/shared/forms';
import { Input, Stack, Text } from '@haulboard/shared/ui';
import { emailSchema } from '../lib/profile-schemas';

type Props = {
  open: boolean;
  currentEmail: string;
  busy: boolean;
  /** Resolves true once the new address is saved (the dialog then closes). */
  onSubmit: (email: string, currentPassword: string) => Promise<boolean>;
  onClose: () => void;
};

/**
 * The Update Email Address modal: the new address becomes the admin's sign-in. The current
 * password is asked for, as for a new password; this session stays signed in, the others end,
 * and the old address is told.
 */
export function UpdateEmailDialog({ open, currentEmail, busy, onSubmit, onClose }: Props) {
  const form = useZodForm(emailSchema, {
    defaultValues: { email: '', current_password: '' },
    requiredMessages: { email: 'Email is required', current_password: 'Current password is required' },
  });
  useEffect(() => {
    if (open) form.reset({ email: '', current_password: '' });
  }, [open, form]);
  const submit = form.handleSubmit(async ({ email, current_password }) => {
    if (await onSubmit(email, current_password)) onClose();
  });
  return (
    <FormScope form={form}>
      <FormDialog
        open={open}
        title="Update Email Address"
        submitLabel="Update Email"
        busyLabel={BusyLabels.update}
        busy={busy}
        onSubmit={submit}
        onClose={onClose}
      >
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
            Current email:{' '}
            <Text as="span" color="fg" fontWeight="medium">
              {currentEmail}
            </Text>
          </Text>
          <FormField
            name="email"
            label="New Email"
            required
            helperText="You will sign in with this address from now on. You stay signed in here; other devices are signed out."
          >
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </FormField>
          <FormField name="current_password" label="Current Password" required>
            <Input type="password" autoComplete="current-password" {...form.register('current_password')} />
          </FormField>
        </Stack>
      </FormDialog>
    </FormScope>
  );
}
