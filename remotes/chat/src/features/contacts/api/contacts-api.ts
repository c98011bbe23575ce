import { api, ApiPaths } from '@haulboard/shared/api';
import type { Contact } from '@haulboard/shared/contracts';

/** Every contact, the spec's plain array (those with messages first, newest first). */
export const getContacts = (signal?: AbortSignal) => api.http<Contact[]>(ApiPaths.chatList, { signal });
