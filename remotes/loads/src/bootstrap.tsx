import { ChatDock } from '@haulboard/shared/chat-dock';
import { AppRoutes, Navigate } from '@haulboard/shared/router';
import { renderStandalone } from '@haulboard/shared/standalone';
import { Box } from '@haulboard/shared/ui';
import AddLoadPage from './expose/add-load-page';
import LoadDetailPage from './expose/load-detail-page';
import LoadsListPage from './expose/loads-list-page';

// This remote's own pages (`pnpm dev` here), signed in against the local API. The chat
// toggle needs the chat remote, which only the host loads: here it shows its error panel.
const page = (element: React.ReactNode) => <Box p={{ base: '3', md: '6' }}>{element}</Box>;
renderStandalone(
  document.getElementById('root')!,
  [
    { path: AppRoutes.loads, element: page(<LoadsListPage />) },
    { path: AppRoutes.loadDetail, element: page(<LoadDetailPage />) },
    { path: AppRoutes.addLoad, element: page(<AddLoadPage />) },
    { path: '*', element: <Navigate to={AppRoutes.loads} replace /> },
  ],
  { signIn: true, beside: <ChatDock /> },
);
