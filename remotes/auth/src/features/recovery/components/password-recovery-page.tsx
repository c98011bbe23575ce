import { useEffect, useState, type FormEvent } from 'react';
import { AppRoutes, Link as RouterLink, useNavigate } from '@haulboard/shared/router';
import { Box, Button, Field, Input, Link, PasswordInput, Stack } from '@haulboard/shared/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { MessageBanner } from '../../../components/message-banner';
import { useRecovery } from '../hooks/use-recovery';
import { CODE_MAX_LENGTH, REDIRECT_AFTER_RESET_MS } from '../recovery-messages';
import { StepIndicator } from './step-indicator';

const submit = (fn: () => void) => (e: FormEvent) => {
  e.preventDefault();
  fn();
};

/** /forgot-password and /reset-password: spec part 1 "Password-recovery screen". */
export default function PasswordRecoveryPage() {
  const navigate = useNavigate();
  const r = useRecovery();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');

  useEffect(() => {
    if (!r.done) return;
    const timer = setTimeout(() => navigate(AppRoutes.login, { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [r.done, navigate]);

  return (
    <AuthLayout title="Reset Your Password">
      <StepIndicator step={r.step} />
      <Stack gap="5">
        {r.banner && <MessageBanner status={r.banner.status} message={r.banner.message} />}

        {r.step === 1 && (
          <form onSubmit={submit(r.sendCode)} noValidate aria-label="Send reset code">
            <Stack gap="5">
              <Field.Root disabled={r.busy} required>
                <Field.Label>Email</Field.Label>
                <Input type="email" autoComplete="email" value={r.email} onChange={(e) => r.setEmail(e.target.value)} />
                <Field.HelperText>We will e-mail you a 6-digit code.</Field.HelperText>
              </Field.Root>
              <Button type="submit" colorPalette="blue" disabled={r.busy} w="full">
                {r.busy ? 'Sending...' : 'Send Reset Code'}
              </Button>
            </Stack>
          </form>
        )}

        {r.step === 2 && (
          <form onSubmit={submit(r.verifyCode)} noValidate aria-label="Verify code">
            <Stack gap="5">
              <Field.Root disabled={r.busy} required>
                <Field.Label>Verification Code</Field.Label>
                <Input
                  value={r.code}
                  onChange={(e) => r.setCode(e.target.value)}
                  placeholder="Enter 6-digit code"
                  maxLength={CODE_MAX_LENGTH}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                />
                <Field.HelperText>Check your email for the verification code</Field.HelperText>
              </Field.Root>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button type="button" variant="outline" disabled={r.busy} onClick={r.back} flex="1">
                  Back to Email
                </Button>
                <Button type="submit" colorPalette="blue" disabled={r.busy} flex="1">
                  {r.busy ? 'Verifying...' : 'Verify Code'}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}

        {r.step === 3 && (
          <form onSubmit={submit(() => r.resetPassword(password, confirm))} noValidate aria-label="Set a new password">
            <Stack gap="5">
              <Field.Root disabled={r.busy || r.done} required>
                <Field.Label>New Password</Field.Label>
                <PasswordInput
                  autoComplete="new-password"
                  value={password}
                  disabled={r.busy || r.done}
                  onChange={(e) => {
                    setPassword(e.target.value);
                    r.clearError();
                  }}
                />
              </Field.Root>
              <Field.Root disabled={r.busy || r.done} required>
                <Field.Label>Confirm Password</Field.Label>
                <PasswordInput
                  autoComplete="new-password"
                  value={confirm}
                  disabled={r.busy || r.done}
                  onChange={(e) => {
                    setConfirm(e.target.value);
                    r.clearError();
                  }}
                />
              </Field.Root>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
                <Button type="button" variant="outline" disabled={r.busy || r.done} onClick={r.back} flex="1">
                  Back to Verification
                </Button>
                <Button type="submit" colorPalette="blue" disabled={r.busy || r.done} flex="1">
                  {r.busy ? 'Resetting...' : 'Reset Password'}
                </Button>
              </Stack>
            </Stack>
          </form>
        )}

        <Box textAlign="center">
          <Link asChild color="blue.fg" fontSize="sm">
            <RouterLink to={AppRoutes.login}>Back to Login</RouterLink>
          </Link>
        </Box>
      </Stack>
    </AuthLayout>
  );
}
