import { useId, useRef, useState } from 'react';
import { isPhoneNumber } from '@haulboard/shared/api/admin';
import type { SetPersonPassword } from '@haulboard/shared/contracts';
import { Box, Button, Heading, lazyPart, LoadingState, Stack, Text } from '@haulboard/shared/ui';
import { Card } from '@haulboard/shared/ui-parts';
import { AccountBusy, AccountMessages } from '../lib/account-messages';

const SetPasswordForm = lazyPart(() => import('./set-password-form'), { fallback: <LoadingState label="Loading form..." /> });

type Props = {
  name: string;
  /** The login: a code can be mailed only to an e-mail address. */
  email: string;
  setting: boolean;
  sending: boolean;
  /** Resolves true once the password is set. */
  onSetPassword: (body: SetPersonPassword) => Promise<boolean>;
  onSendResetCode: () => void;
};

/**
 * The Password section of a person's profile: Set a new password opens the form (typed twice, by
 * the spec's rule for new passwords), or the password-recovery mail sends a code. Either way the
 * person's other sessions end (the server's rule). Drawn with the profile: only the form's code
 * waits for the press, so nothing arrives later to push the sections below it down.
 */
export function PasswordCard({ name, email, setting, sending, onSetPassword, onSendResetCode }: Props) {
  const headingId = useId();
  const resetId = useId();
  const noteId = useId();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Back to the press that opened it, after the form folds away.
    requestAnimationFrame(() => opener.current?.focus());
  };
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
          <Stack gap="2" align="flex-start">
            <Text fontSize="sm" color="fg.muted" id={noteId}>
              {AccountMessages.passwordNote(name)}
            </Text>
            {open ? (
              <Box w="full">
                <SetPasswordForm setting={setting} onSetPassword={onSetPassword} onClose={close} />
              </Box>
            ) : (
              <Button
                ref={opener}
                colorPalette="blue"
                variant="outline"
                aria-describedby={noteId}
                onClick={() => setOpen(true)}
                onPointerEnter={() => void SetPasswordForm.preload()}
                onFocus={() => void SetPasswordForm.preload()}
              >
                Set a new password
              </Button>
            )}
          </Stack>
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
