import { buildRevenueSummary, daysOf, type Analytics, type DayFigures, type LoadStatus, type ReportPeriod } from '@haulboard/shared/contracts';
import type { GroupRow } from './repository';

const STATUSES: readonly LoadStatus[] = ['delivered', 'assigned', 'unassigned'];

const cents = (value: number) => Math.round(value * 100);

/** A group's totals by the one revenue formula, from its sums in cents. */
function summaryOf(row: GroupRow | undefined) {
  const dollars = (cents: number | null | undefined) => (cents ?? 0) / 100;
  return buildRevenueSummary(row?.loads ?? 0, {
    price: dollars(row?.price),
    fuel_price: dollars(row?.fuel_price),
    toll_price: dollars(row?.toll_price),
    parking_fee: dollars(row?.parking_fee),
    insurance_fee: dollars(row?.insurance_fee),
    driver_fee: dollars(row?.driver_fee),
  });
}

/** A group's revenue, costs and profit. */
function moneyOf(row: GroupRow) {
  const summary = summaryOf(row);
  return { revenue: summary.price, costs: (cents(summary.price) - cents(summary.profit)) / 100, profit: summary.profit };
}

/** GET analytics/'s answer from the figures query's groups: every day of the period, the statuses and the top brokers. */
export function toAnalytics(rows: GroupRow[], period: ReportPeriod, { from, to }: { from: string; to: string }): Analytics {
  const total = rows.find((r) => r.kind === 'total');
  const byDay = new Map(rows.filter((r) => r.kind === 'day').map((r) => [r.pickup_date, r]));
  const byStatus = new Map(rows.filter((r) => r.kind === 'status').map((r) => [r.status, r.all_loads]));
  const days: DayFigures[] = daysOf({ from, to }).map((date) => {
    const row = byDay.get(date);
    return row && row.loads > 0 ? { date, loads: row.loads, ...moneyOf(row) } : { date, loads: 0, revenue: 0, costs: 0, profit: 0 };
  });
  const brokers = rows
    .filter((r): r is GroupRow & { broker: string } => r.kind === 'broker' && r.broker !== null)
    .map((r) => {
      const { revenue, profit } = moneyOf(r);
      return { broker: r.broker, loads: r.loads, revenue, profit };
    })
    .sort((a, b) => b.revenue - a.revenue || a.broker.localeCompare(b.broker));

  return {
    period,
    from,
    to,
    // An empty period has no rows at all, not even the total's.
    summary: summaryOf(total),
    days,
    statuses: STATUSES.map((s) => ({ status: s, loads: byStatus.get(s) ?? 0 })),
    brokers,
  };
}
