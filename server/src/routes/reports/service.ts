import { buildRevenueSummary, summarizeRevenue, type Analytics, type AnalyticsQuery, type ReportRequest } from '@haulboard/shared/contracts';
import type { AppDeps } from '../../deps';
import type { Queryable } from '../../db/client';
import { readVersion, VersionedCache } from '../../lib/versioned-cache';
import { toAnalytics } from './answers';
import { renderLoadReport } from './load-report';
import { reportRange } from './period';
import { findAnalyticsGroups, findReportLoads, sumReportLoads } from './repository';

/**
 * Rows listed in one PDF: bounds the work one request can cause (2,000 rows are ~60 pages and
 * ~1-2 s of CPU on a 2-core machine; 5,000 measured 3-4 s). The summary still covers every load.
 */
export const REPORT_ROW_CAP = 2_000;
/** Searched figures kept: a few hundred small answers at most. */
const SEARCHED = { maxEntries: 300, maxWeight: 300 };

/** The report's PDF for a request: the period's loads (at most `rowCap` listed) and the revenue of all of them. */
export async function buildLoadReport(db: Queryable, request: ReportRequest, timezone: string, rowCap = REPORT_ROW_CAP): Promise<Buffer> {
  const { pickup_date, period = 'daily', status, search } = request;
  // The client sends the start of the chosen period; any day of it names the same period.
  const filters = { ...reportRange(pickup_date, period), status, search };
  const rows = await findReportLoads(db, filters, rowCap + 1);
  const capped = rows.length > rowCap;
  const listed = capped ? rows.slice(0, rowCap) : rows;
  let totalLoads = listed.length;
  let summary = summarizeRevenue(listed);
  if (capped) {
    const sums = await sumReportLoads(db, filters);
    totalLoads = sums.count;
    summary = buildRevenueSummary(sums.count, sums);
  }
  return renderLoadReport({ period, ...filters, rows: listed, totalLoads, summary, generatedAt: new Date(), timezone });
}

/** The analytics screen's figures and its PDF report. */
export function createReportsService({ db, config }: Pick<AppDeps, 'db' | 'config'>) {
  /**
   * With a search the figures are computed from the matching loads of the period (without one, from
   * the kept day figures, which cost a read): those are kept under the loads' version, exact until
   * a load changes (lib/versioned-cache.ts).
   */
  const searched = new VersionedCache(SEARCHED);

  /** The period holding `pickup_date`'s days, its statuses and top brokers, and the revenue summary. */
  async function computeAnalytics(query: AnalyticsQuery): Promise<Analytics> {
    const period = query.period ?? 'daily';
    const range = reportRange(query.pickup_date, period);
    const rows = await findAnalyticsGroups(db, range.from, range.to, query.status, query.search || undefined);
    return toAnalytics(rows, period, range);
  }

  async function getAnalytics(query: AnalyticsQuery): Promise<Analytics> {
    if (!query.search) return computeAnalytics(query);
    const version = await readVersion(db, 'loads');
    return searched.get(version, JSON.stringify(query), () => computeAnalytics(query));
  }

  return {
    getAnalytics,
    buildLoadReport: (request: ReportRequest) => buildLoadReport(db, request, config.timezone),
  };
}
