import { AppRoutes } from '@haulboard/shared/router';
/**
 * The single route table: every spec route -> the remote screen that draws it.
 * `path` is relative to /admin for the nested screens.
 */
export const publicScreens = [
  { path: AppRoutes.login, remote: 'auth/SignIn', label: 'sign-in', title: 'Sign in' },
  { path: AppRoutes.forgotPassword, remote: 'auth/PasswordRecovery', label: 'password recovery', title: 'Reset your password' },
  { path: AppRoutes.resetPassword, remote: 'auth/PasswordRecovery', label: 'password recovery', title: 'Reset your password' },
] as const;

export const adminScreens = [
  { index: true, path: AppRoutes.admin, remote: 'dashboard/Dashboard', label: 'dashboard', title: 'Dashboard' },
  { path: AppRoutes.loads, remote: 'loads/LoadsList', label: 'loads', title: 'Loads' },
  { path: AppRoutes.addLoad, remote: 'loads/AddLoad', label: 'add load', title: 'Add Load' },
  { path: AppRoutes.loadDetail, remote: 'loads/LoadDetail', label: 'load detail', title: 'Load' },
  { path: AppRoutes.dispatchers, remote: 'people/DispatchersList', label: 'dispatchers', title: 'Dispatchers' },
  { path: AppRoutes.dispatcherProfile, remote: 'people/DispatcherProfile', label: 'dispatcher profile', title: 'Dispatcher' },
  { path: AppRoutes.drivers, remote: 'people/DriversList', label: 'drivers', title: 'Drivers' },
  { path: AppRoutes.driverProfile, remote: 'people/DriverProfile', label: 'driver profile', title: 'Driver' },
  { path: AppRoutes.trucksTrailers, remote: 'fleet/TrucksTrailers', label: 'trucks and trailers', title: 'Trucks & Trailers' },
  { path: AppRoutes.checkInOut, remote: 'people/CheckInOut', label: 'check in/out', title: 'Check In/Out' },
  { path: AppRoutes.analytics, remote: 'reports/Analytics', label: 'analytics', title: 'Analytics & Reports' },
  { path: AppRoutes.profile, remote: 'people/AdminProfile', label: 'profile', title: 'Profile' },
  { path: AppRoutes.chat, remote: 'chat/ChatPage', label: 'chat', title: 'Chat' },
] as const;

/** Part 2 section 2: the sidebar's links, names and paths as the spec gives them. */
export const sidebarLinks = [
  { label: 'Dashboard', to: AppRoutes.admin },
  { label: 'Loads', to: AppRoutes.loads },
  { label: 'Dispatchers', to: AppRoutes.dispatchers },
  { label: 'Drivers', to: AppRoutes.drivers },
  { label: 'Trucks', to: AppRoutes.trucksTrailers },
  { label: 'Check In/Out', to: AppRoutes.checkInOut },
  { label: 'Analytics', to: AppRoutes.analytics },
  { label: 'Profile', to: AppRoutes.profile },
] as const;
