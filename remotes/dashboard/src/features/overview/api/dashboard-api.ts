import { api, ApiPaths } from '@haulboard/shared/api';
import type { ActiveUsers, DriverHoursRecord, Stats, TopDispatcher, TopDriver, UpcomingLoad } from '@haulboard/shared/contracts';

// The dashboard's calls (spec part 1 section 7), over the shared client: bearer token, one
// refresh for all, and a 401 that cannot be saved signs out (the host goes to /login).
export const getStats = (signal?: AbortSignal) => api.http<Stats>(ApiPaths.stats, { signal });
export const getActiveUsers = (signal?: AbortSignal) => api.http<ActiveUsers>(ApiPaths.activeUsers, { signal });
export const getTopDrivers = (signal?: AbortSignal) => api.http<TopDriver[]>(ApiPaths.topDrivers, { signal });
export const getTopDispatchers = (signal?: AbortSignal) => api.http<TopDispatcher[]>(ApiPaths.topDispatchers, { signal });
export const getUpcomingLoads = (signal?: AbortSignal) => api.http<UpcomingLoad[]>(ApiPaths.upcomingLoads, { signal });

/** Today's hours, only the rows the table shows. */
export const getDailyDriverHours = (rows: number, signal?: AbortSignal) =>
  api.http<{ count: number; results: DriverHoursRecord[] }>(ApiPaths.driverHours, {
    query: { period: 'daily', page: 1, page_size: rows },
    signal,
  });
