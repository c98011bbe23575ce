import { lazy, Suspense, useEffect, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';

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
  /** Whether the code is there: an instance mounted now draws at once, with no fallback. */
  LazyPart.isLoaded = (): boolean => Loaded !== null;
  return LazyPart;
}

/** What `useLazyPartsReady` needs of a `lazyPart`. */
export type PreloadablePart = { preload: () => Promise<unknown>; isLoaded: () => boolean };

/**
 * True once every part's code is there (at once when it already is), their loads started on mount.
 * A screen that draws such parts between others waits on this with its data: a part arriving
 * after the screen drew would push what is below it down under a reader's pointer mid-click.
 * A part whose code fails to load counts as ready: it then fails where it is drawn, as it would have.
 */
export function useLazyPartsReady(parts: readonly PreloadablePart[]): boolean {
  const [ready, setReady] = useState(() => parts.every((p) => p.isLoaded()));
  useEffect(() => {
    if (ready) return;
    let live = true;
    const settle = () => live && setReady(true);
    void Promise.all(parts.map((p) => p.preload())).then(settle, settle);
    return () => {
      live = false;
    };
    // The parts are module-level constants: the first render's list is the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ready;
}
