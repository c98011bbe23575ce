import { api, ApiPaths, type Http } from '@haulboard/shared/api';
import type { Analytics, AnalyticsQuery, ReportRequest } from '../../contracts/reports';

/** Every call the Analytics & Reports screen makes besides the loads page (getLoads). */
export const reportsApi = (http: Http) => ({
  /** The period's figures: the revenue summary of every matching load, per day, per status and per broker. */
  getAnalytics: (query: AnalyticsQuery, signal?: AbortSignal) => http<Analytics>(ApiPaths.analytics, { query, signal }),
  /** The period's PDF report (spec part 2 section 7), to save as `reportFileName(pickup_date)`. */
  generateLoadReport: (body: ReportRequest, signal?: AbortSignal) => http<Blob>(ApiPaths.generateLoadReport, { method: 'POST', body, signal, blob: true }),
});

export const { getAnalytics, generateLoadReport } = reportsApi(api.http);
