import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getLoad, queryKeys } from '@haulboard/shared/api/admin';
import { useLocation, useNavigate, useSearchParams } from '@haulboard/shared/router';
import { idFromSearch, loadFromState } from '../../../lib/load-detail-state';

/**
 * The load the screen shows: the one handed over in navigation state (drawn at once), else the
 * URL's `?id=`, fetched. Arriving with state only, the id is put in the URL, so a reload or a
 * copied link shows the same load. The state's copy is refreshed from the server behind it.
 */
export function useLoadDetail() {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromState = loadFromState(location.state);
  const urlId = idFromSearch(search);
  const id = urlId ?? fromState?.id ?? null;

  useEffect(() => {
    if (urlId === null && fromState) {
      navigate({ pathname: location.pathname, search: `?id=${fromState.id}` }, { replace: true, state: location.state });
    }
  }, [urlId, fromState, navigate, location.pathname, location.state]);

  const seed = fromState && fromState.id === id ? fromState : undefined;
  const query = useQuery({
    queryKey: queryKeys.loads.detail(id ?? 0),
    queryFn: ({ signal }) => getLoad(id!, signal),
    enabled: id !== null,
    initialData: seed,
    // Navigation state may be old (a list page drawn minutes ago): check it with the server.
    initialDataUpdatedAt: 0,
  });
  return { id, query, notice: (location.state as { notice?: string } | null)?.notice ?? null };
}
