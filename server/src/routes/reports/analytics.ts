import { sql } from 'drizzle-orm';
import {
  buildRevenueSummary,
  daysOf,
  TOP_BROKER_COUNT,
  type AnalyticsQuery,
  type Analytics,
  type DayFigures,
  type FeeValues,
  type LoadStatus,
} from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { loadSearchCondition } from '../loads/repository';
import { reportRange } from './period';

/** Each money field's sum in cents (null: no load of the group had it). */
type Sums = { [K in keyof FeeValues]: number | null };

/** One group of the figures query; `kind` says which grouping set made it. */
type GroupRow = Sums & {
  kind: 'day' | 'status' | 'broker' | 'total';
  pickup_date: string | null;
  status: LoadStatus | null;
  broker: string | null;
  /** Loads of the group in the status tab. */
  loads: number;
  /** Loads of the group whatever their status (what the status counts show). */
  all_loads: number;
};

const STATUSES: readonly LoadStatus[] = ['delivered', 'assigned', 'unassigned'];

// grouping(pickup_date, status, broker): a bit is set for each column a grouping set leaves out.
const KIND = sql.raw(`case grouping(f.pickup_date, f.status, f.broker) when 3 then 'day' when 5 then 'status' when 6 then 'broker' else 'total' end`);
const MONEY = ['price', 'fuel_price', 'toll_price', 'parking_fee', 'insurance_fee', 'driver_fee'] as const;
// Money as whole cents in both sources: the kept figures store cents, a load's two-decimal fees scale exactly.
const LOAD_CENTS = sql.raw(MONEY.map((c) => `(l.${c} * 100)::bigint as ${c}`).join(', '));
const KEPT_CENTS = sql.raw(MONEY.map((c) => `d.${c}_cents as ${c}`).join(', '));

/**
 * Every figure of the analytics screen in one statement: grouping sets give the days, the
 * statuses, the brokers and the total in one pass; the status tab is a FILTER, so the status
 * counts (which ignore it) come from the same rows. Without a search the rows are the period's
 * per-day figures that triggers keep (load_day_figures: at most days x 3 statuses x brokers
 * rows); with one they are the matching loads themselves, found by the list's own search
 * condition, so the figures add up to the loads the table lists. The period (a month at most)
 * bounds the rows either way.
 */
async function queryGroups(db: Db, from: string, to: string, status: LoadStatus | undefined, search: string | undefined): Promise<GroupRow[]> {
  const searched = loadSearchCondition(search);
  const source = searched
    ? sql`select l.pickup_date, l.status, nullif(btrim(l.broker), '') as broker, 1 as loads, ${LOAD_CENTS}
            from loads l
           where l.pickup_date between ${from}::date and ${to}::date and ${searched}`
    : sql`select d.pickup_date, d.status, nullif(d.broker, '') as broker, d.loads, ${KEPT_CENTS}
            from load_day_figures d
           where d.pickup_date between ${from}::date and ${to}::date and d.loads > 0`;
  const inTab = status ? sql`f.status = ${status}` : sql`true`;
  const sums = sql.join(
    MONEY.map((c) => sql`sum(${sql.raw(`f.${c}`)}) filter (where ${inTab}) as ${sql.raw(c)}`),
    sql`, `,
  );
  const result = await db.execute<GroupRow>(sql`
    with f as (${source}),
    g as (
      select ${KIND} as kind, f.pickup_date, f.status, f.broker,
             coalesce(sum(f.loads) filter (where ${inTab}), 0)::int as loads, sum(f.loads)::int as all_loads, ${sums}
        from f
       group by grouping sets ((f.pickup_date), (f.status), (f.broker), ())
    )
    select * from g where g.kind <> 'broker'
    union all
    (select * from g where g.kind = 'broker' and g.broker is not null and g.loads > 0
      order by coalesce(g.price, 0) desc, g.broker limit ${TOP_BROKER_COUNT})`);
  return result.rows;
}

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

/** GET analytics/: the figures of the period holding `pickup_date`, for the search and the status tab. */
export async function getAnalytics(db: Db, query: AnalyticsQuery): Promise<Analytics> {
  const period = query.period ?? 'daily';
  const { from, to } = reportRange(query.pickup_date, period);
  const search = query.search || undefined;
  const rows = await queryGroups(db, from, to, query.status, search);

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
