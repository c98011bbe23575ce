import { lazy, Suspense } from 'react';
import { AppRoutes, Navigate, useRoutes, type RouteObject } from '@haulboard/shared/router';
import { PlainLoading, RemoteScreen } from '@haulboard/shared/federation';
import { RequireSignedIn, RequireSignedOut, RootRedirect } from '../features/session/guards';
import { DocumentTitle } from './document-title';
import { adminScreens, publicScreens } from './screens';

// The admin shell (design system, sidebar, query cache, profile) is its own chunk: /login never loads it.
const AdminArea = lazy(() => import('../features/shell/components/admin-area'));

const screen = (s: { remote: string; label: string; title: string }) => (
  <>
    <DocumentTitle title={s.title} />
    {/* A key per screen: a retry or an error in one screen never leaks into the next. */}
    <RemoteScreen key={s.remote} id={s.remote} label={s.label} />
  </>
);

export const routes: RouteObject[] = [
  { path: AppRoutes.root, element: <RootRedirect /> },
  ...publicScreens.map((s) => ({ path: s.path, element: <RequireSignedOut>{screen(s)}</RequireSignedOut> })),
  {
    path: AppRoutes.admin,
    element: (
      <RequireSignedIn>
        <Suspense fallback={<PlainLoading text="Loading Haulboard..." fill />}>
          <AdminArea />
        </Suspense>
      </RequireSignedIn>
    ),
    // /admin itself is the index; the others are relative to it.
    children: adminScreens.map((s) =>
      s.path === AppRoutes.admin ? { index: true, element: screen(s) } : { path: s.path.slice(AppRoutes.admin.length + 1), element: screen(s) },
    ),
  },
  { path: '*', element: <Navigate to={AppRoutes.login} replace /> },
];

/** The host's route table, drawn inside the page's one BrowserRouter. */
export function AppRouter() {
  return useRoutes(routes);
}
