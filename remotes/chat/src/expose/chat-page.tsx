import { Box, VisuallyHidden } from '@haulboard/shared/ui';
import { ChatProviders } from '../app/chat-providers';
import { ChatView } from '../app/chat-view';

/** /admin/chat: the chat filling the admin area's content. */
export default function ChatPage() {
  return (
    <ChatProviders>
      <VisuallyHidden>
        <h1>Chat</h1>
      </VisuallyHidden>
      <Box h={{ base: 'calc(100dvh - 6.5rem)', md: 'calc(100dvh - 4rem)' }} minH="96">
        <ChatView />
      </Box>
    </ChatProviders>
  );
}
