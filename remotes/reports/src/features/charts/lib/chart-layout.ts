/**
 * The charts' sizes, shared by the skeleton (in the first-load code) and the charts (in the lazy
 * chunk), so nothing moves when the chunk arrives.
 */
export const CHART_HEIGHT = { revenue: 260, statuses: 200, brokers: 200 } as const;
/** The card's title row (title, Chart/Table toggle, Download CSV), which wraps on a phone. */
export const CARD_HEADER_MIN_HEIGHT = 40;

/** The theme's colours as CSS variables: one status has one colour everywhere (StatusBadge's tones). */
export const CHART_COLORS = {
  revenue: 'var(--chakra-colors-blue-solid)',
  costs: 'var(--chakra-colors-orange-solid)',
  profit: 'var(--chakra-colors-green-fg)',
  broker: 'var(--chakra-colors-teal-solid)',
  /** Behind the day shown, in the Daily period's week. */
  marked: 'var(--chakra-colors-bg-emphasized)',
  grid: 'var(--chakra-colors-border)',
  text: 'var(--chakra-colors-fg-muted)',
  label: 'var(--chakra-colors-fg)',
  status: {
    delivered: 'var(--chakra-colors-green-solid)',
    assigned: 'var(--chakra-colors-blue-solid)',
    unassigned: 'var(--chakra-colors-orange-solid)',
  },
} as const;

export const EMPTY_PERIOD = 'No loads in this period';
export const NO_BROKERS = 'No loads with a broker in this period';
export const CHARTS_FAILED = 'Failed to load the charts';

// Font sizes as styles, not SVG attributes: the page's CSS outranks an attribute.
export const AXIS_TEXT = { fontSize: 11 } as const;
export const BAR_TEXT = { fontSize: 12 } as const;
/** The thickest a bar gets on a wide screen (a week's columns would otherwise be slabs). */
export const MAX_BAR_THICKNESS = 28;
