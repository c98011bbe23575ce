import { useQuery } from '@tanstack/react-query';
import { getAdminProfile } from '@haulboard/shared/api';
import { queryKeys } from '@haulboard/shared/api/admin';

/** The signed-in admin (item 0 of GET admin/), from the one query the shell's sidebar reads too. */
export function useAdminProfile() {
  return useQuery({
    queryKey: queryKeys.adminProfile,
    queryFn: ({ signal }) => getAdminProfile(signal),
    select: (list) => list[0] ?? null,
  });
}
