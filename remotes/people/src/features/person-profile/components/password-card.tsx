import { useId } from 'react';
import { isPhoneNumber, SetPersonPasswordSchema, STRONG_PASSWORD_HINT, type SetPersonPassword } from '@haulboard/shared/contracts';
import { BusyLabels, FormField, FormScope, useZodForm } from '@haulboard/shared/forms';
import { Box, Button, Heading, PasswordInput, Stack, Text } from '@haulboard/shared/ui';
import { Card } from '@haulboard/shared/ui-parts';
import { AccountBusy, AccountMessages } from '../lib/account-messages';

const EMPTY = { new_password: '', confirm_password: '' };

type Props = {
  name: string;
  /** The login: a code can be mailed only to an e-mail address. */
  email: string;
  setting: boolean;
  sending: boolean;
  /** Resolves true once the password is set (the fields then clear). */
  onSetPassword: (body: SetPersonPassword) => Promise<boolean>;
  onSendResetCode: () => void;
};

/**
 * The Password section of a person's profile: a new password typed twice, by the spec's rule for
 * new dispatcher and driver passwords, or the password-recovery mail with a code. Either way the
 * person's other sessions end (the server's rule). Loaded after the profile draws (it brings zod).
 */
export default function PasswordCard({ name, email, setting, sending, onSetPassword, onSendResetCode }: Props) {
  const headingId = useId();
  const resetId = useId();
  const form = useZodForm(SetPersonPasswordSchema, { defaultValues: EMPTY });
  const error = form.formState.errors.new_password;
  const submit = form.handleSubmit(async (body) => {
    if (await onSetPassword(body)) form.reset(EMPTY);
  });
  const canMail = !isPhoneNumber(email);
  return (
    <Card.Root as="section" aria-labelledby={headingId} minW="0">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          Password
        </Heading>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <FormScope form={form}>
            <form onSubmit={submit} noValidate aria-label="Set a new password">
              <Stack gap="4" maxW="md">
                <FormField name="new_password" label="New Password" required disabled={setting} helperText={error ? undefined : STRONG_PASSWORD_HINT}>
                  <PasswordInput autoComplete="new-password" {...form.register('new_password')} />
                </FormField>
                <FormField name="confirm_password" label="Confirm New Password" required disabled={setting}>
                  <PasswordInput autoComplete="new-password" {...form.register('confirm_password')} />
                </FormField>
                <Text fontSize="sm" color="fg.muted">
                  {AccountMessages.passwordNote(name)}
                </Text>
                <Box>
                  <Button type="submit" colorPalette="blue" loading={setting} loadingText={BusyLabels.update}>
                    Set Password
                  </Button>
                </Box>
              </Stack>
            </form>
          </FormScope>
          <Box borderTopWidth="1px" borderColor="border.muted" />
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted" id={resetId}>
              {canMail ? AccountMessages.resetCodeNote(email) : AccountMessages.resetCodeImpossible(name)}
            </Text>
            <Button
              variant="outline"
              onClick={() => canMail && onSendResetCode()}
              aria-disabled={!canMail || undefined}
              aria-describedby={resetId}
              opacity={canMail ? undefined : 0.5}
              loading={sending}
              loadingText={AccountBusy.send}
            >
              Send Reset Code
            </Button>
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
