import { useEffect, useMemo } from 'react';
import type { PersonOf, PersonRole } from '@haulboard/shared/api/admin';
import { useRecordController, type RecordSource } from '@haulboard/shared/resources';
import { parseLogin, personFromSession, personFromState, rememberPerson } from '../lib/person-source';
import type { ProfileConfig } from '../lib/profile-config';

/**
 * The person the page shows: the one the list handed over in navigation state, else the one this
 * tab last showed (sessionStorage), each drawn at once and checked with the server; else the
 * person whose login is the URL's `?email=`, fetched, so a reload or a pasted link works.
 * Arriving with state only, the login is put in the URL.
 */
export function usePersonProfile<R extends PersonRole>(config: ProfileConfig<R>) {
  const source = useMemo<RecordSource<string, PersonOf<R>, PersonOf<R> | null>>(
    () => ({
      param: 'email',
      parse: parseLogin,
      fromState: (state, email) => personFromState(state, config.role, email),
      keyOf: (person) => person.email,
      key: (email) => config.keys.list({ email: email.toLowerCase() }),
      get: (email, signal) => config.fetchByEmail(email, signal),
      stored: (email) => personFromSession<R>(config.storageKey, email),
    }),
    [config],
  );
  const { key, query } = useRecordController(source);

  useEffect(() => {
    if (query.data) rememberPerson(config.storageKey, query.data);
  }, [query.data, config.storageKey]);

  return { email: key, query };
}
