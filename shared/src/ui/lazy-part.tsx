import { lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it is shown (dialogs, drawers, menus: the
 * parts with state machines), so the first page of the suite never pays for them.
 */
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>, options: { fallback?: ReactNode } = {}) {
  let Loaded: C | null = null;
  const loadOnce = () =>
    load().then((m) => {
      Loaded = m.default;
      return m;
    });
  const Impl = lazy(loadOnce);
  function LazyPart(props: ComponentProps<C>) {
    // Once the code is there, an instance mounted later draws the part itself: no Suspense and
    // lazy wrapper per instance (a list draws 30 status badges per page). Decided at mount, so an
    // instance never switches between the two shapes (that would remount its state).
    const [Direct] = useState(() => Loaded);
    if (Direct) return <Direct {...props} />;
    return (
      <Suspense fallback={options.fallback ?? null}>
        <Impl {...props} />
      </Suspense>
    );
  }
  /** Starts loading before it is needed (on hover, say); settles once the code is there, so an instance mounted then draws at once. */
  LazyPart.preload = (): Promise<unknown> => loadOnce();
  return LazyPart;
}
