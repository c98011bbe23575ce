import { ChatDock } from '@haulboard/shared/chat-dock';
import { AppRoutes, Navigate } from '@haulboard/shared/router';
import { renderStandalone } from '@haulboard/shared/standalone';
import { Box } from '@haulboard/shared/ui';
import AnalyticsPage from './expose/analytics-page';

// This remote's own page (`pnpm dev` here), signed in against the local API. The chat
// toggle needs the chat remote, which only the host loads: here it shows its error panel.
renderStandalone(
  document.getElementById('root')!,
  [
    {
      path: AppRoutes.analytics,
      element: (
        <Box p={{ base: '3', md: '6' }}>
          <AnalyticsPage />
        </Box>
      ),
    },
    { path: '*', element: <Navigate to={AppRoutes.analytics} replace /> },
  ],
  { signIn: true, beside: <ChatDock /> },
);
