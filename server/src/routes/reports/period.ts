import { periodRange, type ReportPeriod } from '@haulboard/shared/contracts';
import { badRequest } from '../../lib/http-errors';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period holding `pickup_date`, refused when it runs past the dates PostgreSQL and
 * 'YYYY-MM-DD' can hold (the week of 9999-12-31 ends in year 10000, that of 0001-01-01 starts in year 0).
 */
export function reportRange(pickupDate: string, period: ReportPeriod): { from: string; to: string } {
  const range = periodRange(pickupDate, period);
  if (!DAY.test(range.from) || !DAY.test(range.to) || range.from < '0001-01-01')
    throw badRequest('pickup_date: the period must lie between 0001-01-01 and 9999-12-31');
  return range;
}
