import { useEffect } from 'react';
import { getChatUnread } from '@haulboard/shared/api';
import { bus } from '@haulboard/shared/bus';
import { listenToChat } from '@haulboard/shared/live';

const publish = (total: number) => bus.emit('chat:unread-changed', { total });

/**
 * The unread total on the bus while the admin shell is up (the Chat link, the tab title, every
 * chat toggle): `GET chat/unread/` once, then each total the chat socket reports, and the call
 * again after the socket was down. The chat remote itself is not loaded for it.
 */
export function useChatUnread() {
  useEffect(() => {
    let controller: AbortController | null = null;
    // A total from the socket is newer than an answer to a request sent before it.
    let pushed = 0;
    const fetchTotal = () => {
      controller?.abort();
      const mine = (controller = new AbortController());
      const seen = pushed;
      getChatUnread(mine.signal).then(
        ({ total }) => seen === pushed && !mine.signal.aborted && publish(total),
        // No badge is better than a wrong one; the next socket event or reconnect corrects it.
        () => undefined,
      );
    };
    fetchTotal();
    const stop = listenToChat({
      onEvent: (event) => {
        if (event.type !== 'unread.changed') return;
        pushed++;
        publish(event.total_unread);
      },
      onReconnect: fetchTotal,
    });
    return () => {
      controller?.abort();
      stop();
      // Leaving the admin area is signing out: the next user starts from none.
      publish(0);
    };
  }, []);
}
