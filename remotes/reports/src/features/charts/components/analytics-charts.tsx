import type { Analytics } from '@haulboard/shared/contracts';

export type AnalyticsChartsProps = {
  /** GET analytics/'s answer for the period, tab and search on screen; undefined while it loads. */
  figures: Analytics | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
};

// PLACEHOLDER (lead): the charts helper replaces this with the lazy-loaded charts. The props are the contract.
export function AnalyticsCharts(_props: AnalyticsChartsProps) {
  return null;
}
