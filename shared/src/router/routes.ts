/** Every screen route of the suite (spec part 1 section 2, part 2 section 2), in one place. */
export const AppRoutes = {
  root: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  admin: '/admin',
  loads: '/admin/loads',
  addLoad: '/admin/add-load',
  loadDetail: '/admin/loads/success',
  dispatchers: '/admin/dispatchers',
  dispatcherProfile: '/admin/dispatchers/profile',
  drivers: '/admin/drivers',
  driverProfile: '/admin/drivers/profile',
  trucksTrailers: '/admin/trucks-trailers',
  checkInOut: '/admin/check-in-out',
  analytics: '/admin/analytics',
  profile: '/admin/profile',
  chat: '/admin/chat',
} as const;
export type AppRoute = (typeof AppRoutes)[keyof typeof AppRoutes];

/** Routes a signed-in user is sent away from, to /admin. */
export const PUBLIC_ONLY_ROUTES: readonly string[] = [AppRoutes.login, AppRoutes.forgotPassword, AppRoutes.resetPassword];
