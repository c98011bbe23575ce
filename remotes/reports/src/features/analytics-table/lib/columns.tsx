import type { Load } from '@haulboard/shared/contracts';
import { summarizeRevenue } from '@haulboard/shared/report-math';
import { formatMoney, formatShortDate, formatTime12, NOT_AVAILABLE } from '@haulboard/shared/format';
import { AppRoutes, Link } from '@haulboard/shared/router';
import { StatusBadge, type Column, type TableCards } from '@haulboard/shared/ui';

const pounds = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** Spec part 2 section 9: weight in pounds ('18,000 lbs'); the analytics view reads `weight`. */
export const formatWeight = (lbs: number | null | undefined) => (lbs == null || !Number.isFinite(lbs) ? NOT_AVAILABLE : `${pounds.format(lbs)} lbs`);

/** One load's profit: its price minus its five costs, by the summary's one formula. */
export const loadProfit = (l: Load) => summarizeRevenue([l]).profit;

/** The detail screen, as the loads list opens it: `?id=` for a reload, the load in navigation state as the spec passes it. */
export const loadDetailLink = (l: Load) => ({
  to: `${AppRoutes.loadDetail}?id=${l.id}`,
  state: { load: l, status: l.status, assignments: l.assignments },
});

// Constant inline styles: a page change redraws the cells, and Chakra resolved its style props each time.
const LINK_STYLE = { color: 'var(--chakra-colors-blue-fg)', fontWeight: 500, textDecoration: 'underline', textUnderlineOffset: '2px' } as const;
const TIME_STYLE = { display: 'block', color: 'var(--chakra-colors-fg-muted)', fontSize: '0.875em' } as const;

function LoadLink({ load }: { load: Load }) {
  const link = loadDetailLink(load);
  return (
    <Link to={link.to} state={link.state} style={LINK_STYLE}>
      {load.loadname}
    </Link>
  );
}

const pickup = (l: Load) => (
  <>
    {formatShortDate(l.pickup_date)}
    <span style={TIME_STYLE}>{formatTime12(l.pickup_time)}</span>
  </>
);

/** The table: what an admin reads of a period's load at a glance. Sortable where list-loads/ sorts. */
export const ANALYTICS_COLUMNS: Column<Load>[] = [
  { key: 'number', header: 'Load No', cell: (l) => l.id, nowrap: true },
  { key: 'loadname', header: 'Load Name', cell: (l) => <LoadLink load={l} />, sortKey: 'loadname' },
  { key: 'pickup_location', header: 'Pickup Location', cell: (l) => l.pickup_location },
  { key: 'delivery_location', header: 'Delivery Location', cell: (l) => l.delivery_location },
  { key: 'pickup_date', header: 'Pickup', cell: pickup, nowrap: true, sortKey: 'pickup_date' },
  { key: 'broker', header: 'Broker', cell: (l) => l.broker_name || NOT_AVAILABLE },
  { key: 'weight', header: 'Weight', cell: (l) => formatWeight(l.weight), numeric: true, nowrap: true },
  { key: 'price', header: 'Price', cell: (l) => formatMoney(l.price), numeric: true, nowrap: true, sortKey: 'price' },
  { key: 'profit', header: 'Profit', cell: (l) => formatMoney(loadProfit(l)), numeric: true, nowrap: true },
  { key: 'status', header: 'Status', cell: (l) => <StatusBadge status={l.status} /> },
  { key: 'payment', header: 'Payment', cell: (l) => <StatusBadge status={l.payment} /> },
];

/** A phone's card per load: its name (the detail link) and the lines that matter, the route on one. */
export const ANALYTICS_CARDS: TableCards<Load> = {
  title: (l) => <LoadLink load={l} />,
  headingLevel: 3,
  fields: [
    ['Load No', (l) => l.id],
    ['Route', (l) => `${l.pickup_location} → ${l.delivery_location}`],
    ['Pickup', (l) => `${formatShortDate(l.pickup_date)}, ${formatTime12(l.pickup_time)}`],
    ['Broker', (l) => l.broker_name || NOT_AVAILABLE],
    ['Weight', (l) => formatWeight(l.weight)],
    ['Price', (l) => formatMoney(l.price)],
    ['Profit', (l) => formatMoney(loadProfit(l))],
    ['Status', (l) => <StatusBadge status={l.status} />],
    ['Payment', (l) => <StatusBadge status={l.payment} />],
  ],
};
