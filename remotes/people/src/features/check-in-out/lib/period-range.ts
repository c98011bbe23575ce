import { format } from 'date-fns';
import type { HoursPeriod } from '@haulboard/shared/contracts';
import { periodRange } from '@haulboard/shared/report-math';
import { formatPeriodLabel } from '@haulboard/shared/format';

/**
 * What the screen says the hours cover, as the server counts them (the contracts' period
 * arithmetic, weeks Monday to Sunday): 'Today, Mon, Nov 23, 2026', 'Mon, Nov 23 – Sun, Nov 29,
 * 2026', 'November 2026 (Nov 1 – Nov 30)'. Today is the browser's, which is the company's for the
 * office using it (the server counts in the company's).
 */
export function periodLabel(period: HoursPeriod, now: Date = new Date()): string {
  const { from, to } = periodRange(format(now, 'yyyy-MM-dd'), period);
  const label = formatPeriodLabel(from, period);
  if (period === 'daily') return `Today, ${label}`;
  if (period === 'weekly') return label;
  // 'November 2026 (Nov 1 – Nov 30)': the month's short name and its first and last day.
  const month = label.slice(0, 3);
  return `${label} (${month} ${Number(from.slice(8))} – ${month} ${Number(to.slice(8))})`;
}
