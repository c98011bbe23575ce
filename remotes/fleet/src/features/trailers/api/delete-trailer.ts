import { deleteTrailer, queryKeys } from '@haulboard/shared/api/admin';
import type { Trailer } from '@haulboard/shared/contracts';
import { useAppMutation } from '@haulboard/shared/query';
import { TRAILER_TEXTS } from '../lib/trailer-texts';

export function useDeleteTrailer() {
  return useAppMutation({
    mutationFn: (trailer: Trailer) => deleteTrailer(trailer.id),
    invalidates: [queryKeys.trailers.all],
    event: { name: 'trailers:changed', payload: (_: void, trailer: Trailer) => ({ trailerId: trailer.id }) },
    success: TRAILER_TEXTS.deleted,
    failure: TRAILER_TEXTS.deleteFailed,
    failureDetail: true,
  });
}
