import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@haulboard/shared/api';

/** One query cache for the admin area: every area's hooks share it (react-query is a singleton). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not get better by asking again; network trouble might.
        retry: (count, error) => count < 2 && !(isApiError(error) && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}
