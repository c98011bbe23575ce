import { useEffect } from 'react';
import { loadRemoteModule } from '@haulboard/shared/federation';

type ConnectionModule = { default: () => () => void };

/**
 * Holds the chat's live connection while the admin shell is up, so the unread total reaches
 * the bus (and the shell's Chat link) on every screen. A chat remote that cannot load
 * costs only the badge: the shell works on without it.
 */
export function useChatConnection() {
  useEffect(() => {
    let release: (() => void) | undefined;
    let cancelled = false;
    loadRemoteModule<ConnectionModule>('chat/ChatConnection').then(
      (mod) => {
        if (cancelled || typeof mod.default !== 'function') return;
        const stop = mod.default();
        if (typeof stop === 'function') release = stop;
      },
      (error) => console.warn('[haulboard] chat is offline: no unread count', error),
    );
    return () => {
      cancelled = true;
      release?.();
    };
  }, []);
}
