import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getDrivers, queryKeys } from '@haulboard/shared/api/admin';
import { useBusEvent } from '@haulboard/shared/bus';

/** How long typing pauses before the server is asked. */
export const DRIVER_SEARCH_DEBOUNCE_MS = 250;
/** How many matches the picker lists; typing narrows the rest. */
export const DRIVER_MATCHES = 20;

/**
 * The drivers matching what was typed, searched on the server a pause after typing stops. Kept
 * under queryKeys.drivers, so a driver added or changed in any area refreshes it. `asOf` (a load's
 * pickup date) is the day each driver's `truck_expiry` is judged for; it is part of the key, so a
 * changed date asks again.
 */
export function useDriverSearch(text: string, asOf?: string) {
  const [search, setSearch] = useState(text.trim());
  useEffect(() => {
    const t = setTimeout(() => setSearch(text.trim()), DRIVER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text]);
  const client = useQueryClient();
  // Other areas tell the bus; this area's cache may not be the one they invalidated.
  useBusEvent('drivers:changed', () => void client.invalidateQueries({ queryKey: queryKeys.drivers.all }));
  const params = { search: search || undefined, page_size: DRIVER_MATCHES, ordering: 'name' as const, as_of: asOf };
  const query = useQuery({
    queryKey: queryKeys.drivers.list(params),
    queryFn: ({ signal }) => getDrivers(params, signal),
    placeholderData: keepPreviousData,
  });
  return { ...query, searching: query.isFetching || search !== text.trim() };
}
