// An XMLHttpRequest the test drives, for uploads that report progress (progressFetch): it
// records what is sent, reports progress and answers only when told.

export class FakeXhr {
  static instances: FakeXhr[] = [];
  static get last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No upload was sent');
    return xhr;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload = { onprogress: null as ((e: Partial<ProgressEvent>) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }

  // What the network and the server do.
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

/** The part of Response an upload's answer is read by, for environments without one (jsdom). */
class AnswerResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly headers: Headers;
  constructor(
    private readonly body: string | null,
    init: { status?: number; headers?: Headers } = {},
  ) {
    this.status = init.status ?? 200;
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = init.headers ?? new Headers();
  }
  async text() {
    return this.body ?? '';
  }
  async json() {
    return JSON.parse(this.body ?? '');
  }
}

/**
 * Puts FakeXhr in place of the page's XMLHttpRequest (and, where the environment has none, a
 * Response for progressFetch to answer with) until the returned restore is called.
 */
export function withFakeXhr(): () => void {
  const real = { xhr: globalThis.XMLHttpRequest, response: globalThis.Response };
  FakeXhr.instances = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  globalThis.Response ??= AnswerResponse as unknown as typeof Response;
  return () => {
    globalThis.XMLHttpRequest = real.xhr;
    globalThis.Response = real.response;
  };
}
