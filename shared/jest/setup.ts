// What jsdom lacks and the UI stack touches. Node-environment tests skip all of it.
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof window !== 'undefined') {
  // react-router reads them at module load.
  Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });
  globalThis.structuredClone ??= (v: unknown) => JSON.parse(JSON.stringify(v));

  // Chakra's overlays measure themselves; jsdom has no layout, so nothing ever resizes.
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

  // Chakra's responsive props and color mode ask for media queries; no query ever matches.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;

  // Chakra's styles stay out of jsdom unless a file asks for them (`applyStyles()` from the testing
  // kit): jsdom has no layout and no media queries, yet matches every rule Emotion inserts against
  // each element a role query or toBeVisible reads, about a quarter of a screen test's time. What
  // hides an element from a user here is an attribute (hidden, aria-hidden) or its absence, and
  // those still count; how a screen looks is the browser tests' (e2e, axe).
  type Sheet = { insert(rule: string): void };
  const { StyleSheet } = require((globalThis as { HAULBOARD_EMOTION_SHEET?: string }).HAULBOARD_EMOTION_SHEET!) as { StyleSheet: { prototype: Sheet } };
  const insert = StyleSheet.prototype.insert;
  StyleSheet.prototype.insert = function insertWhenApplied(this: Sheet, rule: string) {
    if ((globalThis as Record<symbol, unknown>)[Symbol.for('haulboard.test.styles')] === true) insert.call(this, rule);
  };

  // React's development build captures a stack (`Error('react-stack-top-frame')`) and a console task
  // for every element it creates, up to 10,000 a second, to name the owner in its warnings: a fifth
  // of the web tests' CPU here. Its own throttle, held shut: each element takes the
  // shared "unknown owner" stack. Warnings still fire (keys, nesting, act); they name fewer owners.
  const internals = (require('react') as Record<string, { recentlyCreatedOwnerStacks?: number }>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.POSITIVE_INFINITY, set: () => undefined });

  window.scrollTo = () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
