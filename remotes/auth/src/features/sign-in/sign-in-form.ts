import { EMAIL_PATTERN, MIN_PASSWORD_LENGTH, SignInMessages } from './sign-in-messages';

export type SignInValues = { email: string; password: string };
export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

/** Spec part 1 section 5: the sign-in fields' rules and messages. */
export function validateSignIn({ email, password }: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  if (!email.trim()) errors.email = SignInMessages.emailRequired;
  else if (!EMAIL_PATTERN.test(email.trim())) errors.email = SignInMessages.emailInvalid;
  if (!password) errors.password = SignInMessages.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = SignInMessages.passwordShort;
  return errors;
}
