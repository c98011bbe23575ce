import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { loadRemoteModule, type LoadOptions } from './loader';
import { useRemoteStates } from './remote-states';

type ScreenModule = { default: ComponentType };

class Boundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[haulboard] an area failed', error, info.componentStack);
  }
  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };
  render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * One area of the page, loaded from its remote at run time. While it loads the area shows
 * a loading state; if it fails (remote down, timeout, a crash inside) only this area shows
 * an error panel, and Retry loads it again. How both look: `RemoteStatesProvider`.
 */
export function RemoteScreen({
  id,
  label,
  loadOptions,
}: {
  /** `<remote>/<Module>`, e.g. `auth/SignIn`. */
  id: string;
  /** What the area is, for its loading and error texts. */
  label: string;
  loadOptions?: LoadOptions;
}) {
  // React.lazy caches a rejection: every retry needs a new lazy component.
  const make = () => lazy(() => loadRemoteModule<ScreenModule>(id, loadOptions));
  const [Screen, setScreen] = useState(() => make());
  const { Loading, Failed } = useRemoteStates();
  return (
    <Boundary
      onRetry={() => setScreen(() => make())}
      fallback={(retry) => (
        <Failed
          title={`The ${label} area could not be loaded.`}
          description="Check your connection and try again. The rest of Haulboard keeps working."
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={<Loading text={`Loading ${label}...`} />}>
        <Screen />
      </Suspense>
    </Boundary>
  );
}
