import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFailureToast } from '@haulboard/shared/query';
import { useLocation, useNavigate, useSearchParams } from '@haulboard/shared/router';
import { failureMessage, type RecordResource } from './define-resource';

/**
 * How a record screen finds its record (its resource's `key` and `get`, `Data` allowing null for
 * no such record): a key in the URL (`?id=12`, `?email=...`) so a reload or a pasted link shows
 * it, and the row a list handed over in navigation state, drawn at once.
 */
export type RecordSource<Key extends string | number, Rec, Data extends Rec | null = Rec> = RecordResource<Key, Data> & {
  /** The search parameter that holds the key. */
  param: string;
  /** The URL's value as a key, or null when it is not one. */
  parse: (raw: string | null) => Key | null;
  /** The record in navigation state, when it is the URL's (`urlKey` null: any). */
  fromState: (state: unknown, urlKey: Key | null) => Rec | null;
  keyOf: (record: Rec) => Key;
  /** A copy kept elsewhere (this tab's last one), drawn before the fetch answers. */
  stored?: (key: Key) => Rec | null;
};

/**
 * The record half of a screen (in the spirit of refine's `useShow`): its key from the URL, else
 * from the record handed over, which is then written to the URL (replacing the entry, keeping the
 * state); a handed-over or stored copy drawn at once and checked with the server behind it.
 */
export function useRecordController<Key extends string | number, Rec, Data extends Rec | null = Rec>(source: RecordSource<Key, Rec, Data>) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const urlKey = source.parse(search.get(source.param));
  const fromState = source.fromState(location.state, urlKey);
  const key = urlKey ?? (fromState ? source.keyOf(fromState) : null);

  useEffect(() => {
    if (urlKey === null && fromState) {
      const params = new URLSearchParams({ [source.param]: String(source.keyOf(fromState)) });
      void navigate({ pathname: location.pathname, search: `?${params}` }, { replace: true, state: location.state });
    }
    // `source` is the screen's constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey, fromState, navigate, location.pathname, location.state]);

  const seed = fromState ?? (key !== null ? (source.stored?.(key) ?? null) : null);
  const query = useQuery<Data>({
    // No key, nothing to ask: a key of its own for the disabled query.
    queryKey: key === null ? ['record', source.param, null] : source.key(key),
    queryFn: ({ signal }) => source.get(key!, signal),
    enabled: key !== null,
    initialData: (seed ?? undefined) as Data | undefined,
    // A list row or a stored copy may be old (changed since it was drawn): check it with the server.
    initialDataUpdatedAt: 0,
    ...source.options,
  });
  useFailureToast(query.error, query.errorUpdatedAt, failureMessage(source.messages?.loadFailed, query.error));
  return { key, query, state: location.state };
}
