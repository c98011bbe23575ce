import { sql, type SQL } from 'drizzle-orm';
import type { LoadStatus, Payment } from '@haulboard/shared/contracts';
import type { Db } from '../../db/client';
import { loadSearchCondition } from '../loads/repository';
import type { FeeValues } from '@haulboard/shared/contracts';

export type ReportFilters = { from: string; to: string; status?: LoadStatus; search?: string };

export type ReportRow = FeeValues & {
  id: number;
  load_number: string | null;
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
export async function findReportLoads(db: Db, filters: ReportFilters, limit: number): Promise<ReportRow[]> {
  const result = await db.execute<ReportRow>(sql`
    select l.id, l.load_number, l.loadname, l.pickup_location, l.delivery_location, l.pickup_date, l.status, l.payment,
           l.price, l.fuel_price, l.toll_price, l.parking_fee, l.insurance_fee, l.driver_fee
      from loads l
     where ${whereOf(filters)}
     order by l.pickup_date, l.pickup_time, l.id
     limit ${limit}`);
  return result.rows;
}

/** Count and money sums of every load in the period, for when the listed rows are capped. */
export async function sumReportLoads(db: Db, filters: ReportFilters) {
  const result = await db.execute<{ [K in keyof FeeValues]: number | null } & { count: number }>(sql`
    select count(*)::int as count,
           sum(l.price) as price, sum(l.fuel_price) as fuel_price, sum(l.toll_price) as toll_price,
           sum(l.parking_fee) as parking_fee, sum(l.insurance_fee) as insurance_fee, sum(l.driver_fee) as driver_fee
      from loads l
     where ${whereOf(filters)}`);
  return result.rows[0];
}
