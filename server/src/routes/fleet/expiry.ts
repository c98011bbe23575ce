import { sql, type SQL } from 'drizzle-orm';
import { EXPIRY_WARNING_DAYS, type ExpiryItemName, type TruckExpiryFilter } from '@haulboard/shared/contracts';

/**
 * THE place that judges a truck's dates (registration, insurance, next service) on a day `as_of`:
 * 'expired' once as_of is past the date (the date itself is the last good day), 'due' when the date
 * is at most EXPIRY_WARNING_DAYS away, 'ok' after that, null without a date; the truck's state is the
 * worst of them ('ok' when none is dated). Everything is SQL so that the same rule answers the JSON,
 * filters the list and counts the trucks needing attention; every truck and driver answer uses it.
 */

/** The company's calendar day ('YYYY-MM-DD') at `now`, in its time zone (config.timezone). */
export const companyDay = (timezone: string, now: Date = new Date()): string => new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);

const DATE_COLUMNS: Record<ExpiryItemName, string> = {
  registration: 'registration_expiration_date',
  insurance: 'insurance_expiration_date',
  next_service: 'next_service_date',
};
const ITEMS = Object.keys(DATE_COLUMNS) as ExpiryItemName[];

export type TruckExpirySql = {
  /** json: {as_of, state, registration, insurance, next_service} (the contract's TruckExpirySchema). */
  json: SQL;
  /** Any date expired or due (a null date never is). */
  attention: SQL;
  /** Any date expired. */
  expired: SQL;
};

/**
 * The expiry fragments of the trucks row aliased `alias`, as of the day `asOf` ('YYYY-MM-DD', already
 * validated). Comparisons with a null date are null, so an undated item never counts as a problem.
 */
export function truckExpirySql(alias: string, asOf: string): TruckExpirySql {
  const day = sql`${asOf}::date`;
  // date + integer is a date: the last day still answered 'due'.
  const warnUntil = sql`(${asOf}::date + ${EXPIRY_WARNING_DAYS}::int)`;
  const column = (item: ExpiryItemName) => sql`${sql.identifier(alias)}.${sql.identifier(DATE_COLUMNS[item])}`;
  const isExpired = (item: ExpiryItemName) => sql`${column(item)} < ${day}`;
  const isDue = (item: ExpiryItemName) => sql`${column(item)} <= ${warnUntil}`;
  const any = (test: (item: ExpiryItemName) => SQL) => sql`(${sql.join(ITEMS.map(test), sql` or `)})`;
  const expired = any(isExpired);
  const attention = any(isDue);
  const itemState = (item: ExpiryItemName) =>
    sql`case when ${column(item)} is null then null when ${isExpired(item)} then 'expired' when ${isDue(item)} then 'due' else 'ok' end`;
  const item = (name: ExpiryItemName) => sql`json_build_object('date', ${column(name)}, 'state', ${itemState(name)})`;
  const json = sql`json_build_object(
    'as_of', ${asOf}::text,
    'state', case when ${expired} then 'expired' when ${attention} then 'due' else 'ok' end,
    ${sql.join(
      ITEMS.map((name) => sql`${name}::text, ${item(name)}`),
      sql`, `,
    )})`;
  return { json, attention, expired };
}

/** The list filter of trucks-list/?expiry=. */
export function expiryFilter(fragments: TruckExpirySql, filter: TruckExpiryFilter | undefined): SQL {
  if (filter === 'attention') return fragments.attention;
  if (filter === 'expired') return fragments.expired;
  return sql`true`;
}
