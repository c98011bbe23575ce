import { sql, type SQL } from 'drizzle-orm';
import { EXPIRY_WARNING_DAYS, type ExpiryItemName, type ExpiryState, type TruckExpiry, type TruckExpiryFilter } from '@haulboard/shared/contracts';

/**
 * THE place that judges a truck's dates (registration, insurance, next service) on a day `as_of`:
 * 'expired' once as_of is past the date (the date itself is the last good day), 'due' when the date
 * is at most EXPIRY_WARNING_DAYS away, 'ok' after that, null without a date; the truck's state is the
 * worst of them ('ok' when none is dated). The states are computed in SQL, so the same rule answers
 * the JSON, filters the list and counts the trucks needing attention; every truck and driver answer
 * selects `columns` and turns them into the contract's object with `toTruckExpiry`.
 */

/** The company's calendar day ('YYYY-MM-DD') at `now`, in its time zone (config.timezone). */
export const companyDay = (timezone: string, now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);

const DATE_COLUMNS = {
  registration: 'registration_expiration_date',
  insurance: 'insurance_expiration_date',
  next_service: 'next_service_date',
} as const satisfies Record<ExpiryItemName, string>;
const ITEMS = Object.keys(DATE_COLUMNS) as ExpiryItemName[];

/** What `columns` selects: the three dates, each one's state and the worst (`expiry_state`). */
export type ExpiryColumns = { [K in ExpiryItemName as (typeof DATE_COLUMNS)[K]]: string | null } & {
  [K in ExpiryItemName as `${K}_state`]: ExpiryState | null;
} & { expiry_state: ExpiryState };

export type TruckExpirySql = {
  /**
   * Goes in the FROM clause after the trucks row: one lateral row of days left per date (as_of bound
   * once), which the other fragments read. Per row once, not per use: the expiry added twice as much
   * to a trucks page when every state repeated its comparisons and parameters.
   */
  join: SQL;
  /** The ExpiryColumns, for toTruckExpiry. (Built by json_build_object they cost twice as much.) */
  columns: SQL;
  /** Any date expired or due (a null date never is); null when none is dated. */
  attention: SQL;
  /** Any date expired; null when none is dated. */
  expired: SQL;
};

// A whole-number constant, written into the text rather than bound.
const WARNING_DAYS = sql.raw(String(Math.trunc(EXPIRY_WARNING_DAYS)));

/**
 * The expiry fragments of the trucks row aliased `alias`, as of the day `asOf` ('YYYY-MM-DD', already
 * validated). Days left = date - as_of: negative is expired, 0 (the date itself, its last good day)
 * through EXPIRY_WARNING_DAYS is due. The soonest of the three (least() skips nulls) is the worst.
 */
export function truckExpirySql(alias: string, asOf: string): TruckExpirySql {
  const days = sql.identifier(`${alias}_expiry`);
  const date = (item: ExpiryItemName) => sql`${sql.identifier(alias)}.${sql.identifier(DATE_COLUMNS[item])}`;
  const left = (item: ExpiryItemName) => sql`${days}.${sql.identifier(item)}`;
  const join = sql`cross join lateral (
    select ${sql.join(
      ITEMS.map((item) => sql`${date(item)} - d.day as ${sql.identifier(item)}`),
      sql`, `,
    )}
      from (select ${asOf}::date as day) d
  ) ${days}`;
  const soonest = sql`least(${sql.join(ITEMS.map(left), sql`, `)})`;
  const stateOf = (daysLeft: SQL, none: SQL) =>
    sql`case when ${daysLeft} < 0 then 'expired' when ${daysLeft} <= ${WARNING_DAYS} then 'due' when ${daysLeft} is not null then 'ok' else ${none} end`;
  const columns = sql.join(
    [
      ...ITEMS.map((item) => sql`${date(item)}, ${stateOf(left(item), sql`null`)} as ${sql.identifier(`${item}_state`)}`),
      sql`${stateOf(soonest, sql`'ok'`)} as expiry_state`,
    ],
    sql`, `,
  );
  return { join, columns, attention: sql`(${soonest} <= ${WARNING_DAYS})`, expired: sql`(${soonest} < 0)` };
}

/** The contract's expiry object from the selected ExpiryColumns. */
export function toTruckExpiry(row: ExpiryColumns, asOf: string): TruckExpiry {
  const item = (name: ExpiryItemName) => ({ date: row[DATE_COLUMNS[name]], state: row[`${name}_state`] });
  return { as_of: asOf, state: row.expiry_state, registration: item('registration'), insurance: item('insurance'), next_service: item('next_service') };
}

/** The list filter of trucks-list/?expiry=. */
export function expiryFilter(fragments: TruckExpirySql, filter: TruckExpiryFilter | undefined): SQL {
  if (filter === 'attention') return fragments.attention;
  if (filter === 'expired') return fragments.expired;
  return sql`true`;
}
