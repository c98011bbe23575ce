import { useLayoutEffect, useRef, useState } from 'react';

/** Until the first measure arrives, or where the page cannot measure (tests): a laptop's chart width. */
const UNMEASURED_WIDTH = 640;

/** The element's content width, followed as the window or the layout changes it. */
export function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth || UNMEASURED_WIDTH);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
