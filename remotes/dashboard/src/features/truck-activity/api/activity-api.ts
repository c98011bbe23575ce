import { api, ApiPaths } from '@haulboard/shared/api';

/** Loads by pickup date within [from, to] (yyyy-MM-dd, both included), unparsed: it is parsed off the main thread. */
export const getLoadsOverviewText = (range: { from: string; to: string }, signal?: AbortSignal) =>
  api.http<string>(ApiPaths.loadsOverview, { query: range, signal, text: true });
