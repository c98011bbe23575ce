// The fake backend's reports: analytics/ computed from the seeded loads as
// server/src/routes/reports does, and the PDF report (a stand-in file).
import type { Load, LoadStatus } from '../contracts/loads';
import { ApiPaths } from '../contracts/paths';
import { daysOf, periodRange, TOP_BROKER_COUNT } from '../contracts/report-periods';
import { AnalyticsQuerySchema, AnalyticsSchema, ReportRequestSchema, type Analytics } from '../contracts/reports';
import { summarizeRevenue } from '../contracts/revenue';
import type { FakeDb } from './fake-db';
import { loadMatches } from './fake-loads';
import { endpoint, ok, parsed, queryOf, sortedBy, type Endpoint } from './fake-server-kit';

const STATUSES: readonly LoadStatus[] = ['delivered', 'assigned', 'unassigned'];
const cents = (value: number) => Math.round(value * 100);

/** Revenue, costs and profit of some loads, by the one revenue formula. */
function moneyOf(loads: Load[]) {
  const s = summarizeRevenue(loads);
  return { revenue: s.price, costs: (cents(s.price) - cents(s.profit)) / 100, profit: s.profit };
}

/**
 * The period's figures: `summary`, `days` and `brokers` follow the status tab, `statuses` counts
 * every status; brokers ranked by revenue, loads without one left out.
 */
export function analyticsOf(
  loads: readonly Load[],
  query: { pickup_date: string; period?: Analytics['period']; status?: LoadStatus; search?: string },
): Analytics {
  const period = query.period ?? 'daily';
  const range = periodRange(query.pickup_date, period);
  const inPeriod = loads.filter((l) => l.pickup_date >= range.from && l.pickup_date <= range.to && loadMatches(l, query.search));
  const inTab = inPeriod.filter((l) => !query.status || l.status === query.status);
  const brokers = [...new Set(inTab.map((l) => l.broker?.trim()).filter((b): b is string => Boolean(b)))].map((broker) => {
    const theirs = inTab.filter((l) => l.broker?.trim() === broker);
    const { revenue, profit } = moneyOf(theirs);
    return { broker, loads: theirs.length, revenue, profit };
  });
  return {
    period,
    ...range,
    summary: summarizeRevenue(inTab),
    days: daysOf(range).map((date) => {
      const day = inTab.filter((l) => l.pickup_date === date);
      return day.length ? { date, loads: day.length, ...moneyOf(day) } : { date, loads: 0, revenue: 0, costs: 0, profit: 0 };
    }),
    statuses: STATUSES.map((status) => ({ status, loads: inPeriod.filter((l) => l.status === status).length })),
    brokers: sortedBy(brokers, (b) => [-b.revenue, b.broker]).slice(0, TOP_BROKER_COUNT),
  };
}

export function reportsEndpoints(db: FakeDb): Endpoint[] {
  return [
    endpoint('GET', ApiPaths.analytics, (req) => ok(analyticsOf(db.loads, parsed(AnalyticsQuerySchema, queryOf(req)))), AnalyticsSchema),
    endpoint('POST', ApiPaths.generateLoadReport, (req) => {
      parsed(ReportRequestSchema, req.body);
      return ok(new Blob(['%PDF-1.4 fake report'], { type: 'application/pdf' }));
    }),
  ];
}
