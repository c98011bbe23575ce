import { CHUNK_LOAD_TIMEOUT_MS } from './constants';

/** Loads `<remote>/<Module>`; the host's Module Federation `loadRemote`. */
export type RemoteLoader = <T>(id: string) => Promise<T | null | undefined>;

let provided: RemoteLoader | null = null;

/**
 * A remote's own `loadRemote` sees only its own federation instance, so the host hands
 * its loader over at start-up and every remote loads other remotes (the chat panel) here.
 */
export function provideRemoteLoader(loader: RemoteLoader): void {
  provided = loader;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly id: string,
    message: string,
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'RemoteLoadError';
  }
}

export type LoadOptions = {
  timeoutMs?: number;
  /** Extra attempts after a failure, with a growing pause between them. */
  retries?: number;
  retryDelayMs?: number;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(p: Promise<T>, ms: number, id: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(id, `Loading ${id} timed out after ${ms / 1000} s`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** Loads a remote module within the chunk timeout, retrying network failures. */
export async function loadRemoteModule<T>(id: string, opts: LoadOptions = {}): Promise<T> {
  const { timeoutMs = CHUNK_LOAD_TIMEOUT_MS, retries = 2, retryDelayMs = 400 } = opts;
  if (!provided) throw new RemoteLoadError(id, 'No remote loader: the host provides one at start-up.');
  const loader = provided;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(retryDelayMs * 2 ** (attempt - 1));
    try {
      const mod = await withTimeout(loader<T>(id), timeoutMs, id);
      if (mod == null) throw new RemoteLoadError(id, `${id} is not available`);
      return mod;
    } catch (e) {
      lastError = e;
      // A timeout already waited the whole bound: do not wait it again.
      if (e instanceof RemoteLoadError && /timed out/.test(e.message)) break;
    }
  }
  throw lastError instanceof RemoteLoadError ? lastError : new RemoteLoadError(id, `${id} could not be loaded`, lastError);
}
