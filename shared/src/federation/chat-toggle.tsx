import { lazy, Suspense } from 'react';
import { IconButton, MessageCircle } from '@haulboard/shared/ui';

const ChatDock = lazy(() => import('./chat-dock'));

/**
 * The chat toggle every page header carries (`<PageHeader chat={<ChatToggle />} />`): it
 * opens the chat remote's panel in the page. Its code, and the panel's, load on first use;
 * the same button stands in meanwhile, so the header never shifts.
 */
export function ChatToggle() {
  return (
    <Suspense
      fallback={
        <IconButton aria-label="Chat" aria-expanded={false} variant="outline">
          <MessageCircle />
        </IconButton>
      }
    >
      <ChatDock />
    </Suspense>
  );
}
