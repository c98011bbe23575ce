import { lazy, Suspense } from 'react';
import { IconButton, MessageCircle } from '@haulboard/shared/ui';

const ChatDock = lazy(() => import('./chat-dock'));

/** A click on the stand-in (before the dock's code arrived) opens the panel once it has. */
export const pendingOpen = { requested: false };

/**
 * The chat toggle every page header carries (`<PageHeader chat={<ChatToggle />} />`): it
 * opens the chat remote's panel in the page. Its code, and the panel's, load on first use;
 * the same button stands in meanwhile, so the header never shifts.
 */
export function ChatToggle() {
  return (
    <Suspense
      fallback={
        <IconButton aria-label="Chat" aria-expanded={false} variant="outline" onClick={() => (pendingOpen.requested = true)}>
          <MessageCircle />
        </IconButton>
      }
    >
      <ChatDock />
    </Suspense>
  );
}
