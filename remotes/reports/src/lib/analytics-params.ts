import type { AnalyticsQuery, ListLoadsQuery, LoadStatus, ReportPeriod } from '@haulboard/shared/contracts';
import { ANALYTICS_PAGE_SIZE, periodRange, periodStart } from '@haulboard/shared/report-math';
import { formatIsoDay } from '@haulboard/shared/format';
import { listSchema, type ChoiceValues, type ListSchema } from '@haulboard/shared/list-state';

/** The period selector: the spec's Daily and Weekly, and Monthly (issue 16). */
export const PERIODS = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
] as const satisfies readonly { value: ReportPeriod; label: string }[];

/** The spec's status tabs; `all` sends no status. */
export const STATUS_TABS = [
  { value: 'all', label: 'All' },
  { value: 'delivered', label: 'Delivered Load' },
  { value: 'assigned', label: 'Assigned Load' },
  { value: 'unassigned', label: 'Unassigned Load' },
] as const satisfies readonly { value: LoadStatus | 'all'; label: string }[];
export type StatusTab = (typeof STATUS_TABS)[number]['value'];

const PERIOD_VALUES = ['daily', 'weekly', 'monthly'] as const;
const TAB_VALUES = ['all', 'delivered', 'assigned', 'unassigned'] as const;
/** The orders list-loads/ can sort by that this table shows as headers. */
const ORDERINGS = ['pickup_date', '-pickup_date', 'loadname', '-loadname', 'price', '-price'] as const;

type Choices = { period: typeof PERIOD_VALUES; status: typeof TAB_VALUES; ordering: typeof ORDERINGS };
/** The screen as its URL holds it: `?period=weekly&date=2026-11-16&status=delivered&search=steel&page=2&ordering=-price`. */
export type AnalyticsValues = ChoiceValues<Choices> & { date: string };

const choices = listSchema<Choices>({ period: PERIOD_VALUES, status: TAB_VALUES, ordering: ORDERINGS });

/** A real calendar day written `YYYY-MM-DD` (2026-02-30 is not one). */
export const isCalendarDay = (v: unknown): v is string =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

type Issue = { message: string; path: [string] };

/**
 * The list's keys plus `date`, the period's first day: any day of a period in a pasted link is
 * read as that period (a Wednesday in a weekly link is its Monday). A bad key falls back to its
 * default alone, as every list's does.
 */
export const AnalyticsSchema: ListSchema<AnalyticsValues> = {
  '~standard': {
    validate(input: unknown) {
      const raw = (input ?? {}) as Record<string, unknown>;
      const base = choices['~standard'].validate(input) as { value?: ChoiceValues<Choices>; issues?: readonly Issue[] };
      const issues: Issue[] = [...(base.issues ?? [])];
      if (!isCalendarDay(raw.date)) issues.push({ message: 'date must be a calendar day, YYYY-MM-DD', path: ['date'] });
      if (issues.length || !base.value) return { issues };
      return { value: { ...base.value, date: periodStart(raw.date as string, base.value.period) } };
    },
  },
};

/** Today in the browser's time zone: the company's, for the office using it. */
export const today = (now: Date = new Date()) => formatIsoDay(now);

/** A plain link shows today's loads, earliest pickup first. */
export const analyticsDefaults = (now: Date = new Date()): AnalyticsValues => ({
  page: 1,
  search: '',
  period: 'daily',
  date: today(now),
  status: 'all',
  ordering: 'pickup_date',
});

/**
 * Where a change of period lands: the new period holding today when the one shown holds today
 * (Daily today -> Weekly this week), otherwise the new period holding the shown period's first day.
 */
export function switchPeriod(v: Pick<AnalyticsValues, 'date' | 'period'>, period: ReportPeriod, now: Date = new Date()): string {
  const { from, to } = periodRange(v.date, v.period);
  const day = today(now);
  return periodStart(from <= day && day <= to ? day : from, period);
}

/** The tab's status as the API takes it (none for All). */
const statusOf = (v: AnalyticsValues): { status?: LoadStatus } => (v.status === 'all' ? {} : { status: v.status });
const searchOf = (v: AnalyticsValues): { search?: string } => (v.search ? { search: v.search } : {});

/** One page of the table as list-loads/ takes it: the period's pickups, the tab, the search, the sort. */
export function pageQueryOf(v: AnalyticsValues): ListLoadsQuery {
  const { from, to } = periodRange(v.date, v.period);
  return { pickup_from: from, pickup_to: to, ...statusOf(v), ...searchOf(v), page: v.page, page_size: ANALYTICS_PAGE_SIZE, ordering: v.ordering };
}

/** GET analytics/ and POST generate-load-report/: the period by its first day, the tab and the search. */
export const reportQueryOf = (v: AnalyticsValues): AnalyticsQuery => ({ pickup_date: v.date, period: v.period, ...statusOf(v), ...searchOf(v) });

/**
 * For a day's GET analytics/ query, the same for the Monday-to-Sunday week holding it (the tab and
 * the search kept): the days chart draws that week with the day marked, as a day alone is one
 * column and says little. It is the Weekly period's query, so the two share one answer. None for
 * another period.
 */
export const dayWeekQueryOf = (q: AnalyticsQuery): AnalyticsQuery | undefined =>
  q.period === 'daily' ? { ...q, pickup_date: periodStart(q.pickup_date, 'weekly'), period: 'weekly' } : undefined;
