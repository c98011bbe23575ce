// The suite's routing. Apps import routing only from here, never `react-router` directly:
// shared modules are not tree-shaken, and React Router shared whole is 60 KiB gzip on the
// first load. Re-exported here, it is bundled once, cut to these parts, in one singleton
// entry, so every area still uses the host's router context.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useRoutes,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router';
export { AppRoutes, AppScreens, areaOf, isAdminPath, type AppRoute, type AppScreen } from './routes';
