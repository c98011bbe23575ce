import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { AppRoutes, Link as RouterLink, useNavigate } from '@haulboard/shared/router';
import { AuthLayout } from '../../../components/auth-layout';
import { TextField } from '../../../components/field';
import { MessageBanner } from '../../../components/message-banner';
import { PasswordField } from '../../../components/password-field';
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
  const locked = r.busy || r.done;
  // A new password typed clears the last refusal.
  const typed = (set: (value: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    r.clearError();
  };

  useEffect(() => {
    if (!r.done) return;
    const timer = setTimeout(() => navigate(AppRoutes.login, { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [r.done, navigate]);

  return (
    <AuthLayout title="Reset Your Password">
      <StepIndicator step={r.step} />
      <div className="hb-auth-stack">
        {r.banner && <MessageBanner status={r.banner.status} message={r.banner.message} />}

        {r.step === 1 && (
          <form className="hb-auth-stack" onSubmit={submit(r.sendCode)} noValidate aria-label="Send reset code">
            <TextField
              label="Email"
              helper="We will e-mail you a 6-digit code."
              disabled={r.busy}
              required
              type="email"
              autoComplete="email"
              value={r.email}
              onChange={(e) => r.setEmail(e.target.value)}
            />
            <button type="submit" className="hb-auth-button hb-auth-button-primary" disabled={r.busy}>
              {r.busy ? 'Sending...' : 'Send Reset Code'}
            </button>
          </form>
        )}

        {r.step === 2 && (
          <form className="hb-auth-stack" onSubmit={submit(r.verifyCode)} noValidate aria-label="Verify code">
            <TextField
              label="Verification Code"
              helper="Check your email for the verification code"
              disabled={r.busy}
              required
              value={r.code}
              onChange={(e) => r.setCode(e.target.value)}
              placeholder="Enter 6-digit code"
              maxLength={CODE_MAX_LENGTH}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <div className="hb-auth-actions">
              <button type="button" className="hb-auth-button hb-auth-button-outline" disabled={r.busy} onClick={r.back}>
                Back to Email
              </button>
              <button type="submit" className="hb-auth-button hb-auth-button-primary" disabled={r.busy}>
                {r.busy ? 'Verifying...' : 'Verify Code'}
              </button>
            </div>
          </form>
        )}

        {r.step === 3 && (
          <form className="hb-auth-stack" onSubmit={submit(() => r.resetPassword(password, confirm))} noValidate aria-label="Set a new password">
            <PasswordField label="New Password" disabled={locked} required autoComplete="new-password" value={password} onChange={typed(setPassword)} />
            <PasswordField label="Confirm Password" disabled={locked} required autoComplete="new-password" value={confirm} onChange={typed(setConfirm)} />
            <div className="hb-auth-actions">
              <button type="button" className="hb-auth-button hb-auth-button-outline" disabled={locked} onClick={r.back}>
                Back to Verification
              </button>
              <button type="submit" className="hb-auth-button hb-auth-button-primary" disabled={locked}>
                {r.busy ? 'Resetting...' : 'Reset Password'}
              </button>
            </div>
          </form>
        )}

        <div className="hb-auth-center">
          <RouterLink className="hb-auth-link" to={AppRoutes.login}>
            Back to Login
          </RouterLink>
        </div>
      </div>
    </AuthLayout>
  );
}
