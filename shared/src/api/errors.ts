/** The server answered with an error status. `detail` is the server's own message, when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    readonly body: unknown,
  ) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
  }
}

/** The request was sent but no answer came back (offline, DNS, server down, CORS). */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network error', { cause });
    this.name = 'NetworkError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isNetworkError = (e: unknown): e is NetworkError => e instanceof NetworkError;
/** The server has no such record (a 404): deleted elsewhere, or never there. */
export const isNotFound = (e: unknown): boolean => isApiError(e) && e.status === 404;
