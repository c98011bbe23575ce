import { useEffect } from 'react';
import { isApiError } from '@haulboard/shared/api';
import { toaster } from '@haulboard/shared/ui';

/**
 * The one toast rule for a failed read: `title` once per failed fetch, never for a 401 (the shell
 * signs the user out to /login), none when `title` is null. A failure whose words are on screen
 * already is not stacked again (`toaster.failure`): a Try Again that fails again toasts again once
 * the last toast has closed.
 */
export function useFailureToast(error: unknown, updatedAt: number, title: string | null) {
  useEffect(() => {
    if (error && title && !(isApiError(error) && error.status === 401)) toaster.failure({ title });
  }, [error, updatedAt, title]);
}
