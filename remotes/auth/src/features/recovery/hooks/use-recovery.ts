import { useState } from 'react';
import { confirmReset, requestReset, verifyCode } from '@haulboard/shared/api';
import { CODE_VALID_MESSAGE, RecoveryMessages, recoveryErrorMessage, validateNewPassword } from '../recovery-messages';

export type Step = 1 | 2 | 3;
export type Banner = { status: 'error' | 'success'; message: string } | null;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The three recovery steps as spec part 1 section 4 draws them. */
export function useRecovery() {
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [banner, setBanner] = useState<Banner>(null);
  const [done, setDone] = useState(false);

  const fail = (message: string) => setBanner({ status: 'error', message });
  const succeed = (message: string) => setBanner({ status: 'success', message });

  const [busy, setBusy] = useState(false);
  /** Runs one call with the inputs disabled; answers the result, or reports the error in the banner. */
  const run = async <T>(call: () => Promise<T>, fallback: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      return await call();
    } catch (e) {
      fail(recoveryErrorMessage(e, fallback));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    const res = await run(() => requestReset({ email: email.trim() }), RecoveryMessages.sendFailed);
    if (!res) return;
    setStep(2);
    succeed(RecoveryMessages.codeSent);
  };

  const verify = async () => {
    // The e-mail goes along so wrong tries count against that account (server contract notes).
    const res = await run(() => verifyCode({ code: code.trim(), email: email.trim() }), RecoveryMessages.verifyFailed);
    if (!res) return;
    if (res.message === CODE_VALID_MESSAGE) {
      setStep(3);
      succeed(RecoveryMessages.codeVerified);
    } else fail(RecoveryMessages.verifyFailed);
  };

  const reset = async (password: string, confirm: string) => {
    const res = await run(
      () => confirmReset({ code: code.trim(), email: email.trim(), new_password: password, confirm_password: confirm }),
      RecoveryMessages.resetFailed,
    );
    if (!res) return;
    setDone(true);
    succeed(RecoveryMessages.passwordReset);
  };

  return {
    step,
    email,
    code,
    banner,
    done,
    busy,
    /** Typing in any field clears the current error. */
    setEmail: (v: string) => {
      setEmail(v);
      if (banner?.status === 'error') setBanner(null);
    },
    setCode: (v: string) => {
      setCode(v);
      if (banner?.status === 'error') setBanner(null);
    },
    clearError: () => banner?.status === 'error' && setBanner(null),
    sendCode: () => {
      if (!email.trim()) return fail(RecoveryMessages.emailRequired);
      if (!EMAIL_PATTERN.test(email.trim())) return fail(RecoveryMessages.emailInvalid);
      void send();
    },
    verifyCode: () => {
      if (!code.trim()) return fail(RecoveryMessages.codeRequired);
      void verify();
    },
    resetPassword: (password: string, confirm: string) => {
      const invalid = validateNewPassword(password, confirm);
      if (invalid) return fail(invalid);
      void reset(password, confirm);
    },
    back: () => {
      setBanner(null);
      setStep((s) => (s === 3 ? 2 : 1));
    },
  };
}
