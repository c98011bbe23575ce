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

  window.scrollTo = () => undefined;
  Element.prototype.scrollTo ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
