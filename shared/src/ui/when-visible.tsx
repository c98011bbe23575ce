import { useEffect, useRef, useState, type ReactNode } from 'react';

export type WhenVisibleProps = {
  /** The part, drawn (and its lazy code and its request started) once its place nears the viewport. */
  children: ReactNode;
  /** What holds its place until then: its title and its height, so the page does not jump. */
  placeholder: ReactNode;
  /** How far below (or above) the viewport "near" starts: the part is ready by the time it scrolls in. */
  margin?: string;
};

/**
 * A part far down a screen (the analytics' Receivables) waits until the reader scrolls toward it:
 * its code and its request stay off the screen's first load. Once drawn it stays. Focus moving
 * into the page's end scrolls the placeholder into view, which draws it too. Without an
 * IntersectionObserver (jsdom) the part is drawn at once.
 */
export function WhenVisible({ children, placeholder, margin = '400px' }: WhenVisibleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const place = ref.current;
    if (near || !place) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${margin} 0px` });
    observer.observe(place);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <div ref={ref}>{placeholder}</div>;
}
