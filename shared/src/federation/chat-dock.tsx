import { lazy, Suspense } from 'react';
import { useChatDockOpen } from './chat-dock-state';

const load = () => import('./chat-dock-panel');
const Panel = lazy(load);

/**
 * Where the chat panel opens: the shell puts this beside the screen, so from 1024 px the
 * screen makes room for the panel instead of lying under it. Nothing is drawn (or loaded)
 * until a header's `ChatToggle` opens it.
 */
export function ChatDock() {
  const open = useChatDockOpen();
  return open ? (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  ) : null;
}
/** Starts loading the panel's code before it opens (the pointer is on its way to the toggle). */
ChatDock.preload = () => void load().catch(() => undefined);
