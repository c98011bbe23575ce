import { useState, type FormEvent } from 'react';
import { AppRoutes, Link as RouterLink, useNavigate } from '@haulboard/shared/router';
import { AuthLayout } from '../../../components/auth-layout';
import { TextField } from '../../../components/field';
import { MessageBanner } from '../../../components/message-banner';
import { PasswordField } from '../../../components/password-field';
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
      <form className="hb-auth-stack" onSubmit={onSubmit} noValidate aria-label="Sign in">
        {error && <MessageBanner status="error" message={error} />}
        <TextField
          label="Email"
          error={errors.email}
          disabled={busy}
          required
          name="email"
          type="email"
          autoComplete="username"
          placeholder="you@company.com"
          value={values.email}
          onChange={change('email')}
        />
        <PasswordField
          label="Password"
          error={errors.password}
          disabled={busy}
          required
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
        />
        <div className="hb-auth-row">
          <label className="hb-auth-check" data-disabled={busy || undefined}>
            <input type="checkbox" disabled={busy} checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            <span>Remember me</span>
          </label>
          <RouterLink className="hb-auth-link" to={AppRoutes.forgotPassword}>
            Forgot your password?
          </RouterLink>
        </div>
        <button type="submit" className="hb-auth-button hb-auth-button-primary" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign in'}
        </button>
        {/* The link is underlined (auth.css): its colour alone is too close to the grey around it. */}
        <div className="hb-auth-center">
          <span className="hb-auth-muted hb-auth-small">Don&apos;t have an account? </span>
          <a className="hb-auth-link" href={`mailto:${contactAddress()}`}>
            Contact admin
          </a>
        </div>
      </form>
    </AuthLayout>
  );
}
