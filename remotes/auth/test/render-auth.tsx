// The auth remote's screens as the host mounts them: on their routes, with the host's token
// store (here on a fake localStorage) and the page's bus.
import { render } from '@testing-library/react';
import { bus } from '@haulboard/shared/bus';
import { AppRoutes, useLocation, useRoutes } from '@haulboard/shared/router';
import { createTokenStore, provideTokenStore } from '@haulboard/shared/session';
import { UiProvider } from '@haulboard/shared/ui';
import PasswordRecoveryPage from '../src/features/recovery/components/password-recovery-page';
import SignInPage from '../src/features/sign-in/components/sign-in-page';
import { MemoryRouter, MemoryStorage } from '@haulboard/shared/testing';

/** Where the page is: what the address bar would show. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname}</output>;
}

function Screens({ onLogin }: { onLogin?: () => void }) {
  return useRoutes([
    { path: AppRoutes.login, element: <SignInPage onLogin={onLogin} /> },
    { path: AppRoutes.forgotPassword, element: <PasswordRecoveryPage /> },
    { path: AppRoutes.resetPassword, element: <PasswordRecoveryPage /> },
    { path: AppRoutes.admin, element: <p>The admin area</p> },
  ]);
}

export function renderAuth(path: string, opts: { storage?: Storage; onLogin?: () => void } = {}) {
  const storage = opts.storage ?? new MemoryStorage();
  provideTokenStore(createTokenStore(storage, bus));
  const view = render(
    <UiProvider>
      <MemoryRouter initialEntries={[path]}>
        <Screens onLogin={opts.onLogin} />
        <Address />
      </MemoryRouter>
    </UiProvider>,
  );
  return { ...view, storage };
}
