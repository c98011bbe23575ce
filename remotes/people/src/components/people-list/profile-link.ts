import { AppRoutes } from '@haulboard/shared/router';
import type { PersonKind, PersonRow } from './people-list-config';

/**
 * What a profile page finds in navigation state when opened from a list (spec part 2 "the
 * person from navigation state"): the row as the list has it, under its kind.
 */
export type ProfileState<Row extends PersonRow = PersonRow> = { dispatcher?: Row; driver?: Row };

const PROFILE_ROUTES = { dispatcher: AppRoutes.dispatcherProfile, driver: AppRoutes.driverProfile } as const;

/** The profile's link: `?email=` (the login) so a reload or a pasted link finds the person, and the row in state. */
export function profileLink<Row extends PersonRow>(kind: PersonKind, row: Row): { to: string; state: ProfileState<Row> } {
  return { to: `${PROFILE_ROUTES[kind]}?${new URLSearchParams({ email: row.email })}`, state: { [kind]: row } };
}
