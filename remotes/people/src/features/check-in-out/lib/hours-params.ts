import type { DriverHoursExportQuery, DriverHoursQuery } from '@haulboard/shared/api/admin';
import type { HoursPeriod } from '@haulboard/shared/contracts';
import { listSchema, type ChoiceValues } from '@haulboard/shared/list-state';
import { resources } from '@haulboard/shared/resources';

/** The period selector (the spec's Daily/Weekly/Monthly); values are driver-hours/'s `period`. */
export const PERIODS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const satisfies readonly { value: HoursPeriod; label: string }[];

const PERIOD_VALUES = ['daily', 'weekly', 'monthly'] as const;

/** The list as its URL holds it (`?period=weekly&search=ann&page=2`); a bad key falls back to its default alone. */
export const HoursListSchema = listSchema({ period: PERIOD_VALUES });
export type HoursListValues = ChoiceValues<{ period: typeof PERIOD_VALUES }>;

/** Today, as the server's default: a plain link shows today's hours. */
export const HOURS_LIST_DEFAULTS: HoursListValues = { page: 1, search: '', period: 'daily' };

/** The period and search as the export takes them: every matching driver, not one page. */
export const exportQueryOf = (v: HoursListValues): DriverHoursExportQuery => ({ period: v.period, ...(v.search ? { search: v.search } : {}) });

/** One page as driver-hours/ takes it: paged, searched and period-filtered on the server. */
export const pageQueryOf = (v: HoursListValues): DriverHoursQuery => ({ ...exportQueryOf(v), page: v.page, page_size: resources.driverHours.pageSize });
