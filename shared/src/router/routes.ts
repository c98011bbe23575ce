/** One screen of the suite, as the host routes it, titles its tab and lists it in the sidebar. */
export type AppScreen = {
  /** Its URL. Under /admin it is drawn in the admin shell, signed in; anywhere else it is a signed-out page. */
  readonly path: string;
  /** What the host loads: `<area>/<Expose>`, the area's federation name and an expose of its rsbuild.config.ts without `./`. */
  readonly remote: `${string}/${string}`;
  /** The tab's title: "<title> · Haulboard". */
  readonly title: string;
  /** The area in its loading and error texts: "Loading analytics...", "The analytics area could not be loaded." */
  readonly label: string;
  /** Its link's text in the sidebar's main navigation, which lists the screens that have one in this table's order. */
  readonly sidebar?: string;
};

/**
 * Every screen of the suite (spec part 1 section 2, part 2 section 2), each declared once, by the
 * name areas link with. The host's router, the tab titles, the sidebar, `AppRoutes` and the
 * end-to-end budget's routes are all read from here; a new screen is one entry
 * (docs/adding-an-area.md). No React: Node reads it too (`@haulboard/shared/routes`).
 */
export const AppScreens = {
  login: { path: '/login', remote: 'auth/SignIn', title: 'Sign in', label: 'sign-in' },
  forgotPassword: { path: '/forgot-password', remote: 'auth/PasswordRecovery', title: 'Reset your password', label: 'password recovery' },
  resetPassword: { path: '/reset-password', remote: 'auth/PasswordRecovery', title: 'Reset your password', label: 'password recovery' },
  // The sidebar's eight links are the spec's, with its names and in its order.
  admin: { path: '/admin', remote: 'dashboard/Dashboard', title: 'Dashboard', label: 'dashboard', sidebar: 'Dashboard' },
  loads: { path: '/admin/loads', remote: 'loads/LoadsList', title: 'Loads', label: 'loads', sidebar: 'Loads' },
  addLoad: { path: '/admin/add-load', remote: 'loads/AddLoad', title: 'Add Load', label: 'add load' },
  loadDetail: { path: '/admin/loads/success', remote: 'loads/LoadDetail', title: 'Load', label: 'load detail' },
  // Not one of the spec's eight: the brokers loads are booked through (issue 30), after Loads.
  brokers: { path: '/admin/brokers', remote: 'loads/Brokers', title: 'Brokers', label: 'brokers', sidebar: 'Brokers' },
  // Not one of the spec's eight: what brokers are billed for delivered loads (issue 30), after Brokers.
  invoices: { path: '/admin/invoices', remote: 'loads/Invoices', title: 'Invoices', label: 'invoices', sidebar: 'Invoices' },
  dispatchers: { path: '/admin/dispatchers', remote: 'people/DispatchersList', title: 'Dispatchers', label: 'dispatchers', sidebar: 'Dispatchers' },
  dispatcherProfile: { path: '/admin/dispatchers/profile', remote: 'people/DispatcherProfile', title: 'Dispatcher', label: 'dispatcher profile' },
  drivers: { path: '/admin/drivers', remote: 'people/DriversList', title: 'Drivers', label: 'drivers', sidebar: 'Drivers' },
  driverProfile: { path: '/admin/drivers/profile', remote: 'people/DriverProfile', title: 'Driver', label: 'driver profile' },
  // Not one of the spec's eight: driver settlements (issue 30), beside the people they pay.
  settlements: { path: '/admin/settlements', remote: 'people/Settlements', title: 'Settlements', label: 'settlements', sidebar: 'Settlements' },
  trucksTrailers: {
    path: '/admin/trucks-trailers',
    remote: 'fleet/TrucksTrailers',
    title: 'Trucks & Trailers',
    label: 'trucks and trailers',
    sidebar: 'Trucks',
  },
  checkInOut: { path: '/admin/check-in-out', remote: 'people/CheckInOut', title: 'Check In/Out', label: 'check in/out', sidebar: 'Check In/Out' },
  analytics: { path: '/admin/analytics', remote: 'reports/Analytics', title: 'Analytics & Reports', label: 'analytics', sidebar: 'Analytics' },
  // Not one of the spec's eight: the audit trail (issue 28), beside the other company-wide reading.
  activity: { path: '/admin/activity', remote: 'reports/Activity', title: 'Activity', label: 'activity', sidebar: 'Activity' },
  profile: { path: '/admin/profile', remote: 'people/AdminProfile', title: 'Profile', label: 'profile', sidebar: 'Profile' },
  // Not one of the spec's links: the shell's own Chat link (with the unread total) sits with the administrator's items.
  chat: { path: '/admin/chat', remote: 'chat/ChatPage', title: 'Chat', label: 'chat' },
} as const satisfies Record<string, AppScreen>;

type PathsOf<T extends Record<string, AppScreen>> = { readonly [K in keyof T]: T[K]['path'] };
const pathsOf = <T extends Record<string, AppScreen>>(screens: T) =>
  Object.fromEntries(Object.entries(screens).map(([name, s]) => [name, s.path])) as PathsOf<T>;

/** Every screen's path by its name, to link with (`<Link to={AppRoutes.loads}>`), and `/`, which only redirects. */
export const AppRoutes = { root: '/', ...pathsOf(AppScreens) } as const;
export type AppRoute = (typeof AppRoutes)[keyof typeof AppRoutes];

/** Whether a path is drawn inside the admin shell (and needs a session). */
export const isAdminPath = (path: string) => path === AppRoutes.admin || path.startsWith(`${AppRoutes.admin}/`);

/** The area (federation name) that draws a screen. */
export const areaOf = (screen: Pick<AppScreen, 'remote'>) => screen.remote.slice(0, screen.remote.indexOf('/'));
