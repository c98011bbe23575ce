import { isApiError, isNetworkError } from '@haulboard/shared/api';

/** Spec part 1 sections 5 and 8, word for word. */
export const SignInMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  passwordRequired: 'Password is required',
  passwordShort: 'Password must be at least 8 characters',
  loginFailed: 'Login failed. Please check your credentials.',
  network: 'Network error. Please check your connection and try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  accessDenied: 'Access denied. Only admin users can login.',
} as const;

/** A general e-mail pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

/** What the banner says for a failed sign-in call. */
export function signInErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.detail || SignInMessages.loginFailed;
  if (isNetworkError(error)) return SignInMessages.network;
  return SignInMessages.unexpected;
}
