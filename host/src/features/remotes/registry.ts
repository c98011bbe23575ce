import { getInstance, loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader } from '@haulboard/shared/federation';
import { deploymentsPlugin } from './deployments';

/** `remotes.json`: area name -> manifest URL. Read at start-up: the host knows no remote URL at build time. */
export type RemotesConfig = Record<string, string>;

let registered: Promise<void> | null = null;

async function fetchRemotes(): Promise<RemotesConfig> {
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`remotes.json answered ${res.status}`);
  return (await res.json()) as RemotesConfig;
}

/** Registers the remotes once; a failed read is tried again on the next load. */
function ensureRegistered(): Promise<void> {
  registered ??= fetchRemotes()
    .then((remotes) => {
      registerRemotes(
        Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
        { force: true },
      );
    })
    .catch((e) => {
      registered = null;
      throw e;
    });
  return registered;
}

export function startFederation(): void {
  if (!getInstance()) throw new Error('The federation runtime is not initialised');
  registerPlugins([deploymentsPlugin]);
  void ensureRegistered().catch(() => undefined);
  provideRemoteLoader(async <T>(id: string) => {
    await ensureRegistered();
    return loadRemote<T>(id);
  });
}
