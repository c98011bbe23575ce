import { isApiError } from '@haulboard/shared/api';

/**
 * Whether a failed read is asked again: a 4xx never (it will not get better), a 5xx once, no
 * answer at all twice. With `readRetryDelay` a list that meets a 5xx shows its error within
 * about a second of the second answer, not after TanStack's 1 s + 2 s back-off.
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) return error.status >= 500 && failureCount < 1;
  return failureCount < 2;
}

export const readRetryDelay = (attempt: number) => Math.min(400 * 2 ** attempt, 1600);
