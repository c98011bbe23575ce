import { api, ApiPaths } from '@haulboard/shared/api';
import type { LoadsOverviewResponse } from '@haulboard/shared/contracts';

/** Loads by pickup date within [from, to] (yyyy-MM-dd, both included). */
export const getLoadsOverview = (range: { from: string; to: string }, signal?: AbortSignal) =>
  api.http<LoadsOverviewResponse>(ApiPaths.loadsOverview, { query: range, signal });
