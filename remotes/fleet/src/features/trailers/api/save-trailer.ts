import { assignTrailer, createTrailer, updateTrailer } from '@haulboard/shared/api/admin';
import type { Trailer } from '@haulboard/shared/contracts';
import { resources, useResourceMutation } from '@haulboard/shared/resources';
import { TRAILER_FORM_RULES, type TrailerCall, type TrailerFormMode } from '../lib/trailer-form-mode';

const send = (call: TrailerCall): Promise<Trailer> =>
  call.kind === 'create' ? createTrailer(call.body) : call.kind === 'update' ? updateTrailer(call.id, call.body) : assignTrailer(call.body);

/** The form's save in `mode`: the call, the trailers refetched, 'trailers:changed', and the mode's toasts (with the server's reason, a duplicate number say). */
export function useSaveTrailer(mode: TrailerFormMode) {
  const rules = TRAILER_FORM_RULES[mode];
  return useResourceMutation(resources.trailers, {
    mutationFn: send,
    changedId: (trailer) => trailer.id,
    success: rules.success,
    failure: rules.failure,
    failureDetail: true,
  });
}
