import { useQueryClient } from '@tanstack/react-query';
import {
  deactivatePerson,
  reactivatePerson,
  sendPersonResetCode,
  setPersonPassword,
  updatePerson,
  type PersonOf,
  type PersonRole,
} from '@haulboard/shared/api/admin';
import type { PersonStatus, SetPersonPassword, UpdatePerson } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';
import { useResourceMutation } from '@haulboard/shared/resources';
import { AccountMessages, nameOf } from '../lib/account-messages';
import type { ProfileConfig } from '../lib/profile-config';

/**
 * What an administrator changes of a dispatcher's or driver's account: details, active or not,
 * the password. Details and status are changes to the role's resource (its lists, the pickers and
 * the other areas refresh); the answer is shown at once in the cached person.
 */
export function usePersonAccount<R extends PersonRole>(config: ProfileConfig<R>, person: PersonOf<R>) {
  const client = useQueryClient();
  const patchPerson = (changes: Partial<PersonOf<R>>) =>
    client.setQueriesData<Record<string, unknown> | null>({ queryKey: config.keys.lists }, (cached) =>
      cached && !Array.isArray(cached) && cached.id === person.id ? { ...cached, ...changes } : cached,
    );
  const name = nameOf(person);

  const update = useResourceMutation<PersonOf<R>, UpdatePerson>(config.resource, {
    mutationFn: (body) => updatePerson(config.role, person.id, body),
    changedId: () => person.id,
    success: AccountMessages.updated(config.role),
    failure: AccountMessages.updateFailed(config.role),
    failureDetail: true,
    onSuccess: (saved) => patchPerson(saved),
  });

  const status = useResourceMutation<PersonStatus, boolean>(config.resource, {
    mutationFn: (deactivate) => (deactivate ? deactivatePerson(person.id) : reactivatePerson(person.id)),
    changedId: () => person.id,
    success: (_, deactivate) => (deactivate ? AccountMessages.deactivated(name) : AccountMessages.reactivated(name)),
    failure: (_, deactivate) => AccountMessages.statusFailed(deactivate),
    failureDetail: true,
    onSuccess: (answer) => patchPerson({ deactivated_at: answer.deactivated_at } as Partial<PersonOf<R>>),
  });

  const password = useAppMutation<unknown, SetPersonPassword>({
    mutationFn: (body) => setPersonPassword(person.id, body),
    success: AccountMessages.passwordSet,
    failure: (error) => AccountMessages.passwordFailed(error.message),
  });

  const resetCode = useAppMutation({
    mutationFn: () => sendPersonResetCode(person.id),
    success: (sent) => sent.message,
    failure: AccountMessages.resetCodeFailed,
    failureDetail: true,
  });

  return { update, status, password, resetCode };
}
