import { useEffect, useRef } from 'react';
import { useBusValue } from '@haulboard/shared/bus';
import { Badge, Box, IconButton, MessageCircle } from '@haulboard/shared/ui';
import { ChatDock } from './chat-dock';
import { CHAT_PANEL_ID, chatDock, useChatDockOpen } from './chat-dock-state';

const unreadText = (n: number) => (n ? `, ${n} unread message${n === 1 ? '' : 's'}` : '');

/**
 * The chat toggle every page header carries (`<PageHeader chat={<ChatToggle />} />`): it opens
 * and closes the chat panel that the shell's `ChatDock` draws beside the screen. The button is
 * light; the panel's code loads when it first opens (or the pointer comes near).
 */
export function ChatToggle() {
  const open = useChatDockOpen();
  const { total } = useBusValue('chat:unread-changed', { total: 0 });
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => chatDock.attachToggle(ref.current), []);
  return (
    <Box position="relative">
      <IconButton
        ref={ref}
        aria-label={`Chat${unreadText(total)}`}
        aria-expanded={open}
        aria-controls={open ? CHAT_PANEL_ID : undefined}
        variant={open ? 'subtle' : 'outline'}
        onClick={chatDock.toggle}
        onPointerEnter={ChatDock.preload}
        onFocus={ChatDock.preload}
      >
        <MessageCircle />
      </IconButton>
      {total > 0 ? (
        <Badge position="absolute" top="-1.5" right="-1.5" colorPalette="red" variant="solid" rounded="full" size="xs" pointerEvents="none" aria-hidden>
          {total > 99 ? '99+' : total}
        </Badge>
      ) : null}
    </Box>
  );
}
