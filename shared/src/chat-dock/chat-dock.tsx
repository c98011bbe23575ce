import { lazy, Suspense, useEffect, useRef } from 'react';
import { AppRoutes, useLocation } from '@haulboard/shared/router';
import { chatDock, useChatDockOpen } from './chat-dock-state';

const load = () => import('./chat-dock-panel');
const Panel = lazy(load);

/**
 * Where the chat panel opens: the shell puts this beside the screen, so from 1024 px the
 * screen makes room for the panel instead of lying under it. Nothing is drawn (or loaded)
 * until a header's `ChatToggle` opens it; then it stays, with its conversation, while the
 * administrator moves between screens.
 */
export function ChatDock() {
  const open = useChatDockOpen();
  // Beside the screen (from 1024 px) it stays open from screen to screen. Below that it lies over
  // the screen, which one opened from the navigation expects to see: it closes. The chat page is
  // the chat itself, so the panel closes there.
  const { pathname } = useLocation();
  const onChatPage = pathname === AppRoutes.chat;
  const first = useRef(true);
  useEffect(() => {
    const over = window.matchMedia?.('(max-width: 63.99em)').matches ?? false;
    if (onChatPage || (over && !first.current)) chatDock.reset();
    first.current = false;
  }, [pathname, onChatPage]);
  // The shell goes (sign-out): the next session starts with it closed.
  useEffect(() => () => chatDock.reset(), []);
  return open && !onChatPage ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null;
}
/** Starts loading the panel's code before it opens (the pointer is on its way to the toggle). */
ChatDock.preload = () => void load().catch(() => undefined);
