import { useMemo } from 'react';
import { useListState, type ListState } from '@haulboard/shared/list-state';
import { AnalyticsSchema, analyticsDefaults, type AnalyticsValues } from '../lib/analytics-params';

export type AnalyticsList = ListState<AnalyticsValues>;

/**
 * The screen's period, tab, search, sort and page, in the URL (Reload, Back and a pasted link
 * show the same loads). The default day is today, read once per day: the key stays the same until
 * the date changes, so the list is not parsed again on each render.
 */
export function useAnalyticsList(): AnalyticsList {
  const day = analyticsDefaults().date;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaults = useMemo(() => analyticsDefaults(), [day]);
  return useListState(AnalyticsSchema, defaults);
}
