import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PersonOf, PersonRole } from '@haulboard/shared/api/admin';
import { useLocation, useNavigate, useSearchParams } from '@haulboard/shared/router';
import { emailFromSearch, personFromSession, personFromState, rememberPerson } from '../lib/person-source';
import type { ProfileConfig } from '../lib/profile-config';

/**
 * The person the page shows: the one the list handed over in navigation state, else the one this
 * tab last showed (sessionStorage), each drawn at once and checked with the server; else the
 * person whose login is the URL's `?email=`, fetched, so a reload or a pasted link works.
 * Arriving with state only, the login is put in the URL.
 */
export function usePersonProfile<R extends PersonRole>(config: ProfileConfig<R>) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const urlEmail = emailFromSearch(search);
  const fromState = personFromState(location.state, config.role, urlEmail);
  const email = urlEmail ?? fromState?.email ?? null;
  const seed = fromState ?? personFromSession<R>(config.storageKey, email);

  useEffect(() => {
    if (urlEmail === null && fromState) {
      void navigate({ pathname: location.pathname, search: `?${new URLSearchParams({ email: fromState.email })}` }, { replace: true, state: location.state });
    }
  }, [urlEmail, fromState, navigate, location.pathname, location.state]);

  const query = useQuery<PersonOf<R> | null>({
    queryKey: config.keys.list({ email: email?.toLowerCase() }),
    queryFn: ({ signal }) => config.fetchByEmail(email!, signal),
    enabled: email !== null,
    initialData: seed ?? undefined,
    // A list row or a stored copy may be old (documents uploaded since): check it with the server.
    initialDataUpdatedAt: 0,
  });

  useEffect(() => {
    if (query.data) rememberPerson(config.storageKey, query.data);
  }, [query.data, config.storageKey]);

  return { email, query };
}
