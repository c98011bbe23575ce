import type { ReactNode } from 'react';
import { AppRoutes, Navigate, useLocation } from '@haulboard/shared/router';
import { useSession } from '@haulboard/shared/session';

/** /admin and below: a user who is not signed in goes to /login. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) return <Navigate to={AppRoutes.login} replace state={{ from: location.pathname }} />;
  return children;
}

/** /login and the recovery screens: a signed-in user goes to /admin. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  if (signedIn) return <Navigate to={AppRoutes.admin} replace />;
  return children;
}

/** `/`: /admin when signed in, else /login. */
export function RootRedirect() {
  const { signedIn } = useSession();
  return <Navigate to={signedIn ? AppRoutes.admin : AppRoutes.login} replace />;
}
