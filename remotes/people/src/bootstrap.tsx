import { ChatDock } from '@haulboard/shared/chat-dock';
import { AppRoutes, Navigate } from '@haulboard/shared/router';
import { renderStandalone } from '@haulboard/shared/standalone';
import { Box } from '@haulboard/shared/ui';
import AdminProfilePage from './expose/admin-profile-page';
import CheckInOutPage from './expose/check-in-out-page';
import DispatcherProfilePage from './expose/dispatcher-profile-page';
import DispatchersListPage from './expose/dispatchers-list-page';
import DriverProfilePage from './expose/driver-profile-page';
import DriversListPage from './expose/drivers-list-page';

// This remote's own pages (`pnpm dev` here), signed in against the local API. The chat
// toggle needs the chat remote, which only the host loads: here it shows its error panel.
const page = (element: React.ReactNode) => <Box p={{ base: '3', md: '6' }}>{element}</Box>;
renderStandalone(
  document.getElementById('root')!,
  [
    { path: AppRoutes.dispatchers, element: page(<DispatchersListPage />) },
    { path: AppRoutes.dispatcherProfile, element: page(<DispatcherProfilePage />) },
    { path: AppRoutes.drivers, element: page(<DriversListPage />) },
    { path: AppRoutes.driverProfile, element: page(<DriverProfilePage />) },
    { path: AppRoutes.checkInOut, element: page(<CheckInOutPage />) },
    { path: AppRoutes.profile, element: page(<AdminProfilePage />) },
    { path: '*', element: <Navigate to={AppRoutes.drivers} replace /> },
  ],
  { signIn: true, beside: <ChatDock /> },
);
