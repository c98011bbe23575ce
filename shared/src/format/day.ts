/**
 * 'YYYY-MM-DD' read as that calendar day at local midnight (an ISO parse would take UTC midnight);
 * anything else, or a day the calendar does not have ('2026-02-30'), is an invalid date, as
 * date-fns' `parse(v, 'yyyy-MM-dd', new Date())` answers. Written out because that `parse` brings
 * every date-fns parser (about 5 KiB gzip) into the `format` share, which every admin page loads.
 */
export function parseIsoDay(v: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return new Date(NaN);
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
  const d = new Date(2000, 0, 1);
  d.setFullYear(year, month, day);
  return d.getFullYear() === year && d.getMonth() === month && d.getDate() === day ? d : new Date(NaN);
}
