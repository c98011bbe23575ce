import { useQuery } from '@tanstack/react-query';
import { adminProfileQueryKey, getAdminProfile } from '@haulboard/shared/api';

/** The signed-in administrator: the first item of `GET admin/` (spec part 2 section 2). */
export function useAdminProfile() {
  return useQuery({
    queryKey: adminProfileQueryKey,
    queryFn: ({ signal }) => getAdminProfile(signal),
    select: (list) => list[0] ?? null,
  });
}
