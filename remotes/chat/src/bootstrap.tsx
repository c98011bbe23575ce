import { ChatDock, ChatToggle } from '@haulboard/shared/chat-dock';
import { provideRemoteLoader } from '@haulboard/shared/federation';
import { AppRoutes, Navigate } from '@haulboard/shared/router';
import { renderStandalone } from '@haulboard/shared/standalone';
import { Box, PageHeader, Text } from '@haulboard/shared/ui';
import ChatPage from './expose/chat-page';

// This remote's own page (`pnpm dev` here): the screen, and a page embedding the panel the
// way other areas do. The "remote" loader answers this remote's own modules.
provideRemoteLoader(async <T,>(id: string) => {
  if (id === 'chat/ChatPanel') return (await import('./expose/chat-panel')) as T;
  return null;
});

renderStandalone(
  document.getElementById('root')!,
  [
    {
      path: AppRoutes.chat,
      element: (
        <Box p="6">
          <ChatPage />
        </Box>
      ),
    },
    {
      path: '/panel',
      element: (
        <Box p="6">
          <PageHeader title="Another area" chat={<ChatToggle />} />
          <Text>The chat toggle opens the panel every area embeds.</Text>
        </Box>
      ),
    },
    { path: '*', element: <Navigate to={AppRoutes.chat} replace /> },
  ],
  { signIn: true, beside: <ChatDock /> },
);
