import { queryOptions } from '@tanstack/react-query';
import { getAdminProfile } from '@haulboard/shared/api';
import { queryKeys } from '@haulboard/shared/api/admin';
import type { ResourceChanges } from '../define-resource';

/** The signed-in admin (item 0 of GET admin/), one query the shell's sidebar reads too. */
export const adminProfile = {
  query: /* @__PURE__ */ queryOptions({
    queryKey: queryKeys.adminProfile,
    queryFn: ({ signal }) => getAdminProfile(signal),
    select: (list) => list[0] ?? null,
  }),
  // The shell's sidebar hears it and shows the new name and e-mail.
  changes: { invalidates: [queryKeys.adminProfile], event: { name: 'profile:changed' } } satisfies ResourceChanges,
};
