import { useQuery } from '@tanstack/react-query';
import { resources } from '@haulboard/shared/resources';

/** The signed-in admin (item 0 of GET admin/), from the one query the shell's sidebar reads too. */
export const useAdminProfile = () => useQuery(resources.adminProfile.query);
