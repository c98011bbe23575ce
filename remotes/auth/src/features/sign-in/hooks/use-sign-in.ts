import { useCallback, useState } from 'react';
import { login } from '@haulboard/shared/api';
import type { LoginRequest } from '@haulboard/shared/contracts';
import { getTokenStore } from '@haulboard/shared/session';
import { SignInMessages, signInErrorMessage } from '../sign-in-messages';

/**
 * Signs in; only an admin's tokens are stored (spec part 1 section 4). Plain state, not a
 * query library: this is the suite's first page, where every kilobyte counts.
 */
export function useSignIn(onLogin?: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = useCallback(
    async (body: LoginRequest): Promise<boolean> => {
      setBusy(true);
      setError(null);
      try {
        const tokens = await login(body);
        if (tokens.user_type !== 'admin') {
          setError(SignInMessages.accessDenied);
          return false;
        }
        getTokenStore().signIn(tokens);
        onLogin?.();
        return true;
      } catch (e) {
        setError(signInErrorMessage(e));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [onLogin],
  );

  return { signIn, busy, error, clearError: useCallback(() => setError(null), []) };
}
