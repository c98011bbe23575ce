import { queryOptions } from '@tanstack/react-query';
import { api, ApiPaths } from '@haulboard/shared/api';
import type { BusEventName } from '@haulboard/shared/bus';

/** The days asked for (yyyy-MM-dd, both included). */
export type DayRange = { from: string; to: string };

const KEYS = { all: ['dashboard', 'loads-overview'] as const };

/**
 * The dashboard's truck activity (spec part 1): the loads picked up in a range, one answer per
 * month that the week grid steps through without a round trip. Not a list the controller runs:
 * the answer is text, parsed and indexed where it is used (the dashboard's worker), and a failure
 * is the section's alert, not a toast. Apart from `resources`, so the dashboard bundles none of
 * the admin areas' calls.
 */
export const truckActivity = {
  keys: KEYS,
  /** A load created, assigned or deleted anywhere in the suite makes every month stale. */
  staleOn: ['loads:changed'] as readonly BusEventName[],
  messages: { loadFailed: 'Failed to load truck activity data. Please try again.' },
  /** The range's loads, as `prepare` turns the server's text into what the grid reads (the cache holds that). */
  query: <Data>(range: DayRange, prepare: (text: string) => Promise<Data>) =>
    queryOptions({
      queryKey: [...KEYS.all, range.from, range.to] as const,
      queryFn: async ({ signal }) => prepare(await api.http<string>(ApiPaths.loadsOverview, { query: range, signal, text: true })),
      // Kept fresh by 'loads:changed', not by age: a step back into a month must not refetch and prepare it again.
      staleTime: 10 * 60_000,
      // A refetch replaces the month whole: comparing 10,000 loads to keep unchanged ones costs more.
      structuralSharing: false,
    }),
};
