import { deleteTrailer } from '@haulboard/shared/api/admin';
import type { Trailer } from '@haulboard/shared/contracts';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { TRAILER_TEXTS } from '../lib/trailer-texts';

export function useDeleteTrailer() {
  return useResourceMutation(resources.trailers, {
    mutationFn: (trailer: Trailer) => deleteTrailer(trailer.id),
    changedId: (_, trailer) => trailer.id,
    success: TRAILER_TEXTS.deleted,
    failure: TRAILER_TEXTS.deleteFailed,
    failureDetail: true,
  });
}
