import { useEffect } from 'react';
import { SetPersonPasswordSchema, STRONG_PASSWORD_HINT, type SetPersonPassword } from '@haulboard/shared/contracts';
import { BusyLabels, FormField, FormScope, useZodForm } from '@haulboard/shared/forms';
import { Button, HStack, PasswordInput, Stack } from '@haulboard/shared/ui';

const EMPTY = { new_password: '', confirm_password: '' };

type Props = {
  setting: boolean;
  /** Resolves true once the password is set. */
  onSetPassword: (body: SetPersonPassword) => Promise<boolean>;
  /** Set, or Cancel pressed: the card folds the form away. */
  onClose: () => void;
};

/**
 * A new password typed twice, by the spec's rule for new dispatcher and driver passwords. Its own
 * chunk (it brings zod), loaded when Set a new password is pressed, as Edit loads the details form.
 */
export default function SetPasswordForm({ setting, onSetPassword, onClose }: Props) {
  // Checked on Set Password, then as one types: the empty first field has the focus, and leaving it
  // (to open the chat, say) must not mark it wrong before anything was typed.
  const form = useZodForm(SetPersonPasswordSchema, { defaultValues: EMPTY, mode: 'onSubmit' });
  const error = form.formState.errors.new_password;
  const submit = form.handleSubmit(async (body) => {
    if (await onSetPassword(body)) onClose();
  });
  // Opened by a press: the first field takes the keyboard.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => form.setFocus('new_password'), []);
  return (
    <FormScope form={form}>
      <form onSubmit={submit} noValidate aria-label="Set a new password">
        <Stack gap="4" maxW="md">
          <FormField name="new_password" label="New Password" required disabled={setting} helperText={error ? undefined : STRONG_PASSWORD_HINT}>
            <PasswordInput autoComplete="new-password" {...form.register('new_password')} />
          </FormField>
          <FormField name="confirm_password" label="Confirm New Password" required disabled={setting}>
            <PasswordInput autoComplete="new-password" {...form.register('confirm_password')} />
          </FormField>
          <HStack gap="2" wrap="wrap">
            <Button type="submit" colorPalette="blue" loading={setting} loadingText={BusyLabels.update}>
              Set Password
            </Button>
            <Button variant="outline" onClick={onClose} disabled={setting}>
              Cancel
            </Button>
          </HStack>
        </Stack>
      </form>
    </FormScope>
  );
}
