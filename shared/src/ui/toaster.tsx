import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import type { store as Store } from './toaster-impl';

export { TOAST_DURATION_MS } from './toast-constants';

type ToastStore = typeof Store;
export type ToastOptions = {
  title: string;
  description?: string;
  type?: 'success' | 'error' | 'info' | 'warning' | 'loading';
  duration?: number;
  closable?: boolean;
  id?: string;
  /** A button in the toast (Undo), live for as long as the toast shows; clicking it closes the toast. */
  action?: { label: string; onClick: () => void };
};

const ToasterImpl = lazy(() => import('./toaster-impl'));

// Calls made before the toast region has loaded wait here, in order.
let real: ToastStore | null = null;
let queue: ((s: ToastStore) => void)[] = [];
let requested = false;
const listeners = new Set<() => void>();

/** Where the page header ends, so a toast opens below its buttons (toaster-impl's offsets). */
function placeBelowHeader() {
  if (typeof document === 'undefined') return;
  const header = document.querySelector('main header');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  document.documentElement.style.setProperty('--hb-toast-top', `${Math.max(16, Math.round(bottom) + 8)}px`);
}

function run(call: (s: ToastStore) => void) {
  placeBelowHeader();
  if (real) return call(real);
  queue.push(call);
  if (!requested) {
    requested = true;
    listeners.forEach((l) => l());
  }
}

/**
 * The page's one toaster: every app calls `toaster.success(...)` etc.; the host renders
 * `<Toaster />` once. The toast machinery loads with the first toast.
 */
export const toaster = {
  create: (o: ToastOptions) => run((s) => s.create({ closable: true, ...o })),
  success: (o: Omit<ToastOptions, 'type'>) => run((s) => s.create({ closable: true, ...o, type: 'success' })),
  error: (o: Omit<ToastOptions, 'type'>) => run((s) => s.create({ closable: true, ...o, type: 'error' })),
  info: (o: Omit<ToastOptions, 'type'>) => run((s) => s.create({ closable: true, ...o, type: 'info' })),
  warning: (o: Omit<ToastOptions, 'type'>) => run((s) => s.create({ closable: true, ...o, type: 'warning' })),
  /**
   * A failure: an error toast, unless the same failure is on screen already. During an outage every
   * part of a screen that fails, and every retry of it, would stack another copy of the same words.
   */
  failure: (o: Omit<ToastOptions, 'type' | 'id'>) =>
    run((s) => {
      const key = `${o.title}\n${o.description ?? ''}`;
      const shown = failuresShown.get(key);
      if (shown && s.isVisible(shown)) return;
      failuresShown.set(key, s.create({ closable: true, ...o, type: 'error' }));
    }),
  dismiss: (id?: string) => run((s) => s.dismiss(id)),
};

/** The toast each failure's words are on, while it may still show (`toaster.failure`). */
const failuresShown = new Map<string, string>();

/**
 * For tests: forgets every toast, shown or waiting. The store outlives a test's render, and
 * toasts left by earlier tests of a file (their region gone, so never expiring) would fill its
 * 24 places and hold a later test's toast back until one of its own expires.
 */
export function resetToasts() {
  real?.remove();
  queue = [];
  failuresShown.clear();
}

/** The toast region, top right below the page header (at the bottom on a phone). Renders nothing until a toast is first requested. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => requested,
  );
  const onReady = useCallback((s: ToastStore) => {
    // Chakra's toast group starts listening to the store after this effect (its region
    // mounts inside a portal): hand the waiting calls over on the next tick, or they are lost.
    const timer = setTimeout(() => {
      real = s;
      const pending = queue;
      queue = [];
      pending.forEach((call) => call(s));
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterImpl onReady={onReady} />
    </Suspense>
  );
}
