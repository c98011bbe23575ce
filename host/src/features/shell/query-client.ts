import { QueryClient } from '@tanstack/react-query';
import { readRetryDelay, retryRead } from '@haulboard/shared/query';

/** One query cache for the admin area: every area's hooks share it (react-query is a singleton). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // The kit's one policy: a 4xx is not asked again, a 5xx once, no answer twice, soon.
        retry: retryRead,
        retryDelay: readRetryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
