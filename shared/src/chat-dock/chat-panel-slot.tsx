import { useCallback, useEffect, useState } from 'react';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';
import { ErrorState, LoadingState } from '@haulboard/shared/ui';
import { loadRemoteModule, type LoadOptions } from '@haulboard/shared/federation';

/** The chat remote's module: single-spa-react lifecycles (default export or named). */
type PanelModule = ParcelConfig & { default?: ParcelConfig };

type State = { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed' };

type Lifecycle = (props: unknown) => Promise<unknown>;
const run = (fns: Lifecycle | Lifecycle[], props: unknown) =>
  Array.isArray(fns) ? fns.reduce<Promise<unknown>>((p, f) => p.then(() => f(props)), Promise.resolve()) : fns(props);

/**
 * The parcel's mount and unmount with their failures caught here: single-spa-react would
 * re-throw them after `handleError`, as unhandled rejections on the embedding page.
 */
function guarded(config: ParcelConfig, onError: (error: unknown) => void): ParcelConfig {
  const c = config as unknown as { mount: Lifecycle | Lifecycle[]; unmount: Lifecycle | Lifecycle[] };
  return {
    ...config,
    mount: (props: unknown) => run(c.mount, props).catch(onError),
    unmount: (props: unknown) => run(c.unmount, props).catch((e) => console.error('[haulboard] the chat panel failed to close', e)),
  } as unknown as ParcelConfig;
}

/**
 * Mounts the chat remote's `./ChatPanel` parcel here, from any area, without importing the
 * chat remote. The parcel is its own React root. If the chat cannot load (or crashes), only
 * this slot shows the error, with Retry.
 */
export function ChatPanelSlot({ loadOptions }: { loadOptions?: LoadOptions }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    let live = true;
    loadRemoteModule<PanelModule>('chat/ChatPanel', loadOptions).then(
      // A loaded config, never a promise: a promise leaks unhandled rejections when the remote is down.
      (mod) =>
        live &&
        setState({
          status: 'ready',
          config: guarded(mod.default ?? mod, (error) => {
            console.error('[haulboard] the chat panel failed', error);
            if (live) setState({ status: 'failed' });
          }),
        }),
      (error) => {
        console.error('[haulboard] the chat panel could not be loaded', error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [loadOptions]);
  useEffect(load, [load]);

  if (state.status === 'failed') {
    return <ErrorState title="The chat could not be loaded." description="Check your connection and try again. This page keeps working." onRetry={load} />;
  }
  if (state.status === 'loading') return <LoadingState label="Loading chat..." minH="40" />;
  return (
    <Parcel
      config={state.config}
      mountParcel={mountRootParcel}
      wrapWith="div"
      wrapStyle={{ height: '100%' }}
      handleError={(error: Error) => {
        console.error('[haulboard] the chat panel failed', error);
        setState({ status: 'failed' });
      }}
    />
  );
}
