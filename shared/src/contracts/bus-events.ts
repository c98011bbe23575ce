import type { UserType } from './auth';

/**
 * Every fact the apps tell each other, name -> payload. Names state what happened
 * (`<domain>:<past-tense fact>`), never a command.
 */
export type BusEvents = {
  /** The stored session changed: signed in, refreshed, cleared (also from another tab). */
  'auth:session-changed': { signedIn: boolean; userType: UserType | null };
  'auth:signed-in': { userType: UserType };
  'auth:signed-out': { reason: 'logout' | 'session-expired' | 'other-tab' };
  /** The API refused the session and a refresh could not save it: the shell signs out. */
  'auth:session-expired': { detail: string };
  'chat:unread-changed': { total: number };
  'loads:changed': { loadId?: number };
  /** A driver was added, changed or deleted (the pickers of every area refresh). */
  'drivers:changed': { driverId?: number };
  'dispatchers:changed': { dispatcherId?: number };
  /** A truck was added, changed, deleted or given drivers (the drivers' trucks change with it). */
  'trucks:changed': { truckId?: number };
  'trailers:changed': { trailerId?: number };
  /** The admin's own profile changed (the shell's sidebar shows the new name and e-mail). */
  'profile:changed': Record<string, never>;
  /**
   * A form (named by `form`, unique in the page) now holds input the user has not saved or sent,
   * or no longer does. The shell reloads nothing by itself while any form does.
   */
  'forms:unsaved-changed': { form: string; unsaved: boolean };
};

export type BusEventName = keyof BusEvents;

/** Per event: does a late subscriber get the last value at once? */
export const BusEventReplay = {
  'auth:session-changed': true,
  'auth:signed-in': false,
  'auth:signed-out': false,
  'auth:session-expired': false,
  'chat:unread-changed': true,
  'loads:changed': false,
  'drivers:changed': false,
  'dispatchers:changed': false,
  'trucks:changed': false,
  'trailers:changed': false,
  'profile:changed': false,
  'forms:unsaved-changed': false,
} as const satisfies Record<BusEventName, boolean>;
