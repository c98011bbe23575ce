import { useEffect } from 'react';
import { useBusValue } from '@haulboard/shared/bus';

/** Each screen names the browser tab (and what a screen reader announces on navigation); unread chat messages lead it. */
export function DocumentTitle({ title }: { title: string }) {
  const { total } = useBusValue('chat:unread-changed', { total: 0 });
  useEffect(() => {
    document.title = `${total > 0 ? `(${total}) ` : ''}${title} · Haulboard`;
  }, [title, total]);
  return null;
}
