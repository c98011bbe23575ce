// The loader alone: RemoteScreen (and the design system it draws with) is tested beside it.
import { CHUNK_LOAD_TIMEOUT_MS } from './constants';
import { loadRemoteModule, provideRemoteLoader, RemoteLoadError, type RemoteLoader } from './loader';

/** A loader answering each attempt from the list, in order. */
function scripted(...answers: (() => Promise<unknown>)[]) {
  const calls: string[] = [];
  const loader = ((id: string) => {
    calls.push(id);
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    return next();
  }) as RemoteLoader;
  provideRemoteLoader(loader);
  return calls;
}

const never = () => new Promise<never>(() => undefined);
const fail =
  (m = 'ChunkLoadError') =>
  () =>
    Promise.reject(new Error(m));
const mod = { default: 'screen' };

/** Runs every pending microtask, so an awaited step that is due has run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

afterEach(() => jest.useRealTimers());

describe('loadRemoteModule', () => {
  it('refuses when the host provided no loader', async () => {
    let fresh!: typeof import('./loader');
    jest.isolateModules(() => {
      fresh = require('./loader');
    });
    const e = await fresh.loadRemoteModule('auth/SignIn').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(fresh.RemoteLoadError);
    expect(e).toMatchObject({ id: 'auth/SignIn', message: 'No remote loader: the host provides one at start-up.' });
  });

  it('answers the module the loader gives', async () => {
    const calls = scripted(() => Promise.resolve(mod));
    await expect(loadRemoteModule('auth/SignIn')).resolves.toBe(mod);
    expect(calls).toEqual(['auth/SignIn']);
  });

  it('times out after the spec chunk timeout (120 s) by default, and does not retry a timeout', async () => {
    jest.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const calls = scripted(never);
    const outcome = jest.fn();
    loadRemoteModule('loads/LoadsList').then(outcome, outcome);

    await jest.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const e = outcome.mock.calls[0][0];
    expect(e).toBeInstanceOf(RemoteLoadError);
    expect(e).toMatchObject({ id: 'loads/LoadsList', message: 'Loading loads/LoadsList timed out after 120 s' });

    await jest.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it('honours a shorter timeout', async () => {
    jest.useFakeTimers();
    scripted(never);
    const result = loadRemoteModule('chat/ChatPage', { timeoutMs: 5000 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toMatchObject({ name: 'RemoteLoadError', message: 'Loading chat/ChatPage timed out after 5 s' });
  });

  it('retries a failed load after a growing pause, then succeeds', async () => {
    jest.useFakeTimers();
    const calls = scripted(fail(), fail(), () => Promise.resolve(mod));
    const outcome = jest.fn();
    loadRemoteModule('fleet/TrucksTrailers', { retries: 2, retryDelayMs: 400 }).then(outcome);

    await settle();
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(399);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    // The second pause is twice the first.
    await jest.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(outcome).toHaveBeenCalledWith(mod);
  });

  it('gives up after the last retry with a RemoteLoadError carrying the cause', async () => {
    jest.useFakeTimers();
    const calls = scripted(fail('first'), fail('second'));
    const result = loadRemoteModule('people/DriversList', { retries: 1, retryDelayMs: 10 }).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(10);
    const e = (await result) as RemoteLoadError;
    expect(calls).toHaveLength(2);
    expect(e).toBeInstanceOf(RemoteLoadError);
    expect(e.message).toBe('people/DriversList could not be loaded');
    expect((e.cause as Error).message).toBe('second');
  });

  it('treats a null module as a failure', async () => {
    scripted(() => Promise.resolve(null));
    const e = await loadRemoteModule('dashboard/Dashboard', { retries: 0 }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(RemoteLoadError);
    expect(e).toMatchObject({ id: 'dashboard/Dashboard', message: 'dashboard/Dashboard is not available' });
  });
});
