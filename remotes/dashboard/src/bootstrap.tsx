import { ChatDock } from '@haulboard/shared/chat-dock';
import { AppRoutes, Navigate } from '@haulboard/shared/router';
import { renderStandalone } from '@haulboard/shared/standalone';
import { Box } from '@haulboard/shared/ui';
import DashboardPage from './expose/dashboard-page';

// This remote's own page (`pnpm dev` here), signed in against the local API. The chat
// toggle needs the chat remote, which only the host loads: here it shows its error panel.
renderStandalone(
  document.getElementById('root')!,
  [
    {
      path: AppRoutes.admin,
      element: (
        <Box p="6">
          <DashboardPage />
        </Box>
      ),
    },
    { path: '*', element: <Navigate to={AppRoutes.admin} replace /> },
  ],
  { signIn: true, beside: <ChatDock /> },
);
