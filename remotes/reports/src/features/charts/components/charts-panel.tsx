import { useMemo } from 'react';
import type { Analytics } from '@haulboard/shared/contracts';
import { formatMoney } from '@haulboard/shared/format';
import { brokerFigures, revenueFigures, STATUS_NAMES, statusFigures } from '../lib/chart-figures';
import { CHART_COLORS, CHART_HEIGHT, EMPTY_PERIOD, NO_BROKERS } from '../lib/chart-layout';
import BarListChart from './bar-list-chart';
import { ChartCard } from './chart-card';
import { ChartsGrid } from './charts-grid';
import RevenueChart from './revenue-chart';

/**
 * The three charts of the period's figures (the lazy chunk: the chart library comes with it). For
 * a day, `week` is the week holding it: the days chart draws that week with the day marked.
 */
export default function ChartsPanel({ figures, week }: { figures: Analytics; week?: Analytics }) {
  const days = week ?? figures;
  const marked = week ? figures.from : undefined;
  const charts = useMemo(
    () => ({ revenue: revenueFigures(days, marked), statuses: statusFigures(figures), brokers: brokerFigures(figures) }),
    [days, marked, figures],
  );
  const statusBars = useMemo(
    () =>
      figures.statuses.map((s) => ({
        key: s.status,
        label: STATUS_NAMES[s.status],
        value: s.loads,
        valueLabel: s.loads.toLocaleString('en-US'),
        color: CHART_COLORS.status[s.status],
      })),
    [figures.statuses],
  );
  const brokerBars = useMemo(
    () => figures.brokers.map((b, i) => ({ key: `${i}`, label: b.broker, value: b.revenue, valueLabel: formatMoney(b.revenue), color: CHART_COLORS.broker })),
    [figures.brokers],
  );
  return (
    <ChartsGrid
      revenue={
        <ChartCard figures={charts.revenue} from={days.from} height={CHART_HEIGHT.revenue} emptyText={EMPTY_PERIOD}>
          <RevenueChart days={days.days} marked={marked} />
        </ChartCard>
      }
      statuses={
        <ChartCard figures={charts.statuses} from={figures.from} height={CHART_HEIGHT.statuses} emptyText={EMPTY_PERIOD}>
          <BarListChart items={statusBars} height={CHART_HEIGHT.statuses} />
        </ChartCard>
      }
      brokers={
        <ChartCard figures={charts.brokers} from={figures.from} height={CHART_HEIGHT.brokers} emptyText={charts.statuses.empty ? EMPTY_PERIOD : NO_BROKERS}>
          <BarListChart items={brokerBars} height={CHART_HEIGHT.brokers} />
        </ChartCard>
      }
    />
  );
}
