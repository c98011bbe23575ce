import { useEffect } from 'react';
import type { Analytics } from '@haulboard/shared/contracts';
import { ErrorState, lazyPart } from '@haulboard/shared/ui';
import { Skeleton } from '@haulboard/shared/ui-parts';
import { CARD_HEADER_MIN_HEIGHT, CHART_HEIGHT, CHARTS_FAILED } from '../lib/chart-layout';
import { ChartsGrid } from './charts-grid';

export type AnalyticsChartsProps = {
  /** GET analytics/'s answer for the period, tab and search on screen; undefined while it loads. */
  figures: Analytics | undefined;
  /** For the Daily period, GET analytics/'s answer for the week holding the day (the days chart draws it). */
  week?: Analytics;
  /** Either answer still coming. */
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
};

/** A card's place at its final size while the figures or the charts' code arrive: nothing moves when they come. */
function CardSkeleton({ height, label }: { height: number; label: string }) {
  return (
    <div
      aria-hidden
      data-label={label}
      style={{ padding: '1rem', border: '1px solid var(--chakra-colors-border)', borderRadius: 'var(--chakra-radii-l3)', display: 'grid', gap: '0.75rem' }}
    >
      <Skeleton height={`${CARD_HEADER_MIN_HEIGHT}px`} width="60%" />
      <Skeleton height={`${height}px`} />
    </div>
  );
}

function ChartsSkeleton() {
  return (
    <div role="status" aria-label="Loading charts">
      <ChartsGrid
        revenue={<CardSkeleton height={CHART_HEIGHT.revenue} label="revenue" />}
        statuses={<CardSkeleton height={CHART_HEIGHT.statuses} label="statuses" />}
        brokers={<CardSkeleton height={CHART_HEIGHT.brokers} label="brokers" />}
      />
    </div>
  );
}

// The charts and their library are a chunk of their own, fetched when figures are there to draw.
const ChartsPanel = lazyPart(() => import(/* webpackChunkName: "charts" */ './charts-panel'), { fallback: <ChartsSkeleton /> });

/** The period's figures drawn: revenue, costs and profit per day (a day's week for a day), loads by status, the top brokers. */
export function AnalyticsCharts({ figures, week, isLoading, error, onRetry }: AnalyticsChartsProps) {
  // The chunk starts loading with the screen, beside GET analytics/: the figures do not wait for it.
  useEffect(() => void ChartsPanel.preload(), []);
  let body;
  if (error) body = <ErrorState title={CHARTS_FAILED} onRetry={onRetry} retryLabel="Try Again" />;
  else if (!figures || isLoading) body = <ChartsSkeleton />;
  else body = <ChartsPanel figures={figures} week={week} />;
  return (
    <section aria-label="Charts" style={{ minWidth: 0 }}>
      {body}
    </section>
  );
}
