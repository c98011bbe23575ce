import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { PersonStatus, SentResetCode, SetPersonPassword, UpdatePerson } from '../../contracts/people';
import type { PersonOf, PersonRole } from './person-documents';

// Reading a login on a screen that loads no schemas (see contracts/logins.ts).
export { isPhoneNumber } from '../../contracts/logins';

const UPDATE_PATHS = { dispatcher: ApiPaths.updateDispatcher, driver: ApiPaths.updateDriver } as const;

/** What an administrator does to a dispatcher's or driver's account after it exists (issue 28). */
export const personAccountApi = (http: Http) => ({
  /** Name, phone, branch and address; fields not sent stay, '' clears one. Answers the person as the lists do. */
  updatePerson: <R extends PersonRole>(role: R, id: number, body: UpdatePerson) => http<PersonOf<R>>(UPDATE_PATHS[role](id), { method: 'PUT', body }),
  /** No sign-in, no token, out of the pickers; their loads, hours and chat stay. */
  deactivatePerson: (id: number) => http<PersonStatus>(ApiPaths.deactivateUser(id), { method: 'POST' }),
  reactivatePerson: (id: number) => http<PersonStatus>(ApiPaths.reactivateUser(id), { method: 'POST' }),
  /** A new password (the spec's rule); every session of the person ends. */
  setPersonPassword: (id: number, body: SetPersonPassword) => http<void>(ApiPaths.setUserPassword(id), { method: 'POST', body }),
  /** The password-recovery mail with a new code, to the person's e-mail login. */
  sendPersonResetCode: (id: number) => http<SentResetCode>(ApiPaths.sendUserResetCode(id), { method: 'POST' }),
});

export const { updatePerson, deactivatePerson, reactivatePerson, setPersonPassword, sendPersonResetCode } = personAccountApi(api.http);
