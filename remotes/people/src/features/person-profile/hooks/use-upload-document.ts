import { useQueryClient } from '@tanstack/react-query';
import { INVALID_DOCUMENT_TYPE, uploadPersonDocument, type PersonDocumentOf, type PersonRole, type UploadedPersonDocument } from '@haulboard/shared/api/admin';
import { isApiError } from '@haulboard/shared/api';
import { useResourceMutation } from '@haulboard/shared/resources';
import { UPLOAD_FAILED, type ProfileConfig } from '../lib/profile-config';

export type UploadVars<R extends PersonRole> = {
  id: number;
  type: PersonDocumentOf<R>;
  label: string;
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
};

/**
 * One document's upload, with the spec's messages: '{Document label} uploaded successfully!' or
 * 'Failed to upload document. Please try again.' (with the server's reason under it). The new
 * signed path is shown at once; the person is then refetched, and the other areas are told.
 */
export function useUploadDocument<R extends PersonRole>(config: ProfileConfig<R>) {
  const client = useQueryClient();
  return useResourceMutation<UploadedPersonDocument<R>, UploadVars<R>>(config.resource, {
    mutationFn: ({ id, type, file, onProgress, signal }) => uploadPersonDocument(config.role, id, type, file, { onProgress, signal }),
    changedId: (_, v) => v.id,
    success: (_, v) => `${v.label} uploaded successfully!`,
    // A cancelled upload is the user's choice, not a failure.
    // A type the role lacks is refused before any call, with the spec's own message.
    failure: (error, v) =>
      v.signal.aborted || error.name === 'AbortError'
        ? ''
        : !isApiError(error) && error.message === INVALID_DOCUMENT_TYPE
          ? INVALID_DOCUMENT_TYPE
          : UPLOAD_FAILED,
    failureDetail: true,
    onSuccess: (stored, v) => {
      client.setQueriesData<Record<string, unknown> | null>({ queryKey: config.keys.lists }, (person) =>
        person && !Array.isArray(person) && person.id === v.id ? { ...person, ...stored } : person,
      );
    },
  });
}
