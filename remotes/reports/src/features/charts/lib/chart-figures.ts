import type { Analytics, BrokerFigures, DayFigures, StatusCount } from '@haulboard/shared/contracts';
import { csvMoney, formatMoney, formatPeriodLabel, formatShortDate, toCsv, type CsvColumn } from '@haulboard/shared/format';

/** A chart's figures as its table view and its CSV read them: one list of columns for both. */
export type FigureColumn<T> = {
  header: string;
  /** What the table cell shows. */
  show: (row: T) => string;
  /** What the CSV cell holds: money with two decimals, dates as YYYY-MM-DD. */
  csv: CsvColumn<T>[1];
  numeric?: boolean;
};

export type ChartFigures<T> = {
  /** The file's stem: `revenue-by-day` saves as `revenue-by-day-2026-11-01.csv`. */
  file: string;
  title: string;
  /** The table view's caption: the title and the period. */
  caption: string;
  columns: FigureColumn<T>[];
  rows: T[];
  /** What role="img" reads out: the figures in one sentence. */
  summary: string;
  empty: boolean;
  /** The row the chart marks (the day shown, in its week), if any. */
  isMarked?: (row: T) => boolean;
};

const count = (n: number) => n.toLocaleString('en-US');
function money<T>(header: string, pick: (row: T) => number): FigureColumn<T> {
  return { header, show: (r) => formatMoney(pick(r)), csv: (r) => csvMoney(pick(r)), numeric: true };
}
const sum = <T>(rows: T[], pick: (row: T) => number) => rows.reduce((total, row) => total + pick(row), 0);

export const STATUS_NAMES: Record<StatusCount['status'], string> = { delivered: 'Delivered', assigned: 'Assigned', unassigned: 'Unassigned' };

/** 'Nov 1, 2026 to Nov 30, 2026', or the one day. */
const rangeOf = ({ from, to }: Analytics) => (from === to ? formatShortDate(from) : `${formatShortDate(from)} to ${formatShortDate(to)}`);

/** 'revenue $3,300.00, costs $1,850.50, profit $1,449.50': some days' money. */
const moneyOf = (days: DayFigures[]) =>
  `revenue ${formatMoney(sum(days, (d) => d.revenue))}, costs ${formatMoney(sum(days, (d) => d.costs))}, profit ${formatMoney(sum(days, (d) => d.profit))}`;

/**
 * Revenue, costs and profit per day of `figures`' period. With `marked`, the period is the week
 * holding that day (the Daily period's chart) and the day is marked: its row, and its figures first
 * in the summary.
 */
export function revenueFigures(figures: Analytics, marked?: string): ChartFigures<DayFigures> {
  const rows = figures.days;
  const range = marked ? `${rangeOf(figures)}, the week of ${formatPeriodLabel(marked, 'daily')}` : rangeOf(figures);
  const day = marked ? rows.find((d) => d.date === marked) : undefined;
  const best = rows.reduce<DayFigures | undefined>((top, d) => (!top || d.revenue > top.revenue ? d : top), undefined);
  const figuresText = day ? `that day ${count(day.loads)} ${day.loads === 1 ? 'load' : 'loads'}, ${moneyOf([day])}; the week ${moneyOf(rows)}` : moneyOf(rows);
  return {
    file: 'revenue-by-day',
    title: 'Revenue, costs and profit per day',
    caption: `Revenue, costs and profit per day, ${range}`,
    columns: [
      { header: 'Date', show: (d) => formatShortDate(d.date), csv: (d) => d.date },
      { header: 'Loads', show: (d) => count(d.loads), csv: (d) => d.loads, numeric: true },
      money<DayFigures>('Revenue', (d) => d.revenue),
      money<DayFigures>('Costs', (d) => d.costs),
      money<DayFigures>('Profit', (d) => d.profit),
    ],
    rows,
    summary: `Revenue, costs and profit per day, ${range}: ${figuresText}${best && rows.length > 1 && best.revenue > 0 ? `; highest revenue ${formatMoney(best.revenue)} on ${formatShortDate(best.date)}` : ''}.`,
    empty: rows.every((d) => d.loads === 0),
    isMarked: marked ? (d) => d.date === marked : undefined,
  };
}

export function statusFigures(figures: Analytics): ChartFigures<StatusCount> {
  const rows = figures.statuses;
  return {
    file: 'loads-by-status',
    title: 'Loads by status',
    caption: `Loads by status, ${rangeOf(figures)}`,
    columns: [
      { header: 'Status', show: (s) => STATUS_NAMES[s.status], csv: (s) => STATUS_NAMES[s.status] },
      { header: 'Loads', show: (s) => count(s.loads), csv: (s) => s.loads, numeric: true },
    ],
    rows,
    summary: `Loads by status: ${rows.map((s) => `${count(s.loads)} ${STATUS_NAMES[s.status].toLowerCase()}`).join(', ')}.`,
    empty: rows.every((s) => s.loads === 0),
  };
}

export function brokerFigures(figures: Analytics): ChartFigures<BrokerFigures> {
  const rows = figures.brokers;
  return {
    file: 'top-brokers',
    title: 'Top brokers by revenue',
    caption: `Top brokers by revenue, ${rangeOf(figures)}`,
    columns: [
      { header: 'Broker', show: (b) => b.broker, csv: (b) => b.broker },
      { header: 'Loads', show: (b) => count(b.loads), csv: (b) => b.loads, numeric: true },
      money<BrokerFigures>('Revenue', (b) => b.revenue),
      money<BrokerFigures>('Profit', (b) => b.profit),
    ],
    rows,
    summary: rows.length
      ? `Top ${rows.length} brokers by revenue: ${rows.map((b) => `${b.broker} ${formatMoney(b.revenue)}`).join(', ')}.`
      : 'Top brokers by revenue: no loads with a broker in this period.',
    empty: rows.length === 0,
  };
}

/** The CSV of a chart's figures. */
export const figuresCsv = <T>({ columns, rows }: ChartFigures<T>) =>
  toCsv(
    columns.map((c) => [c.header, c.csv] as const),
    rows,
  );

/** `revenue-by-day-2026-11-01.csv`: the chart and the period's first day. */
export const figuresFileName = (chart: { file: string }, from: string) => `${chart.file}-${from}.csv`;
