import { AppRoutes, useNavigate } from '@haulboard/shared/router';
import { logout } from '@haulboard/shared/api';
import { getTokenStore } from '@haulboard/shared/session';

/** Log Out: clears the three keys and goes to /login; the server revokes the refresh token meanwhile. */
export function useLogOut() {
  const navigate = useNavigate();
  return () => {
    const store = getTokenStore();
    const refreshToken = store.getRefreshToken();
    // Best effort: signing out must never wait on the network or fail with it.
    if (refreshToken) void logout({ refresh_token: refreshToken }).catch(() => undefined);
    store.clear('logout');
    navigate(AppRoutes.login, { replace: true });
  };
}
