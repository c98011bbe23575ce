import type { Page } from '@playwright/test';

/** A shared module's entry in the federation runtime's share scope. */
type ShareEntry = { loaded?: boolean; lib?: unknown; from?: string; useIn?: string[] };

declare global {
  interface Window {
    __e2eInjects?: number;
    __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> };
  }
}

/**
 * An init script: a stand-in for the React DevTools hook. Every copy of React DOM that starts
 * registers its renderer here, so a second copy shows up as a second inject.
 */
export function installDevtoolsHook() {
  window.__e2eInjects = 0;
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      window.__e2eInjects = (window.__e2eInjects ?? 0) + 1;
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** How many copies of React DOM started in the page (needs `installDevtoolsHook` as an init script). */
export const reactDomCopies = (page: Page) => page.evaluate(() => window.__e2eInjects);

/** Each shared library the page loaded -> who provided each loaded copy (the app's federation name). */
export function loadedShares(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const loaded: Record<string, Set<ShareEntry>> = {};
    for (const scopes of Object.values(window.__FEDERATION__?.__SHARE__ ?? {}))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const entry of Object.values(versions)) if (entry.loaded || entry.lib) (loaded[name] ??= new Set()).add(entry);
    return Object.fromEntries(Object.entries(loaded).map(([name, set]) => [name, [...set].map((e) => e.from ?? '?')]));
  });
}
