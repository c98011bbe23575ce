import { useEffect } from 'react';

/** Each screen names the browser tab (and what a screen reader announces on navigation). */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = `${title} · Haulboard`;
  }, [title]);
  return null;
}
