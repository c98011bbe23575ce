import { useState, type FormEvent } from 'react';
import { AppRoutes, Link as RouterLink, useNavigate } from '@haulboard/shared/router';
import { Box, Button, Checkbox, Field, Flex, Input, Link, PasswordInput, Stack, Text } from '@haulboard/shared/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { MessageBanner } from '../../../components/message-banner';
import { contactAddress } from '../contact-address';
import { useSignIn } from '../hooks/use-sign-in';
import { validateSignIn, type SignInErrors, type SignInValues } from '../sign-in-form';

/**
 * /login: spec part 1 "Sign-in screen". Two fields and four rules: plain state, no form
 * library, on the page whose every kilobyte counts (the first-load budget).
 */
export default function SignInPage({ onLogin }: { onLogin?: () => void }) {
  const navigate = useNavigate();
  const { signIn, busy, error, clearError } = useSignIn(onLogin);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [remember, setRemember] = useState(false);
  // Fields are checked on submit, then again as they change.
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<SignInErrors>({});

  const change = (field: keyof SignInValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(validateSignIn(next));
    // Typing clears the current error.
    if (error) clearError();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    const found = validateSignIn(values);
    setErrors(found);
    if (found.email || found.password) return;
    // 'Remember me' has no effect on any call (spec): it is not sent.
    if (await signIn({ email: values.email.trim(), password: values.password })) {
      navigate(AppRoutes.admin, { replace: true });
    }
  };

  return (
    <AuthLayout title="Welcome Back" subtitle="Only admin users can sign in to Haulboard.">
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="5">
          {error && <MessageBanner status="error" message={error} />}
          <Field.Root invalid={!!errors.email} disabled={busy} required>
            <Field.Label>Email</Field.Label>
            <Input name="email" type="email" autoComplete="username" placeholder="you@company.com" value={values.email} onChange={change('email')} />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.password} disabled={busy} required>
            <Field.Label>Password</Field.Label>
            <PasswordInput name="password" autoComplete="current-password" disabled={busy} value={values.password} onChange={change('password')} />
            <Field.ErrorText>{errors.password}</Field.ErrorText>
          </Field.Root>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Checkbox disabled={busy} checked={remember} onChange={(e) => setRemember(e.target.checked)}>
              Remember me
            </Checkbox>
            <Link asChild color="blue.fg" fontSize="sm">
              <RouterLink to={AppRoutes.forgotPassword}>Forgot your password?</RouterLink>
            </Link>
          </Flex>
          <Button type="submit" colorPalette="blue" disabled={busy} w="full">
            {busy ? 'Signing in...' : 'Sign in'}
          </Button>
          <Box textAlign="center">
            <Text as="span" color="fg.muted" fontSize="sm">
              Don&apos;t have an account?{' '}
            </Text>
            <Link href={`mailto:${contactAddress()}`} color="blue.fg" fontSize="sm">
              Contact admin
            </Link>
          </Box>
        </Stack>
      </form>
    </AuthLayout>
  );
}
