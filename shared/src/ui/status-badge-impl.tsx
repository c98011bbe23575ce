import type { CSSProperties } from 'react';
import type { StatusBadgeProps } from './status-badge';

/**
 * The colour of each status the admin areas show: loads (unassigned, assigned, delivered) and
 * payments (Paid, Unpaid). Other areas add theirs here, so one status has one colour everywhere.
 */
const STATUS_TONES: Record<string, string> = {
  unassigned: 'orange',
  assigned: 'blue',
  delivered: 'green',
  Paid: 'green',
  Unpaid: 'red',
  // A truck's dates (fleet): expired, due within 30 days, fine.
  expired: 'red',
  due: 'orange',
  ok: 'green',
};

/** Chakra's `subtle` badge, on the theme's CSS variables (so colour mode still applies). */
const BASE: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: '0.375rem',
  borderRadius: 'var(--chakra-radii-l2)',
  fontSize: 'var(--chakra-font-sizes-xs)',
  lineHeight: '1.25rem',
  fontWeight: 500,
  whiteSpace: 'nowrap',
};

/**
 * A status as a coloured badge: the word is always written ('unassigned' -> 'Unassigned'), colour
 * only repeats it. A plain span with inline theme variables, not a Chakra Badge: a list draws 30 of
 * them per page, and style resolution per badge was a measurable part of a page change.
 */
export default function StatusBadge({ status, label, tone }: StatusBadgeProps) {
  const palette = tone ?? STATUS_TONES[status] ?? 'gray';
  return (
    // data-tone: the colour, readable by tests.
    <span data-tone={palette} style={{ ...BASE, background: `var(--chakra-colors-${palette}-subtle)`, color: `var(--chakra-colors-${palette}-fg)` }}>
      {label ?? status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  );
}
