import { useEffect, useRef } from 'react';
import { Box, CloseButton, Flex, Heading } from '@haulboard/shared/ui';
import { CHAT_PANEL_ID, chatDock } from './chat-dock-state';
import { ChatPanelSlot } from './chat-panel-slot';

/**
 * The open panel. From 1024 px (`lg`) it is a column of the shell's layout, so the screen
 * beside it narrows and its header (with the toggle) stays in view; below that it lies over
 * the page, full width on a phone, with its own close button. Not modal: the page stays usable.
 */
export default function ChatDockPanel() {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves into the panel as it opens; closing gives it back to the toggle (chatDock.close).
  useEffect(() => heading.current?.focus(), []);
  return (
    <Flex
      as="aside"
      id={CHAT_PANEL_ID}
      aria-label="Chat"
      direction="column"
      flexShrink={0}
      position={{ base: 'fixed', lg: 'sticky' }}
      top="0"
      right="0"
      bottom={{ base: '0', lg: 'auto' }}
      h={{ lg: '100dvh' }}
      w={{ base: '100vw', sm: '26rem', lg: '24rem' }}
      zIndex={{ base: 'banner', lg: 'auto' }}
      bg="bg"
      borderLeftWidth="1px"
      shadow={{ base: 'xl', lg: 'none' }}
      onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && chatDock.close()}
    >
      <Flex align="center" justify="space-between" px="4" py="2" borderBottomWidth="1px">
        <Heading as="h2" size="md" ref={heading} tabIndex={-1} outline="none">
          Chat
        </Heading>
        <CloseButton aria-label="Close chat" size="sm" onClick={chatDock.close} />
      </Flex>
      <Box flex="1" minH="0">
        <ChatPanelSlot />
      </Box>
    </Flex>
  );
}
