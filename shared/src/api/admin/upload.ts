/** How far an upload has gone, 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** The part of XMLHttpRequest used here (tests hand in a double). */
export type XhrLike = Pick<
  XMLHttpRequest,
  'open' | 'setRequestHeader' | 'send' | 'abort' | 'getAllResponseHeaders' | 'status' | 'responseText' | 'upload' | 'onload' | 'onerror' | 'onabort'
>;

/** Statuses whose Response may carry no body (the constructor refuses one). */
const NULL_BODY = new Set([101, 204, 205, 304]);

/**
 * A `fetch` over XMLHttpRequest, because `fetch` cannot report how much of a body has gone
 * out. Given to the HTTP core per request (`RequestOptions.fetch`), so an upload keeps the
 * core's token, refresh and errors. `createXhr` is for tests.
 */
export function progressFetch(onProgress: UploadProgress, createXhr: () => XhrLike = () => new XMLHttpRequest()): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = createXhr();
      const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (init.signal?.aborted) return aborted();
      xhr.open(init.method ?? 'GET', String(input));
      new Headers(init.headers).forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.onprogress = (e) => {
        if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
      };
      xhr.onload = () => {
        onProgress(1);
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const at = line.indexOf(':');
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
        }
        resolve(new Response(NULL_BODY.has(xhr.status) ? null : xhr.responseText, { status: xhr.status, headers }));
      };
      // As fetch does: a failure to reach the server is a TypeError (the core makes it a NetworkError).
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = aborted;
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}
