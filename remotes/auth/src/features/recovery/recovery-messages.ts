import { isApiError } from '@haulboard/shared/api';

/** Spec part 1 sections 4, 5 and 8, word for word (and ours where the spec is silent, marked). */
export const RecoveryMessages = {
  codeSent: 'Reset code sent to your email!',
  codeVerified: 'Code verified successfully!',
  passwordReset: 'Password reset successfully! You can now login with your new password.',
  sendFailed: 'Failed to send reset code. Please try again.',
  verifyFailed: 'Invalid verification code. Please try again.',
  resetFailed: 'Failed to reset password. Please try again.',
  passwordsDiffer: 'Passwords do not match',
  passwordShort: 'Password must be at least 8 characters long',
  // Not in the spec: the messages for empty required fields.
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  codeRequired: 'Verification code is required',
  passwordsRequired: 'Enter the new password and its confirmation',
} as const;

/** The verify answer that moves to step 3, exactly. */
export const CODE_VALID_MESSAGE = 'Code is valid';
export const CODE_MAX_LENGTH = 6;
export const MIN_PASSWORD_LENGTH = 8;
/** Spec: after a reset the screen goes to /login after 3000 ms. */
export const REDIRECT_AFTER_RESET_MS = 3000;

/** The server's message, or the step's fallback. */
export function recoveryErrorMessage(error: unknown, fallback: string): string {
  return (isApiError(error) && error.detail) || fallback;
}

export function validateNewPassword(password: string, confirm: string): string | null {
  if (!password || !confirm) return RecoveryMessages.passwordsRequired;
  if (password.length < MIN_PASSWORD_LENGTH) return RecoveryMessages.passwordShort;
  if (password !== confirm) return RecoveryMessages.passwordsDiffer;
  return null;
}
