import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it is shown (dialogs, drawers, menus: the
 * parts with state machines), so the first page of the suite never pays for them.
 */
export function lazyPart<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  const Impl = lazy(load);
  function LazyPart(props: ComponentProps<C>) {
    return (
      <Suspense fallback={null}>
        <Impl {...props} />
      </Suspense>
    );
  }
  /** Starts loading before it is needed (on hover, say). */
  LazyPart.preload = () => void load();
  return LazyPart;
}
