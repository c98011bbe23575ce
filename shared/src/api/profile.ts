import type { AdminProfile } from '../contracts/people';
import { ApiPaths } from '../contracts/paths';
import type { Http } from './http';

export const profileApi = (http: Http) => ({
  /** The spec answers the admin profile as an array; the first item is the signed-in admin. */
  getAdminProfile: (signal?: AbortSignal) => http<AdminProfile[]>(ApiPaths.admin, { signal }),
});
