import { sql, type SQL } from 'drizzle-orm';
import { TOP_BROKER_COUNT, type FeeValues, type LoadStatus, type Payment } from '@haulboard/shared/contracts';
import type { Queryable } from '../../db/client';
import { loadSearchCondition } from '../../domain/load-rows';

export type ReportFilters = { from: string; to: string; status?: LoadStatus; search?: string };

export type ReportRow = FeeValues & {
  id: number;
  loadname: string;
  pickup_location: string;
  delivery_location: string;
  pickup_date: string;
  status: LoadStatus;
  payment: Payment;
};

function whereOf(filters: ReportFilters): SQL {
  // The pickup-date range uses loads_pickup_date_idx; search uses the loads trigram index.
  const conditions = [sql`l.pickup_date between ${filters.from}::date and ${filters.to}::date`];
  if (filters.status) conditions.push(sql`l.status = ${filters.status}`);
  const search = loadSearchCondition(filters.search);
  if (search) conditions.push(search);
  return sql.join(conditions, sql` and `);
}

/** The period's loads in pickup order, at most `limit` of them. */
export async function findReportLoads(db: Queryable, filters: ReportFilters, limit: number): Promise<ReportRow[]> {
  const result = await db.execute<ReportRow>(sql`
    select l.id, l.loadname, l.pickup_location, l.delivery_location, l.pickup_date, l.status, l.payment,
           l.price, l.fuel_price, l.toll_price, l.parking_fee, l.insurance_fee, l.driver_fee
      from loads l
     where ${whereOf(filters)}
     order by l.pickup_date, l.pickup_time, l.id
     limit ${limit}`);
  return result.rows;
}

/** Count and money sums of every load in the period, for when the listed rows are capped. */
export async function sumReportLoads(db: Queryable, filters: ReportFilters) {
  const result = await db.execute<{ [K in keyof FeeValues]: number | null } & { count: number }>(sql`
    select count(*)::int as count,
           sum(l.price) as price, sum(l.fuel_price) as fuel_price, sum(l.toll_price) as toll_price,
           sum(l.parking_fee) as parking_fee, sum(l.insurance_fee) as insurance_fee, sum(l.driver_fee) as driver_fee
      from loads l
     where ${whereOf(filters)}`);
  return result.rows[0];
}

/** Each money field's sum in cents (null: no load of the group had it). */
export type Sums = { [K in keyof FeeValues]: number | null };

/** One group of the figures query; `kind` says which grouping set made it. */
export type GroupRow = Sums & {
  kind: 'day' | 'status' | 'broker' | 'total';
  pickup_date: string | null;
  status: LoadStatus | null;
  broker: string | null;
  /** Loads of the group in the status tab. */
  loads: number;
  /** Loads of the group whatever their status (what the status counts show). */
  all_loads: number;
};

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
export async function findAnalyticsGroups(
  db: Queryable,
  from: string,
  to: string,
  status: LoadStatus | undefined,
  search: string | undefined,
): Promise<GroupRow[]> {
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
