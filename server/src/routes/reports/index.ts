import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AnalyticsQuerySchema,
  AnalyticsSchema,
  ApiPaths,
  apiRoute,
  buildRevenueSummary,
  ReportRequestSchema,
  reportFileName,
  summarizeRevenue,
  type ReportRequest,
} from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { readVersion, VersionedCache } from '../../lib/versioned-cache';
import { getAnalytics } from './analytics';
import { renderLoadReport } from './load-report';
import { reportRange } from './period';
import { findReportLoads, sumReportLoads } from './repository';

/**
 * Rows listed in one PDF: bounds the work one request can cause (2,000 rows are ~60 pages and
 * ~1-2 s of CPU on a 2-core machine; 5,000 measured 3-4 s). The summary still covers every load.
 */
export const REPORT_ROW_CAP = 2_000;

/** The report's PDF for a request: the period's loads (at most `rowCap` listed) and the revenue of all of them. */
export async function buildLoadReport(db: Db, request: ReportRequest, timezone: string, rowCap = REPORT_ROW_CAP): Promise<Buffer> {
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

export async function reportsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.deps;

  /**
   * With a search the figures are computed from the matching loads of the period (without one, from
   * the kept day figures, which cost a read): those are kept under the loads' version, exact until
   * a load changes (lib/versioned-cache.ts). A few hundred small answers at most.
   */
  const searched = new VersionedCache({ maxEntries: 300, maxWeight: 300 });
  /** The analytics screen's figures: the period's days, its statuses and top brokers, and the revenue summary. */
  app.get(apiRoute(ApiPaths.analytics), { schema: { querystring: AnalyticsQuerySchema, response: { 200: AnalyticsSchema } } }, async (request) => {
    const query = request.query;
    if (!query.search) return getAnalytics(db, query);
    const version = await readVersion(db, 'loads');
    return searched.get(version, JSON.stringify(query), () => getAnalytics(db, query));
  });

  app.post(apiRoute(ApiPaths.generateLoadReport), { schema: { body: ReportRequestSchema } }, async (request, reply) => {
    const pdf = await buildLoadReport(db, request.body, config.timezone);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${reportFileName(request.body.pickup_date)}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
