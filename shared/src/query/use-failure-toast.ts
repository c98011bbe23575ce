import { useEffect } from 'react';
import { isApiError } from '@haulboard/shared/api';
import { toaster } from '@haulboard/shared/ui';

/**
 * The one toast rule for a failed read: `title` once per failed fetch (a Try Again that fails again
 * toasts again), never for a 401 (the shell signs the user out to /login), none when `title` is null.
 */
export function useFailureToast(error: unknown, updatedAt: number, title: string | null) {
  useEffect(() => {
    if (error && title && !(isApiError(error) && error.status === 401)) toaster.error({ title });
  }, [error, updatedAt, title]);
}
