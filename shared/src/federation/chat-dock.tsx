import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useBusValue } from '@haulboard/shared/bus';
import { Badge, Box, CloseButton, Flex, Heading, IconButton, MessageCircle } from '@haulboard/shared/ui';
import { ChatPanelSlot } from './chat-panel-slot';
import { pendingOpen } from './chat-toggle';

const unreadText = (n: number) => (n ? `, ${n} unread message${n === 1 ? '' : 's'}` : '');

/**
 * The chat toggle of a page header and the panel it opens: docked at the side of the page
 * (the page stays usable), full width on a phone. Escape or the close button shuts it.
 */
export default function ChatDock() {
  const [open, setOpen] = useState(false);
  // A click on the stand-in may land any time until this is on screen: honour it then.
  useLayoutEffect(() => {
    if (!pendingOpen.requested) return;
    pendingOpen.requested = false;
    setOpen(true);
  }, []);
  const { total } = useBusValue('chat:unread-changed', { total: 0 });
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open) heading.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <Box position="relative">
        <IconButton
          ref={toggle}
          aria-label={`Chat${unreadText(total)}`}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          variant={open ? 'subtle' : 'outline'}
          onClick={() => setOpen((o) => !o)}
        >
          <MessageCircle />
        </IconButton>
        {total > 0 ? (
          <Badge position="absolute" top="-1.5" right="-1.5" colorPalette="red" variant="solid" rounded="full" size="xs" pointerEvents="none" aria-hidden>
            {total > 99 ? '99+' : total}
          </Badge>
        ) : null}
      </Box>
      {open ? (
        <Flex
          as="aside"
          id={panelId}
          aria-label="Chat"
          direction="column"
          position="fixed"
          top="0"
          right="0"
          bottom="0"
          w={{ base: '100vw', sm: '26rem' }}
          zIndex="banner"
          bg="bg"
          borderLeftWidth="1px"
          shadow="xl"
          onKeyDown={(e) => e.key === 'Escape' && !e.defaultPrevented && setOpen(false)}
        >
          <Flex align="center" justify="space-between" px="4" py="2" borderBottomWidth="1px">
            <Heading as="h2" size="md" ref={heading} tabIndex={-1} outline="none">
              Chat
            </Heading>
            <CloseButton aria-label="Close chat" size="sm" onClick={() => setOpen(false)} />
          </Flex>
          <Box flex="1" minH="0">
            <ChatPanelSlot />
          </Box>
        </Flex>
      ) : null}
    </>
  );
}
