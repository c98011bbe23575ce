import { ChatDock } from '@haulboard/shared/chat-dock';
import { AppRoutes, Navigate } from '@haulboard/shared/router';
import { renderStandalone } from '@haulboard/shared/standalone';
import { Box } from '@haulboard/shared/ui';
import TrucksTrailersPage from './expose/trucks-trailers-page';

// This remote's own page (`pnpm dev` here), signed in against the local API. The chat
// toggle needs the chat remote, which only the host loads: here it shows its error panel.
renderStandalone(
  document.getElementById('root')!,
  [
    {
      path: AppRoutes.trucksTrailers,
      element: (
        <Box p={{ base: '3', md: '6' }}>
          <TrucksTrailersPage />
        </Box>
      ),
    },
    { path: '*', element: <Navigate to={AppRoutes.trucksTrailers} replace /> },
  ],
  { signIn: true, beside: <ChatDock /> },
);
