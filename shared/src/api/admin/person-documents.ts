import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { Dispatcher, Driver } from '../../contracts/people';
import { DISPATCHER_DOCUMENTS, DRIVER_DOCUMENTS, type DispatcherDocument, type DriverDocument } from '../../contracts/person-documents';
import { progressFetch, type UploadProgress } from './upload';

export { DISPATCHER_DOCUMENTS, DRIVER_DOCUMENTS, type DispatcherDocument, type DriverDocument } from '../../contracts/person-documents';

/** The two kinds of person with a profile page and documents. */
export type PersonRole = 'dispatcher' | 'driver';
/** A person of the role, as the lists answer them. */
export type PersonOf<R extends PersonRole> = R extends 'driver' ? Driver : Dispatcher;
/** The document types of the role (spec part 2 "Dispatcher and driver profile pages"). */
export type PersonDocumentOf<R extends PersonRole> = R extends 'driver' ? DriverDocument : DispatcherDocument;
/** PATCH .../upload-docs/ answers the stored file's signed path under its document type. */
export type UploadedPersonDocument<R extends PersonRole = PersonRole> = Partial<Record<PersonDocumentOf<R>, string>>;

export const PERSON_DOCUMENTS: { [R in PersonRole]: readonly PersonDocumentOf<R>[] } = { dispatcher: DISPATCHER_DOCUMENTS, driver: DRIVER_DOCUMENTS };
/** The spec's message for a document type the person's role does not have (part 2 section 5). */
export const INVALID_DOCUMENT_TYPE = 'Invalid document type.';

const LIST_PATHS = { dispatcher: ApiPaths.dispatchers, driver: ApiPaths.drivers } as const;
const UPLOAD_PATHS = { dispatcher: ApiPaths.uploadDispatcherDocs, driver: ApiPaths.uploadDriverDocs } as const;

export const personDocumentsApi = (http: Http) => {
  /**
   * The person whose login is `email`, or null: the list call's exact, case-insensitive `email`
   * lookup (a profile opened from a pasted link or reloaded). Matched here too, so an answer of
   * more than the one person (a server without the lookup answers the spec's whole array) never
   * shows someone else.
   */
  const getPersonByEmail = async <R extends PersonRole>(role: R, email: string, signal?: AbortSignal): Promise<PersonOf<R> | null> => {
    const answer = await http<{ count: number; results: PersonOf<R>[] } | PersonOf<R>[]>(LIST_PATHS[role], { query: { email }, signal });
    const people = Array.isArray(answer) ? answer : answer.results;
    const wanted = email.trim().toLowerCase();
    return people.find((p) => p.email.toLowerCase() === wanted) ?? null;
  };

  return {
    getDispatcherByEmail: (email: string, signal?: AbortSignal) => getPersonByEmail('dispatcher', email, signal),
    getDriverByEmail: (email: string, signal?: AbortSignal) => getPersonByEmail('driver', email, signal),
    /**
     * Stores one document of a dispatcher or driver: the file goes under its type's name, as the
     * spec's multipart says. With `onProgress` it goes over XMLHttpRequest (fetch cannot report an
     * upload's progress), still through the core's token and refresh. A type the role does not
     * have is refused before any call, with the spec's message.
     */
    uploadPersonDocument: <R extends PersonRole>(
      role: R,
      id: number,
      documentType: PersonDocumentOf<R>,
      file: Blob,
      options: { onProgress?: UploadProgress; signal?: AbortSignal } = {},
    ): Promise<UploadedPersonDocument<R>> => {
      if (!(PERSON_DOCUMENTS[role] as readonly string[]).includes(documentType)) return Promise.reject(new Error(INVALID_DOCUMENT_TYPE));
      const form = new FormData();
      form.append(documentType, file);
      return http<UploadedPersonDocument<R>>(UPLOAD_PATHS[role](id), {
        method: 'PATCH',
        body: form,
        signal: options.signal,
        fetch: options.onProgress ? progressFetch(options.onProgress) : undefined,
      });
    },
  };
};

export const { getDispatcherByEmail, getDriverByEmail, uploadPersonDocument } = personDocumentsApi(api.http);
