import { AppRoutes, Navigate } from '@haulboard/shared/router';
import { renderStandalone } from '@haulboard/shared/standalone';
import { Box, Heading, Text } from '@haulboard/shared/ui';
import PasswordRecoveryPage from './features/recovery/components/password-recovery-page';
import SignInPage from './features/sign-in/components/sign-in-page';

// This remote's own page, for working on it alone against the local API (`pnpm dev` here).
renderStandalone(document.getElementById('root')!, [
  { path: AppRoutes.login, element: <SignInPage /> },
  { path: AppRoutes.forgotPassword, element: <PasswordRecoveryPage /> },
  { path: AppRoutes.resetPassword, element: <PasswordRecoveryPage /> },
  {
    path: AppRoutes.admin,
    element: (
      <Box p="8">
        <Heading>Signed in</Heading>
        <Text>The auth remote alone stops here; the host draws /admin.</Text>
      </Box>
    ),
  },
  { path: '*', element: <Navigate to={AppRoutes.login} replace /> },
]);
