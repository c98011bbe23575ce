import { loadRemoteModule, RemoteLoadError } from '@haulboard/shared/federation';
import { installFakeApi } from '@haulboard/shared/testing';
// The same module the registry gets for '@module-federation/enhanced/runtime' (jest.config.cjs).
import { runtime } from '../../../test/federation-runtime';
import { startFederation } from './registry';

const remotesJson = { auth: '/remotes/auth/mf-manifest.json', loads: 'https://cdn.example.test/loads/mf-manifest.json' };
const signIn = { default: 'the sign-in screen' };

// The registry is page state (it registers once per page): these tests are one page's life, in order.
let remotesUp = false;
const api = installFakeApi({
  'GET /remotes.json': () => (remotesUp ? { status: 200, body: remotesJson } : { status: 503 }),
});
afterAll(() => api.restore());
const remotesReads = () => api.to('GET', '/remotes.json');

describe('the remote registry', () => {
  it('refuses to start without the federation runtime', () => {
    runtime.instance = null;
    expect(() => startFederation()).toThrow('The federation runtime is not initialised');
    runtime.instance = {};
  });

  it('reads /remotes.json fresh at start-up, not cached', async () => {
    startFederation();
    expect(remotesReads()).toEqual([expect.objectContaining({ cache: 'no-cache' })]);
  });

  it("records each area's manifest as loaded, for the redeploy notice", () => {
    expect(runtime.plugins.map((p) => p.name)).toContain('haulboard-deployments');
  });

  it('a failed read fails the load and is tried again on the next one', async () => {
    runtime.modules.set('auth/SignIn', signIn);
    const failed = await loadRemoteModule('auth/SignIn', { retries: 0 }).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(RemoteLoadError);
    expect((failed as Error & { cause: Error }).cause.message).toBe('remotes.json answered 503');
    expect(runtime.loads).toEqual([]);
    expect(remotesReads()).toHaveLength(2);

    remotesUp = true;
    await expect(loadRemoteModule('auth/SignIn', { retries: 0 })).resolves.toBe(signIn);
    expect(remotesReads()).toHaveLength(3);
  });

  it('registers every area in /remotes.json, by name and manifest', () => {
    expect(runtime.registered).toEqual([
      {
        remotes: [
          { name: 'auth', entry: '/remotes/auth/mf-manifest.json' },
          { name: 'loads', entry: 'https://cdn.example.test/loads/mf-manifest.json' },
        ],
        options: { force: true },
      },
    ]);
    expect(runtime.loads).toEqual(['auth/SignIn']);
  });

  it('later loads reuse the registration', async () => {
    await expect(loadRemoteModule('auth/SignIn')).resolves.toBe(signIn);
    expect(remotesReads()).toHaveLength(3);
    expect(runtime.registered).toHaveLength(1);
  });

  it('a remote that is not deployed loads as an error, not as nothing', async () => {
    await expect(loadRemoteModule('dashboard/Dashboard', { retries: 0 })).rejects.toMatchObject({
      name: 'RemoteLoadError',
      message: 'dashboard/Dashboard is not available',
    });
  });
});
