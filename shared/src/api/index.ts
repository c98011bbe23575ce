import { bus } from '@haulboard/shared/bus';
import { getTokenStore } from '@haulboard/shared/session';
import { authApi } from './auth';
import { chatApi } from './chat';
import { createHttp, type HttpDeps } from './http';
import { profileApi } from './profile';

export { ApiError, NetworkError, isApiError, isNetworkError, isNotFound } from './errors';
// The paths travel with the client (zod-free), so areas need not load the contracts entry at run time.
export { ApiPaths } from '../contracts/paths';
export { NO_TOKEN_DETAIL, type Http, type HttpDeps, type RequestOptions } from './http';

/** Every endpoint function, over one HTTP core. Tests build their own with fakes. */
export function createApiClient(deps: HttpDeps) {
  const http = createHttp(deps);
  return { http, ...authApi(http), ...profileApi(http), ...chatApi(http) };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** The page's client: the host's token store and the shared bus, read at call time. */
export const api: ApiClient = createApiClient({
  baseUrl: '/api/',
  fetch: () => globalThis.fetch.bind(globalThis),
  tokens: getTokenStore,
  bus: () => bus,
});

export const { login, requestReset, verifyCode, confirmReset, logout, getAdminProfile, getChatUnread, getChatContactPage } = api;
export { adminProfileQueryKey } from './profile';
