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

const WARNING_DAYS = String(Math.trunc(EXPIRY_WARNING_DAYS));
const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/**
 * The text of the fragments for one alias, made once: only as_of is a parameter. Drizzle builds and
 * renders a tree of sql`` pieces on every call; built that way these took 1.3 ms of the server's CPU
 * per request, more than the drivers' page query itself.
 */
const textFor = new Map<string, { joinStart: string; joinEnd: string; columns: string; attention: string; expired: string }>();
function fragmentText(alias: string) {
  let text = textFor.get(alias);
  if (text) return text;
  const days = quote(`${alias}_expiry`);
  const date = (item: ExpiryItemName) => `${quote(alias)}.${quote(DATE_COLUMNS[item])}`;
  const left = (item: ExpiryItemName) => `${days}.${quote(item)}`;
  const soonest = `least(${ITEMS.map(left).join(', ')})`;
  const stateOf = (daysLeft: string, none: string) =>
    `case when ${daysLeft} < 0 then 'expired' when ${daysLeft} <= ${WARNING_DAYS} then 'due' when ${daysLeft} is not null then 'ok' else ${none} end`;
  text = {
    joinStart: `cross join lateral (select ${ITEMS.map((item) => `${date(item)} - d.day as ${quote(item)}`).join(', ')} from (select `,
    joinEnd: `::date as day) d) ${days}`,
    columns: [
      ...ITEMS.map((item) => `${date(item)}, ${stateOf(left(item), 'null')} as ${quote(`${item}_state`)}`),
      `${stateOf(soonest, `'ok'`)} as expiry_state`,
    ].join(', '),
    attention: `(${soonest} <= ${WARNING_DAYS})`,
    expired: `(${soonest} < 0)`,
  };
  textFor.set(alias, text);
  return text;
}

/**
 * The expiry fragments of the trucks row aliased `alias` (a fixed name in the code, never input), as
 * of the day `asOf` ('YYYY-MM-DD', already validated, bound as a parameter). Days left = date - as_of:
 * negative is expired, 0 (the date itself, its last good day) through EXPIRY_WARNING_DAYS is due. The
 * soonest of the three (least() skips nulls) is the worst.
 */
export function truckExpirySql(alias: string, asOf: string): TruckExpirySql {
  const text = fragmentText(alias);
  return {
    join: sql`${sql.raw(text.joinStart)}${asOf}${sql.raw(text.joinEnd)}`,
    columns: sql.raw(text.columns),
    attention: sql.raw(text.attention),
    expired: sql.raw(text.expired),
  };
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
