import { skipToken, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useFailureToast } from '@haulboard/shared/query';
import { failureMessage, type RecordResource } from './define-resource';

/** The cache key of "no record asked for": the query stays idle under it. */
const NO_RECORD = ['record', null] as const;

/**
 * One record by its key, where the key is the screen's (a details dialog opened from a row), not
 * the URL's (that is `useRecordController`): the resource's query, and its failure toast (none for
 * a 401, nor where the resource's message says null). `key` null asks nothing. `placeholder`: a
 * copy drawn while the record loads (the same driver from the matches just listed).
 */
export function useRecord<Key, Rec>(resource: RecordResource<Key, Rec>, key: Key | null, { placeholder }: { placeholder?: Rec } = {}): UseQueryResult<Rec> {
  const query = useQuery<Rec>({
    queryKey: key === null ? NO_RECORD : resource.key(key),
    queryFn: key === null ? skipToken : ({ signal }) => resource.get(key, signal),
    // A record is data, never a function (which TanStack would call instead); its generic type cannot say so.
    placeholderData: placeholder as never,
    ...resource.options,
  });
  useFailureToast(query.error, query.errorUpdatedAt, failureMessage(resource.messages?.loadFailed, query.error));
  return query;
}
