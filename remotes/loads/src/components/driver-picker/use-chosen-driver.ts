import { useQuery } from '@tanstack/react-query';
import { getDrivers, queryKeys } from '@haulboard/shared/api/admin';
import type { Driver } from '@haulboard/shared/contracts';

/**
 * The chosen driver as the server sees them on `asOf`: their truck and its `truck_expiry`. Asked by
 * login (exact), not taken from the matches listed, so the warning follows a pickup date changed
 * after the choice and covers a driver chosen before any search (Edit Driver's current driver).
 * `listed`: the same driver from the matches just shown for the same day, drawn while this loads.
 */
export function useChosenDriver(driver: { id: number; email: string } | null, asOf: string | undefined, listed: Driver | undefined) {
  const params = { email: driver?.email, page_size: 1, as_of: asOf };
  return useQuery({
    queryKey: queryKeys.drivers.list(params),
    queryFn: ({ signal }) => getDrivers(params, signal),
    enabled: driver !== null && driver.email !== '',
    placeholderData: listed ? { count: 1, results: [listed] } : undefined,
    select: (page) => page.results.find((d) => d.id === driver?.id) ?? null,
  });
}
