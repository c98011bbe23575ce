import type { AdminProfile } from '../contracts/people';
import { ApiPaths } from '../contracts/paths';
import type { Http } from './http';

/** The admin profile's one cached query: the shell's sidebar and the Profile screen read and refresh it. */
export const adminProfileQueryKey = ['admin', 'get'] as const;

export const profileApi = (http: Http) => ({
  /** The spec answers the admin profile as an array; the first item is the signed-in admin. */
  getAdminProfile: (signal?: AbortSignal) => http<AdminProfile[]>(ApiPaths.admin, { signal }),
});
