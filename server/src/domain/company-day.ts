import { sql, type SQL } from 'drizzle-orm';

// Making a formatter costs 0.16 ms, using one 3 µs: one per zone (en-CA writes dates as YYYY-MM-DD).
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** The company's calendar day ('YYYY-MM-DD') at `now`, in its time zone (config.timezone). */
export function companyDay(timezone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone });
    dayFormats.set(timezone, format);
  }
  return format.format(now);
}

/** The company's calendar day now, in SQL: "today" is the company's day, not the database server's. */
export const companyToday = (timezone: string): SQL => sql`(now() at time zone ${timezone})::date`;
