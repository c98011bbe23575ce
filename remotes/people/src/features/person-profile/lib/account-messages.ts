import type { PersonRole } from '@haulboard/shared/api/admin';

/** Who the texts name: the full name, or the login when there is none. */
export const nameOf = (person: { full_name: string; email: string }) => person.full_name || person.email;

const ROLE_WORD: Record<PersonRole, string> = { driver: 'driver', dispatcher: 'dispatcher' };

/**
 * The texts of a person's account changes (issue 28): the spec has none, so they follow its
 * pattern ('... successfully!', 'Failed to ... Please try again.', 'Error updating password: ...').
 */
export const AccountMessages = {
  updated: (role: PersonRole) => `${role === 'driver' ? 'Driver' : 'Dispatcher'} updated successfully!`,
  updateFailed: (role: PersonRole) => `Failed to update ${ROLE_WORD[role]}. Please try again.`,
  deactivated: (name: string) => `${name} deactivated.`,
  reactivated: (name: string) => `${name} reactivated.`,
  statusFailed: (deactivate: boolean) => `Failed to ${deactivate ? 'deactivate' : 'reactivate'}. Please try again.`,
  deactivateQuestion: (name: string, role: PersonRole) =>
    `${name} will be signed out on every device and cannot sign in until reactivated.` +
    (role === 'driver' ? ' They are left out of the pickers that assign loads and trucks.' : '') +
    ' Their loads, hours and chat stay.',
  reactivateQuestion: (name: string) => `${name} can sign in again with their password.`,
  // The spec's Profile texts for a password change (part 2 section 8).
  passwordSet: 'Password updated successfully!',
  passwordFailed: (detail: string) => `Error updating password: ${detail}`,
  passwordNote: (name: string) => `${name} is signed out on every device and signs in with the new password.`,
  resetCodeNote: (email: string) => `Mails ${email} a verification code for password recovery, valid for 10 minutes.`,
  resetCodeImpossible: (name: string) => `${name} signs in with a phone number, so no code can be mailed. Set a new password instead.`,
  resetCodeFailed: 'Failed to send the reset code. Please try again.',
} as const;

/** Busy labels of the account actions beside the forms' BusyLabels. */
export const AccountBusy = { deactivate: 'Deactivating...', reactivate: 'Reactivating...', send: 'Sending...' } as const;
