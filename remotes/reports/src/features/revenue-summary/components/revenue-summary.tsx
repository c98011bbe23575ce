import { memo } from 'react';
import { Download } from 'lucide-react';
import type { Load, ReportPeriod, RevenueSummary as Summary } from '@haulboard/shared/contracts';
import { REPORT_MESSAGES, summarizeRevenue } from '@haulboard/shared/report-math';
import { formatMoney } from '@haulboard/shared/format';
import { Alert, Box, Button, CloseButton, Flex, Heading, Text, VisuallyHidden } from '@haulboard/shared/ui';
import { Table } from '@haulboard/shared/ui-parts';

/** The summary's lines: the price, each cost, and the spec's total profit (price minus the five costs). */
const LINES = [
  ['price', 'Total price'],
  ['fuel_price', 'Fuel'],
  ['toll_price', 'Toll'],
  ['parking_fee', 'Parking'],
  ['insurance_fee', 'Insurance'],
  ['driver_fee', 'Driver fees'],
  ['profit', 'Total profit'],
] as const satisfies readonly (readonly [keyof Summary, string])[];

const PERIOD_NOUN: Record<ReportPeriod, string> = { daily: 'day', weekly: 'week', monthly: 'month' };
const loadsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'load' : 'loads'}`;

/** The two columns' headings, so nobody mistakes the page's sum for the period's. */
export const pageColumnTitle = (count: number) => `This page (${loadsText(count)})`;
export const periodColumnTitle = (period: ReportPeriod, tabLabel: string, count: number | null) =>
  `Whole ${PERIOD_NOUN[period]}, ${tabLabel}${count === null ? '' : ` (${loadsText(count)})`}`;

type Props = {
  period: ReportPeriod;
  /** The selected tab's words ('Delivered Load'). */
  tabLabel: string;
  /** The loads on the page shown; undefined while the page loads or when it failed. */
  pageLoads: readonly Load[] | undefined;
  /** GET analytics/'s summary for the whole period, tab and search; undefined while it loads or when it failed. */
  periodSummary: Summary | undefined;
  periodFailed: boolean;
  onRetryPeriod: () => void;
  downloading: boolean;
  downloadFailed: boolean;
  onDownload: () => void;
  onDismissFailure: () => void;
};

const EMPTY = '—';

/**
 * The Revenue Summary (spec part 2): the spec's sum over the loads visible on the page, beside the
 * total of the whole period and tab from the server, both by the one formula in contracts; and
 * Download Report with the spec's failure alert.
 */
export const RevenueSummary = memo(function RevenueSummary({
  period,
  tabLabel,
  pageLoads,
  periodSummary,
  periodFailed,
  onRetryPeriod,
  downloading,
  downloadFailed,
  onDownload,
  onDismissFailure,
}: Props) {
  const pageSummary = pageLoads ? summarizeRevenue(pageLoads) : undefined;
  return (
    <section aria-labelledby="revenue-summary-title" className="hb-panel">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="revenue-summary-title">
          Revenue Summary
        </Heading>
        <Button colorPalette="blue" onClick={onDownload} loading={downloading} loadingText="Downloading...">
          <Download aria-hidden /> Download Report
        </Button>
      </Flex>
      {downloadFailed && (
        <Alert.Root status="error" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{REPORT_MESSAGES.downloadFailed}</Alert.Title>
          </Alert.Content>
          <CloseButton size="sm" aria-label="Dismiss" onClick={onDismissFailure} />
        </Alert.Root>
      )}
      <Box overflowX="auto" maxW="3xl">
        <Table.Root size="sm" aria-label="Revenue Summary" aria-busy={!pageSummary || (!periodSummary && !periodFailed) || undefined}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <VisuallyHidden>Figure</VisuallyHidden>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{pageSummary ? pageColumnTitle(pageSummary.loads) : 'This page'}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{periodColumnTitle(period, tabLabel, periodSummary ? periodSummary.loads : null)}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {LINES.map(([field, label]) => {
              const total = field === 'profit';
              return (
                <Table.Row key={field} fontWeight={total ? 'semibold' : undefined}>
                  <Table.Cell as="th" scope="row" fontWeight="inherit" textAlign="start">
                    {label}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {pageSummary ? formatMoney(pageSummary[field]) : EMPTY}
                  </Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {periodSummary ? formatMoney(periodSummary[field]) : EMPTY}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Box>
      {periodFailed && (
        <Flex gap="3" align="center" wrap="wrap" role="alert">
          <Text color="fg.error">The whole {PERIOD_NOUN[period]}&apos;s totals could not be loaded.</Text>
          <Button size="sm" variant="outline" onClick={onRetryPeriod}>
            Try Again
          </Button>
        </Flex>
      )}
    </section>
  );
});
